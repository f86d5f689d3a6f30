import Localization
import ReorderKit

/// A game of Spider: 104 cards in one, two or four suits, ten columns to build down on, a
/// stock that deals a card to every column, and a suit complete from king to ace leaving the
/// table for a foundation by itself, in the same undo step.
///
/// ```swift
/// var game = SpiderGame(seed: 7, suits: .one)
/// if let hint = game.hint { game.apply(hint) } else { game.deal() }
/// ```
public struct SpiderGame: UndoableGame, Equatable {
    public typealias Difference = ReorderDifference<Card.ID, PileID>

    /// The game number that dealt this game.
    public let seed: UInt64
    /// How many suits the cards are in.
    public let suits: SpiderSuits
    /// Every pile's cards, bottom first. A foundation holds a completed suit, ace to king.
    public var piles: [PileID: [PlacedCard]] { state.piles }
    public var moves: Int { state.moves }
    /// The state now and its history, which undo and redo go through (`UndoableGame`).
    public var played: Played<State>
    private var state: State {
        get { played.state }
        set { played.state = newValue }
    }

    /// What a move changes, and an undo or redo restores.
    public struct State: Equatable, Sendable {
        var piles: [PileID: [PlacedCard]]
        var moves = 0
    }

    /// Spider's piles in the order they are laid out: the stock, eight foundations, ten columns.
    public static let piles: [PileID] = [.stock] + (0..<8).map(PileID.foundation) + (0..<10).map(PileID.tableau)

    /// Deals game `seed` in `suits`: 54 cards to the ten columns (six to each of the first
    /// four, five to the others), the top ones face up; the other 50 wait in the stock.
    public init(seed: UInt64, suits: SpiderSuits) {
        self.seed = seed
        self.suits = suits
        var deck = Card.shuffled(suits.cards, seed: seed)[...]
        var piles = Dictionary(uniqueKeysWithValues: Self.piles.map { ($0, [PlacedCard]()) })
        for row in 0..<6 {
            for column in 0..<10 where row < 5 || column < 4 {
                guard let card = deck.popFirst() else { break }
                let isTop = row == 5 || (row == 4 && column >= 4)
                piles[.tableau(column), default: []].append(PlacedCard(card, faceUp: isTop))
            }
        }
        piles[.stock] = deck.map { PlacedCard($0, faceUp: false) }
        played = Played(State(piles: piles))
    }

    /// Restores a saved game (without its undo history).
    public init(seed: UInt64, suits: SpiderSuits, piles: [PileID: [PlacedCard]], moves: Int) {
        self.seed = seed
        self.suits = suits
        played = Played(State(piles: Dictionary(uniqueKeysWithValues: Self.piles.map { ($0, piles[$0] ?? []) }), moves: moves))
    }

    public var name: String { trc("game name", "Spider") }
    public var number: UInt64 { seed }
    public var layout: TableLayout { .spider }
    public var pileOrder: [PileID] { Self.piles }

    public func cards(in pile: PileID) -> [PlacedCard] { piles[pile] ?? [] }

    /// How many suits have been completed.
    public var suitsCompleted: Int {
        (0..<8).filter { !cards(in: .foundation($0)).isEmpty }.count
    }

    /// The cards that travel when `id` is picked up: a face-up tableau card with every card on
    /// it, if they run down in its suit.
    public func pickUp(_ id: Card.ID) -> [Card]? {
        guard let (pile, index) = location(of: id), case .tableau = pile else { return nil }
        return SpiderRules.pickUp(at: index, of: cards(in: pile))
    }

    /// Whether `difference` is a legal move: a run picked up, onto another column whose top
    /// card is one higher, or an empty one.
    public func isLegal(_ difference: Difference) -> Bool {
        guard let first = difference.sources.first, let run = pickUp(first), run.map(\.id) == difference.sources,
              difference.destination.position == .end, let source = location(of: first)?.pile,
              case .tableau(let target) = difference.destination.collectionID, (0..<10).contains(target),
              source != difference.destination.collectionID
        else { return false }
        return SpiderRules.canPlace(run, on: cards(in: difference.destination.collectionID))
    }

