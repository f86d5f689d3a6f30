/// A FreeCell table: eight columns, four free cells and four foundations, and the rules of
/// moving between them. Any card may go to an empty cell; a column takes a card one lower in
/// the other colour, or anything when empty; a foundation builds its suit up from the ace.
/// A run moves as a whole when there are free cells and empty columns enough to move it one
/// card at a time: (free cells + 1) × 2^(empty columns), counting an empty target column out.
///
/// ```swift
/// var position = FreeCellPosition(deal: 617)
/// let move = FreeCellMove(from: .column(0), to: .cell(0))
/// if position.canMake(move) { position.make(move) }
/// ```
public struct FreeCellPosition: Hashable, Sendable {
    /// The columns, left to right, each from the card at the back to the card on top.
    public private(set) var columns: [[Card]]
    /// The free cells, each empty or holding one card.
    public private(set) var cells: [Card?]
    /// The highest rank built on each suit's foundation, 0 when empty.
    public private(set) var foundations: [Card.Suit: Int]

    /// The position of a new game dealt as Microsoft deal `number`.
    public init(deal number: Int) {
        self.init(columns: MicrosoftDeal.columns(of: number))
    }

    /// A position with `columns`, `cells` and `foundations` as given (a puzzle, a test).
    public init(columns: [[Card]], cells: [Card?] = [nil, nil, nil, nil], foundations: [Card.Suit: Int] = [:]) {
        precondition(columns.count == 8 && cells.count == 4, "FreeCell has eight columns and four cells")
        self.columns = columns
        self.cells = cells
        self.foundations = Dictionary(uniqueKeysWithValues: Card.Suit.allCases.map { ($0, foundations[$0] ?? 0) })
    }

    /// Whether every card is home.
    public var isWon: Bool { foundations.values.allSatisfy { $0 == 13 } }

    /// Every card on the table, in the columns, the cells and the foundations.
    public var allCards: [Card] {
        columns.flatMap { $0 } + cells.compactMap { $0 }
            + foundations.flatMap { suit, top in (0..<top).map { Card(rank: $0 + 1, suit: suit) } }
    }

    /// The cards on top of `pile`, at most `count` of them, back first.
    public func top(_ count: Int, of pile: FreeCellPile) -> [Card] {
        switch pile {
        case .column(let index): Array(columns[index].suffix(count))
        case .cell(let index): cells[index].map { [$0] } ?? []
        case .foundation(let suit): foundations[suit, default: 0] > 0 ? [Card(rank: foundations[suit, default: 0], suit: suit)] : []
        }
    }

    /// How many cards a run can have to be moved as a whole to `target`.
    public func capacity(to target: FreeCellPile) -> Int {
        let freeCells = cells.filter { $0 == nil }.count
        var emptyColumns = columns.filter(\.isEmpty).count
        if case .column(let index) = target, columns[index].isEmpty { emptyColumns -= 1 }
        return (freeCells + 1) << emptyColumns
    }

    /// How many cards on top of column `index` form a run (one lower in the other colour each).
    public func runLength(ofColumn index: Int) -> Int {
        let column = columns[index]
        guard !column.isEmpty else { return 0 }
        var length = 1
        while length < column.count, Self.follows(column[column.count - length], column[column.count - length - 1]) {
            length += 1
        }
        return length
    }

    /// Whether `card` may lie on `below` in a column.
    static func follows(_ card: Card, _ below: Card) -> Bool {
        card.rank == below.rank - 1 && card.suit.isRed != below.suit.isRed
    }

    /// Whether `move` is allowed now.
    public func canMake(_ move: FreeCellMove) -> Bool {
        guard move.count >= 1, move.from != move.to else { return false }
        let moving = top(move.count, of: move.from)
        guard moving.count == move.count, let first = moving.first else { return false }
        if case .foundation = move.from { return false }
        switch move.to {
        case .cell(let index):
            return move.count == 1 && cells[index] == nil
        case .foundation(let suit):
            return move.count == 1 && first.suit == suit && first.rank == foundations[suit, default: 0] + 1
        case .column(let index):
            if move.count > 1 {
                guard case .column(let source) = move.from, runLength(ofColumn: source) >= move.count,
                      move.count <= capacity(to: move.to) else { return false }
            }
            guard let below = columns[index].last else { return true }
            return Self.follows(first, below)
        }
    }

    /// Makes `move`, which must be allowed.
    public mutating func make(_ move: FreeCellMove) {
        precondition(canMake(move), "\(move) is not allowed")
        let moving = take(move.count, from: move.from)
        put(moving, on: move.to)
    }

    /// Takes `move` back: the position before `move` was made from it.
    public mutating func unmake(_ move: FreeCellMove) {
        let moving = take(move.count, from: move.to)
        put(moving, on: move.from)
    }

    private mutating func take(_ count: Int, from pile: FreeCellPile) -> [Card] {
        switch pile {
        case .column(let index):
            let moving = Array(columns[index].suffix(count))
            columns[index].removeLast(count)
            return moving
        case .cell(let index):
            defer { cells[index] = nil }
            return cells[index].map { [$0] } ?? []
        case .foundation(let suit):
            let top = foundations[suit, default: 0]
            foundations[suit] = top - 1
            return [Card(rank: top, suit: suit)]
        }
    }

    private mutating func put(_ cards: [Card], on pile: FreeCellPile) {
        switch pile {
        case .column(let index): columns[index] += cards
        case .cell(let index): cells[index] = cards.first
        case .foundation(let suit): foundations[suit] = cards.last?.rank ?? foundations[suit, default: 0]
        }
    }

    /// Every move allowed now: each run length that may move, every cell, every foundation.
    public var legalMoves: [FreeCellMove] {
        var moves: [FreeCellMove] = []
        let sources: [FreeCellPile] = columns.indices.map(FreeCellPile.column) + cells.indices.map(FreeCellPile.cell)
        let targets: [FreeCellPile] = Card.Suit.allCases.map(FreeCellPile.foundation)
            + columns.indices.map(FreeCellPile.column) + cells.indices.map(FreeCellPile.cell)
        for source in sources {
            let longest = if case .column(let index) = source { runLength(ofColumn: index) } else { 1 }
            for target in targets {
                for count in 1...max(1, longest) {
                    let move = FreeCellMove(from: source, to: target, count: count)
                    if canMake(move) { moves.append(move) }
                }
            }
        }
        return moves
    }
}
