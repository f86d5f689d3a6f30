import Localization
import ReorderKit

/// A game of FreeCell as the card table plays it: a Microsoft deal, every card face up in
/// eight columns, four free cells and four foundations. After each move the cards no other
/// card could still need go home by themselves, in the same undo step, as in every FreeCell.
///
/// ```swift
/// var game = FreeCellGame(deal: 11982)
/// game.apply(ReorderDifference(sources: ["8S"], destination: .init(position: .end, collectionID: .cell(0))))
/// ```
public struct FreeCellGame: UndoableGame, Equatable {
    public typealias Difference = ReorderDifference<Card.ID, PileID>

    /// The Microsoft deal number.
    public let dealNumber: Int
    /// The cards where they lie now.
    public var position: FreeCellPosition { state.position }
    /// The suit each foundation was started with, left to right; nil while it is empty.
    private var foundationSuits: [Card.Suit?] { state.foundationSuits }
    public var moves: Int { state.moves }
    /// The state now and its history, which undo and redo go through (`UndoableGame`).
    public var played: Played<State>
    private var state: State {
        get { played.state }
        set { played.state = newValue }
    }

    /// What a move changes, and an undo or redo restores.
    public struct State: Equatable, Sendable {
        var position: FreeCellPosition
        var foundationSuits: [Card.Suit?] = [nil, nil, nil, nil]
        var moves = 0
    }

    /// Deals Microsoft deal `deal` (1 to 32000 as players know them; others deal too).
    public init(deal: Int) {
        dealNumber = deal
        played = Played(State(position: FreeCellPosition(deal: deal)))
    }

    /// Restores a saved game (without its undo history): `position`, with the foundations'
    /// suits left to right.
    public init(deal: Int, position: FreeCellPosition, foundationSuits: [Card.Suit?], moves: Int) {
        dealNumber = deal
        played = Played(State(position: position, foundationSuits: foundationSuits, moves: moves))
    }

    public var name: String { trc("game name", "FreeCell") }
    public var number: UInt64 { UInt64(max(0, dealNumber)) }
    public var layout: TableLayout { .freeCell }
    public var pileOrder: [PileID] { Self.piles }

    /// FreeCell's piles in the order they are laid out: cells, foundations, columns.
    public static let piles: [PileID] = (0..<4).map(PileID.cell) + (0..<4).map(PileID.foundation) + (0..<8).map(PileID.tableau)

    public func cards(in pile: PileID) -> [PlacedCard] {
        switch pile {
        case .tableau(let index) where position.columns.indices.contains(index):
            return position.columns[index].map { PlacedCard($0, faceUp: true) }
        case .cell(let index) where position.cells.indices.contains(index):
            return position.cells[index].map { [PlacedCard($0, faceUp: true)] } ?? []
        case .foundation(let index) where foundationSuits.indices.contains(index):
            guard let suit = foundationSuits[index] else { return [] }
            return (0..<(position.foundations[suit] ?? 0)).map { PlacedCard(Card(rank: $0 + 1, suit: suit), faceUp: true) }
        default:
            return []
        }
    }

    public var isWon: Bool { position.isWon }

    /// The cards that travel when `id` is picked up: a card in a cell, or a card of a column
    /// with every card on it, if they form a run short enough to move onto another column.
    public func pickUp(_ id: Card.ID) -> [Card]? {
        guard let (pile, index) = location(of: id) else { return nil }
        switch pile {
        case .cell(let cell):
            return position.cells[cell].map { [$0] }
        case .tableau(let column):
            let run = position.columns[column].count - index
            guard run <= position.runLength(ofColumn: column), run <= position.capacity(to: .cell(0)) else { return nil }
            return Array(position.columns[column].suffix(run))
        case .stock, .waste, .foundation:
            return nil
        }
    }

    public func isLegal(_ difference: Difference) -> Bool {
        move(for: difference).map(position.canMake) ?? false
    }

    /// The move `difference` makes on the position, if it names a run that can be picked up
    /// and a pile that exists.
    private func move(for difference: Difference) -> FreeCellMove? {
        guard let first = difference.sources.first, let run = pickUp(first), run.map(\.id) == difference.sources,
              difference.destination.position == .end, let source = location(of: first)?.pile,
              let from = freeCellPile(source, for: run[0]), let to = freeCellPile(difference.destination.collectionID, for: run[0]),
              source != difference.destination.collectionID
        else { return nil }
        return FreeCellMove(from: from, to: to, count: run.count)
    }

    /// The position's pile for `pile`; a foundation is its suit's, or, empty, `card`'s suit's
    /// if no other foundation has that suit.
    private func freeCellPile(_ pile: PileID, for card: Card) -> FreeCellPile? {
        switch pile {
        case .tableau(let index) where (0..<8).contains(index): return .column(index)
        case .cell(let index) where (0..<4).contains(index): return .cell(index)
        case .foundation(let index) where (0..<4).contains(index):
            if let suit = foundationSuits[index] { return .foundation(suit) }
            return foundationSuits.contains(card.suit) ? nil : .foundation(card.suit)
        default: return nil
        }
    }