    /// Makes the move `difference` if it is legal; returns whether it did. The card it
    /// uncovers turns face up, and a suit it completes goes to a foundation.
    @discardableResult
    public mutating func apply(_ difference: Difference) -> Bool {
        guard isLegal(difference), let source = location(of: difference.sources[0])?.pile else { return false }
        record()
        state.piles.apply(difference: difference)
        state.moves += 1
        settle([source, difference.destination.collectionID])
        return true
    }

    /// Turns up the top card of each of `columns` and sends a suit complete at its top to the
    /// next empty foundation, king first so that the king lies on top.
    private mutating func settle(_ columns: [PileID]) {
        for pile in columns {
            var column = cards(in: pile)
            if SpiderRules.completedSuit(atTopOf: column) > 0, let home = (0..<8).first(where: { cards(in: .foundation($0)).isEmpty }) {
                state.piles[.foundation(home)] = column.suffix(13).reversed()
                column.removeLast(13)
            }
            if let top = column.last, !top.isFaceUp { column[column.count - 1].isFaceUp = true }
            state.piles[pile] = column
        }
    }

    /// Why the stock will not deal now, if it will not: it is empty, or a column is.
    public var dealRefusal: String? {
        if cards(in: .stock).isEmpty { return tr("The stock is empty") }
        if (0..<10).contains(where: { cards(in: .tableau($0)).isEmpty }) { return tr("Every column needs a card before the stock deals") }
        return nil
    }

    /// Deals a card face up onto every column, when no column is empty; returns whether it did.
    @discardableResult
    public mutating func deal() -> Bool {
        guard dealRefusal == nil else { return false }
        record()
        var stock = cards(in: .stock)
        for column in 0..<10 {
            guard let card = stock.popLast() else { break }
            state.piles[.tableau(column), default: []].append(PlacedCard(card.card, faceUp: true))
        }
        state.piles[.stock] = stock
        settle((0..<10).map(PileID.tableau))
        return true
    }

    /// Every legal move, leaving out a whole column moved to an empty one (it changes nothing).
    public var legalMoves: [Difference] {
        var moves: [Difference] = []
        for source in 0..<10 {
            let column = cards(in: .tableau(source))
            for index in column.indices {
                guard let run = SpiderRules.pickUp(at: index, of: column) else { continue }
                for target in 0..<10 where target != source {
                    let onto = cards(in: .tableau(target))
                    if onto.isEmpty && index == 0 { continue }
                    if SpiderRules.canPlace(run, on: onto) {
                        moves.append(Difference(sources: run.map(\.id), destination: .init(position: .end, collectionID: .tableau(target))))
                    }
                }
            }
        }
        return moves
    }

    /// A move worth making: the first move of a winning line the solver finds within a
    /// moment; otherwise (or when it finds none) the move `SpiderMoveValue` rates best. Nil
    /// when dealing is the thing to do, or nothing is left.
    public var hint: Difference? {
        if let advice = solverHint { return advice }
        let rated = legalMoves.map { (move: $0, value: SpiderMoveValue(of: $0, in: self).total) }
        return rated.filter { $0.value > 0 }.max { $0.value < $1.value }?.move
    }

    /// A winning line from here, as `SpiderSolver` finds it (it knows the face-down cards, as
    /// the deal does).
    public func solve(limit: Int) -> SolverVerdict {
        SpiderSolver.solve(self, limit: limit)
    }

    public var howToPlay: String {
        tr("Build down in any suit, but only a run of one suit moves as a whole; click the stock to deal a card onto every column")
    }

    /// The deals left and the suits completed.
    public var pileInfo: String {
        let deals = cards(in: .stock).count / 10
        // TRANSLATORS: the status line's end: %1$d is how many deals the stock has left, %2$d how many of the 8 suits are home.
        return trn("%1$d deal left · Suits home %2$d of 8", "%1$d deals left · Suits home %2$d of 8", deals, deals, suitsCompleted)
    }

    private mutating func record() {
        played.record()
    }
}
