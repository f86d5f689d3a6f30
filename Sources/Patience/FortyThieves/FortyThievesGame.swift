import Localization
import ReorderKit

/// A game of Forty Thieves: two decks, forty cards face up in ten columns of four, eight
/// foundations built up in suit, and a stock gone through once, a card at a time. The columns
/// build down in suit; a card moves alone, or a run of one suit when the empty columns would
/// let it move a card at a time.
///
/// ```swift
/// var game = FortyThievesGame(seed: 12)
/// game.deal()
/// game.autoMoveToFoundations()
/// ```
public struct FortyThievesGame: UndoableGame, Equatable {
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

    /// The piles in the order they are laid out: stock, waste, eight foundations, ten columns.
    public static let piles: [PileID] = [.stock, .waste] + (0..<8).map(PileID.foundation) + (0..<10).map(PileID.tableau)

    /// Deals game `seed`: four rows of ten cards face up, the other 64 face down in the stock.
    public init(seed: UInt64) {
        self.seed = seed
        var deck = Card.shuffled(Card.decks(2, of: Card.Suit.allCases), seed: seed)[...]
        var piles = Dictionary(uniqueKeysWithValues: Self.piles.map { ($0, [PlacedCard]()) })
        for _ in 0..<4 {
            for column in 0..<10 {
                guard let card = deck.popFirst() else { break }
                piles[.tableau(column), default: []].append(PlacedCard(card, faceUp: true))
            }
        }
        piles[.stock] = deck.map { PlacedCard($0, faceUp: false) }
        played = Played(State(piles: piles))
    }

    /// Restores a saved game (without its undo history).
    public init(seed: UInt64, piles: [PileID: [PlacedCard]], moves: Int) {
        self.seed = seed
        played = Played(State(piles: Dictionary(uniqueKeysWithValues: Self.piles.map { ($0, piles[$0] ?? []) }), moves: moves))
    }

    public var name: String { trc("game name", "Forty Thieves") }
    public var number: UInt64 { seed }
    public var layout: TableLayout { .fortyThieves }
    public var pileOrder: [PileID] { Self.piles }

    public func cards(in pile: PileID) -> [PlacedCard] { piles[pile] ?? [] }

    private var emptyColumns: Int {
        (0..<10).filter { cards(in: .tableau($0)).isEmpty }.count
    }

    /// The cards that travel when `id` is picked up: the waste's top card, or a column's card
    /// with the cards on it if they run down in its suit and the empty columns let them move.
    public func pickUp(_ id: Card.ID) -> [Card]? {
        guard let (pile, index) = location(of: id) else { return nil }
        let cards = cards(in: pile)
        switch pile {
        case .waste:
            return index == cards.count - 1 ? [cards[index].card] : nil
        case .tableau:
            let run = cards[index...].map(\.card)
            guard FortyThievesRules.isRun(run),
                  run.count <= FortyThievesRules.capacity(emptyColumns: emptyColumns, toEmptyColumn: false) else { return nil }
            return run
        case .stock, .foundation, .cell:
            return nil
        }
    }

    /// Whether `difference` is a legal move: cards picked up, onto a column that builds on
    /// them, or a single card onto a foundation that takes it.
    public func isLegal(_ difference: Difference) -> Bool {
        guard let first = difference.sources.first, let run = pickUp(first), run.map(\.id) == difference.sources,
              difference.destination.position == .end, let source = location(of: first)?.pile,
              source != difference.destination.collectionID
        else { return false }
        let target = difference.destination.collectionID
        let onto = cards(in: target)
        switch target {
        case .tableau(let index) where (0..<10).contains(index):
            let room = FortyThievesRules.capacity(emptyColumns: emptyColumns, toEmptyColumn: onto.isEmpty)
            return run.count <= room && FortyThievesRules.canBuild(run, on: onto)
        case .foundation(let index) where (0..<8).contains(index):
            return run.count == 1 && FortyThievesRules.canSendHome(run[0], to: onto)
        default:
            return false
        }
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
        cards(in: .stock).isEmpty ? tr("Forty Thieves goes through the stock once") : nil
    }

    /// Turns the stock's top card onto the waste; false once the stock is empty.
    @discardableResult
    public mutating func deal() -> Bool {
        guard !cards(in: .stock).isEmpty else { return false }
        played.record()
        return state.piles.turnTopCard(from: .stock, onto: .waste)
    }

    /// Every legal move: onto columns, and home (to the first foundation that takes the card,
    /// as they are all alike), leaving out a whole column moved to an empty one.
    public var legalMoves: [Difference] {
        var moves: [Difference] = []
        for source in [PileID.waste] + (0..<10).map(PileID.tableau) {
            let sourceCards = cards(in: source)
            for index in sourceCards.indices {
                guard let run = pickUp(sourceCards[index].id) else { continue }
                let ids = run.map(\.id)
                for target in (0..<10).map(PileID.tableau) where target != source {
                    if cards(in: target).isEmpty, index == 0, case .tableau = source { continue }
                    let move = Difference(sources: ids, destination: .init(position: .end, collectionID: target))
                    if isLegal(move) { moves.append(move) }
                }
                if let home = (0..<8).map(PileID.foundation).first(where: { isLegal(Difference(sources: ids, destination: .init(position: .end, collectionID: $0))) }) {
                    moves.append(Difference(sources: ids, destination: .init(position: .end, collectionID: home)))
                }
            }
        }
        return moves
    }

    /// A move worth making: the first move of a winning line the solver finds within a moment
    /// (nil when that is a deal); without one, home first, then a run that empties a column or lies off a card
    /// it does not build on, then one from the waste; nil when dealing is what is left.
    public var hint: Difference? {
        if let advice = solverHint { return advice }
        let moves = legalMoves
        if let home = moves.first(where: { if case .foundation = $0.destination.collectionID { true } else { false } }) {
            return home
        }
        let freeing = moves.first { move in
            guard let (pile, index) = location(of: move.sources[0]), case .tableau = pile,
                  !cards(in: move.destination.collectionID).isEmpty else { return false }
            guard index > 0 else { return true }
            return !FortyThievesRules.isRun([cards(in: pile)[index - 1].card, cards(in: pile)[index].card])
        }
        return freeing ?? moves.first { location(of: $0.sources[0])?.pile == .waste }
    }

    /// A winning line from here, as `FortyThievesSolver` finds it (it knows the stock's
    /// order, as the deal does).
    public func solve(limit: Int) -> SolverVerdict {
        FortyThievesSolver.solve(self, limit: limit)
    }

    public var howToPlay: String {
        tr("Build down in suit; cards move one at a time (runs, with empty columns to spare); click the stock to turn a card")
    }

    /// The stock left and the cards home.
    public var pileInfo: String {
        let home = (0..<8).reduce(0) { $0 + cards(in: .foundation($1)).count }
        // TRANSLATORS: the status line's end: %1$d is how many cards the stock holds, %2$d how many of the 104 cards are home.
        return tr("Stock %1$d · Home %2$d of 104", cards(in: .stock).count, home)
    }
}
