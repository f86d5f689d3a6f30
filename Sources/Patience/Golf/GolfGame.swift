import Localization
import ReorderKit

/// A game of Golf: one deck, seven columns of five cards face up, and a foundation that takes
/// any column's top card one rank above or below its own, whatever the suit (no turning the
/// corner from king to ace). The stock turns one card onto the foundation at a time, once
/// through. Every card off the columns wins.
///
/// ```swift
/// var game = GolfGame(seed: 4)
/// if let move = game.hint { game.apply(move) } else { game.deal() }
/// ```
public struct GolfGame: UndoableGame, Equatable {
    public typealias Difference = ReorderDifference<Card.ID, PileID>

    /// The game number that dealt this game.
    public let seed: UInt64
    /// Every pile's cards, bottom first.
    public var piles: [PileID: [PlacedCard]] { state.piles }
    public var moves: Int { state.moves }
    /// The state now and its history, which undo and redo go through (`UndoableGame`).
    public var played: Played<State>
    private var state: State {
        get { played.state }
        set { played.state = newValue }
    }

    /// What a move or a deal changes, and an undo or redo restores.
    public struct State: Equatable, Sendable {
        var piles: [PileID: [PlacedCard]]
        var moves = 0
    }

    /// The pile the cards go to: the foundation, beside the stock.
    public static let foundation = PileID.foundation(0)
    /// The piles in the order they are laid out: the stock, the foundation, seven columns.
    public static let piles: [PileID] = [.stock, foundation] + (0..<7).map(PileID.tableau)

    /// Deals game `seed`: seven columns of five cards face up, one card face up on the
    /// foundation, and the other sixteen face down in the stock.
    public init(seed: UInt64) {
        self.seed = seed
        var deck = Card.shuffledDeck(seed: seed)[...]
        var piles = Dictionary(uniqueKeysWithValues: Self.piles.map { ($0, [PlacedCard]()) })
        for _ in 0..<5 {
            for column in 0..<7 {
                guard let card = deck.popFirst() else { break }
                piles[.tableau(column), default: []].append(PlacedCard(card, faceUp: true))
            }
        }
        if let first = deck.popFirst() { piles[Self.foundation] = [PlacedCard(first, faceUp: true)] }
        piles[.stock] = deck.map { PlacedCard($0, faceUp: false) }
        played = Played(State(piles: piles))
    }

    /// Restores a saved game (without its undo history).
    public init(seed: UInt64, piles: [PileID: [PlacedCard]], moves: Int) {
        self.seed = seed
        played = Played(State(piles: Dictionary(uniqueKeysWithValues: Self.piles.map { ($0, piles[$0] ?? []) }), moves: moves))
    }

    public var name: String { trc("game name", "Golf") }
    public var number: UInt64 { seed }
    public var layout: TableLayout { .golf }
    public var pileOrder: [PileID] { Self.piles }

    public func cards(in pile: PileID) -> [PlacedCard] { piles[pile] ?? [] }

    /// A column's top card, alone: nothing else moves.
    public func pickUp(_ id: Card.ID) -> [Card]? {
        guard let (pile, index) = location(of: id), case .tableau = pile else { return nil }
        let cards = cards(in: pile)
        return index == cards.count - 1 ? [cards[index].card] : nil
    }

    /// Whether `difference` sends a column's top card to the foundation, one rank from its top.
    public func isLegal(_ difference: Difference) -> Bool {
        guard difference.sources.count == 1, let id = difference.sources.first, let card = pickUp(id)?.first,
              difference.destination.collectionID == Self.foundation, difference.destination.position == .end,
              let top = cards(in: Self.foundation).last?.card else { return false }
        return GolfRules.follows(card, on: top)
    }

    @discardableResult
    public mutating func apply(_ difference: Difference) -> Bool {
        guard isLegal(difference) else { return false }
        played.record()
        state.piles.apply(difference: difference)
        state.moves += 1
        return true
    }

    /// Once the stock is gone through, there is no second time.
    public var dealRefusal: String? {
        cards(in: .stock).isEmpty ? tr("Golf goes through the stock once") : nil
    }

    /// Turns the stock's top card onto the foundation; false once the stock is empty.
    @discardableResult
    public mutating func deal() -> Bool {
        guard !cards(in: .stock).isEmpty else { return false }
        played.record()
        return state.piles.turnTopCard(from: .stock, onto: Self.foundation)
    }

    /// Every column's top card that the foundation takes now.
    public var legalMoves: [Difference] {
        (0..<7).compactMap { column in
            guard let top = cards(in: .tableau(column)).last else { return nil }
            let move = Difference(sources: [top.id], destination: .init(position: .end, collectionID: Self.foundation))
            return isLegal(move) ? move : nil
        }
    }

    /// The first move of a winning line the solver finds within a moment (nil when that is a
    /// deal); without one, the move that leaves the longest run of moves after it before the
    /// stock must deal (looked for a few thousand positions deep); nil when only dealing is
    /// left.
    public var hint: Difference? {
        if let advice = solverHint { return advice }
        return GolfRules.longestRun(from: self).first
    }

    /// A winning line from here, as `GolfSolver` finds it (it knows the stock's order, as
    /// the deal does).
    public func solve(limit: Int) -> SolverVerdict {
        GolfSolver.solve(self, limit: limit)
    }

    /// Won once every card is off the columns.
    public var isWon: Bool {
        (0..<7).allSatisfy { cards(in: .tableau($0)).isEmpty }
    }

    public var howToPlay: String {
        tr("Drag a column's top card onto the foundation, one rank above or below its top card; click the stock to turn a card")
    }

    /// The stock left and the cards still on the columns.
    public var pileInfo: String {
        let left = (0..<7).reduce(0) { $0 + cards(in: .tableau($1)).count }
        // TRANSLATORS: the status line's end: %1$d is how many cards the stock holds, %2$d how many of the 35 cards are still on the columns.
        return tr("Stock %1$d · On the columns %2$d of 35", cards(in: .stock).count, left)
    }
}