    @discardableResult
    public mutating func apply(_ difference: Difference) -> Bool {
        guard let move = move(for: difference), position.canMake(move) else { return false }
        played.record()
        make(move, landingOn: difference.destination.collectionID)
        state.moves += 1
        sendSafeCardsHome()
        return true
    }

    /// Makes `move`, noting the suit of a foundation it starts.
    private mutating func make(_ move: FreeCellMove, landingOn pile: PileID) {
        if case .foundation(let index) = pile, case .foundation(let suit) = move.to, foundationSuits[index] == nil {
            state.foundationSuits[index] = suit
        }
        state.position.make(move)
    }

    /// The foundation that takes `suit`: the one started with it, or the first empty one.
    private func foundation(for suit: Card.Suit) -> PileID? {
        (foundationSuits.firstIndex(of: suit) ?? foundationSuits.firstIndex(of: nil)).map(PileID.foundation)
    }

    /// Sends home, repeatedly, every top card whose two cards one lower of the other colour
    /// are home (no card left could need it to lie on).
    private mutating func sendSafeCardsHome() {
        var sent = true
        while sent {
            sent = false
            let tops = position.columns.compactMap(\.last) + position.cells.compactMap { $0 }
            for card in tops where isSafeHome(card) {
                guard let target = foundation(for: card.suit), let move = move(for: Difference(
                    sources: [card.id], destination: .init(position: .end, collectionID: target)
                )), position.canMake(move) else { continue }
                make(move, landingOn: target)
                sent = true
            }
        }
    }

    private func isSafeHome(_ card: Card) -> Bool {
        guard (position.foundations[card.suit] ?? 0) + 1 == card.rank else { return false }
        if card.rank <= 2 { return true }
        let others: [Card.Suit] = card.suit.isRed ? [.clubs, .spades] : [.diamonds, .hearts]
        return others.allSatisfy { (position.foundations[$0] ?? 0) + 1 >= card.rank }
    }

    public mutating func deal() -> Bool { false }

    /// The first move of a winning line the solver finds within a moment (40,000 positions,
    /// about a tenth of a second), or else a move home, then one between columns, then one to
    /// a free cell; nil only when no card can move.
    public var hint: Difference? {
        if case .winnable(let line) = FreeCellSolver.solve(position, limit: 40_000), let first = line.first {
            return difference(for: first)
        }
        let moves = legalMoves
        func going(to pile: (PileID) -> Bool) -> Difference? { moves.first { pile($0.destination.collectionID) } }
        return going { if case .foundation = $0 { true } else { false } }
            ?? going { if case .tableau = $0 { true } else { false } }
            ?? moves.first
    }

    /// A winning line from here as `FreeCellSolver` finds it, played through the table's
    /// moves. The table sends safe cards home on its own after each move: the line's moves
    /// of cards already home are left out.
    public func solve(limit: Int) -> SolverVerdict {
        switch FreeCellSolver.solve(position, limit: limit) {
        case .winnable(let line):
            var solved = position
            return replay(line) { game, move in
                guard solved.canMake(move) else { return nil }
                let cards = solved.top(move.count, of: move.from)
                solved.make(move)
                if case .foundation(let suit) = move.to, let card = cards.first, (game.position.foundations[suit] ?? 0) >= card.rank {
                    return []
                }
                return game.difference(moving: cards, to: move.to).map { [.move($0)] }
            }
        case .lost: return .lost
        case .unknown: return .unknown
        }
    }

    /// `move` as the table makes it: the cards it carries, onto a pile.
    private func difference(for move: FreeCellMove) -> Difference? {
        difference(moving: position.top(move.count, of: move.from), to: move.to)
    }

    /// `cards` onto `pile`, as the table moves them.
    private func difference(moving cards: [Card], to pile: FreeCellPile) -> Difference? {
        let target: PileID? = switch pile {
        case .column(let index): .tableau(index)
        case .cell(let index): .cell(index)
        case .foundation(let suit): cards.first.flatMap { _ in foundation(for: suit) }
        }
        guard let target, !cards.isEmpty else { return nil }
        return Difference(sources: cards.map(\.id), destination: .init(position: .end, collectionID: target))
    }

    /// Every move allowed now, as the table makes them.
    public var legalMoves: [Difference] {
        position.legalMoves.compactMap(difference(for:))
    }

    public var howToPlay: String {
        tr("Drag cards between columns, free cells and foundations; double-click a card to send it home")
    }

    /// The free cells left and how many cards a run may have.
    public var pileInfo: String {
        let free = position.cells.filter { $0 == nil }.count
        let run = position.capacity(to: .cell(0))
        if run == 1 {
            // TRANSLATORS: the status line's end: %d is how many free cells are empty.
            return tr("Free cells %d · Cards move one at a time", free)
        }
        // TRANSLATORS: the status line's end: %1$d is how many free cells are empty, %2$d the most cards a run may have to move.
        return trn("Free cells %1$d · Runs of up to %2$d card move", "Free cells %1$d · Runs of up to %2$d cards move", run, free, run)
    }
}
