import ReorderKit

/// Finds a way to win a game of Golf, or shows there is none: a best-first search over the
/// positions moves and deals lead to, fewest cards left on the columns first. Only ranks
/// matter in Golf and the columns play alike in any order, so positions that differ in suits
/// or in the order of their columns are one; the search knows the stock's order, as the deal
/// does, and takes no shortcut, so running out of positions shows the game lost.
///
/// ```swift
/// if case .winnable(let line) = GolfSolver.solve(GolfGame(seed: 4)) {
///     print(line.count, "steps")
/// }
/// ```
public enum GolfSolver {
    /// Searches for a win from `game`, looking at no more than `limit` positions.
    ///
    /// - Complexity: O(*limit* · log *limit*): at most eight moves from a position.
    public static func solve(_ game: GolfGame, limit: Int = 200_000) -> SolverVerdict {
        switch BestFirstSearch.run(from: GolfPosition(game), limit: limit) {
        case .won(let line): game.replay(line) { game, move in game.step(for: move).map { [$0] } }
        case .exhausted: .lost
        case .limitReached: .unknown
        }
    }
}

/// A game of Golf packed for `GolfSolver`'s search: each card its rank alone.
struct GolfPosition: SearchPosition {
    /// A column's top card to the foundation, or (`column` nil) a deal.
    struct Move: Equatable {
        var column: Int?
    }

    var columns: [[UInt8]]
    /// The foundation's top card.
    var top: UInt8
    /// The stock, the next card to deal last.
    var stock: [UInt8]

    init(_ game: GolfGame) {
        columns = (0..<7).map { game.cards(in: .tableau($0)).map { UInt8($0.card.rank) } }
        top = UInt8(game.cards(in: GolfGame.foundation).last?.card.rank ?? 0)
        stock = game.cards(in: .stock).map { UInt8($0.card.rank) }
    }

    var key: SearchKey { SearchKey(columns: columns, rest: [top, UInt8(stock.count)]) }

    var isWon: Bool { columns.allSatisfy(\.isEmpty) }

    /// The cards left on the columns, and a little for each card dealt: a deal spends what
    /// might have saved the game later.
    var estimate: Int {
        columns.reduce(0) { $0 + $1.count } * 4 - stock.count
    }

    var moves: [Move] {
        var moves: [Move] = []
        for (index, column) in columns.enumerated() {
            if let card = column.last, abs(Int(card) - Int(top)) == 1 { moves.append(Move(column: index)) }
        }
        if !stock.isEmpty { moves.append(Move(column: nil)) }
        return moves
    }

    mutating func apply(_ move: Move) {
        if let column = move.column, let card = columns[column].popLast() {
            top = card
        } else if move.column == nil, let card = stock.popLast() {
            top = card
        }
    }

    /// The foundation's top, the stock's length (it only loses its last cards), then the
    /// columns.
    var stored: [UInt8] {
        var bytes = [top, UInt8(stock.count)]
        PackedColumns.append(columns, to: &bytes)
        return bytes
    }

    init(stored bytes: [UInt8], start: GolfPosition) {
        top = bytes[0]
        stock = Array(start.stock.prefix(Int(bytes[1])))
        columns = PackedColumns.read(bytes, from: 2)
    }
}

extension GolfGame {
    /// `move` of the search as the table makes it.
    fileprivate func step(for move: GolfPosition.Move) -> SolverStep? {
        guard let column = move.column else { return .deal }
        guard let card = cards(in: .tableau(column)).last else { return nil }
        return .move(ReorderDifference(sources: [card.id], destination: .init(position: .end, collectionID: GolfGame.foundation)))
    }
}
