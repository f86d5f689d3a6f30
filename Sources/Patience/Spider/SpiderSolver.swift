import ReorderKit

/// Finds a way to win a game of Spider, or shows there is none: a best-first search over the
/// positions moves and deals lead to, fewest face-down cards and breaks in the runs first,
/// each position seen once whatever the order of its columns. It knows the face-down cards
/// and the stock's order, as the deal does; it is meant for one suit, where a search can
/// finish, and tries any game.
///
/// ```swift
/// if case .winnable(let line) = SpiderSolver.solve(SpiderGame(seed: 3, suits: .one)) {
///     print(line.count, "steps")
/// }
/// ```
public enum SpiderSolver {
    /// Searches for a win from `game`, looking at no more than `limit` positions.
    ///
    /// - Complexity: O(*limit* · *b*) for *b* moves from a position (a few dozen).
    public static func solve(_ game: SpiderGame, limit: Int = 200_000) -> SolverVerdict {
        switch BestFirstSearch.run(from: State(game), limit: limit) {
        case .won(let line): game.replay(line) { game, move in game.step(for: move).map { [$0] } }
        // The search treats columns as interchangeable and tries one empty column of several:
        // sound once the stock is dealt, but while it holds cards a column's place decides
        // which card it gets next, so running out of positions then proves nothing. Nor does
        // it with more than one suit, where a run of one suit is split only onto its own suit.
        case .exhausted: game.cards(in: .stock).isEmpty && game.suits == .one ? .lost : (game.isStuck ? .lost : .unknown)
        case .limitReached: .unknown
        }
    }

    /// A move as the search makes it: `count` cards from one column to another, or a deal.
    struct Move: Equatable {
        var from: Int
        var to: Int
        var count: Int
        static let deal = Move(from: -1, to: -1, count: 0)
    }

    /// A game packed for the search: a card is 128 if face up, plus its suit (0 to 3) times
    /// 16, plus its rank. The frontier keeps it packed in one array.
    struct State: SearchPosition {
        var columns: [[UInt8]]
        /// The stock, the next card to deal last.
        var stock: [UInt8]
        var home: UInt8

        init(_ game: SpiderGame) {
            columns = (0..<10).map { game.cards(in: .tableau($0)).map(Self.pack) }
            stock = game.cards(in: .stock).map(Self.pack)
            home = UInt8(game.suitsCompleted)
        }

        /// The state `packed` holds, its stock the first cards of the start's (the stock only
        /// ever loses its last cards).
        init(stored packed: [UInt8], start: State) {
            home = packed[0]
            stock = Array(start.stock.prefix(Int(packed[1])))
            columns = PackedColumns.read(packed, from: 2)
        }

        /// The state in one array, for the frontier to hold: what it is made of, a tenth of
        /// the memory of its eleven arrays.
        var stored: [UInt8] {
            var bytes: [UInt8] = [home, UInt8(stock.count)]
            PackedColumns.append(columns, to: &bytes)
            return bytes
        }

        static func pack(_ placed: PlacedCard) -> UInt8 {
            (placed.isFaceUp ? 128 : 0) + UInt8(Card.Suit.allCases.firstIndex(of: placed.card.suit) ?? 0) * 16 + UInt8(placed.card.rank)
        }

        static func rank(_ card: UInt8) -> UInt8 { card & 15 }
        static func suit(_ card: UInt8) -> UInt8 { (card >> 4) & 3 }
        static func isFaceUp(_ card: UInt8) -> Bool { card >= 128 }

        /// Whether `card` lies in order on `below`: face up, one lower, the same suit.
        static func follows(_ card: UInt8, _ below: UInt8) -> Bool {
            isFaceUp(below) && rank(card) + 1 == rank(below) && suit(card) == suit(below)
        }

        var key: SearchKey { SearchKey(columns: columns, rest: [UInt8(stock.count), home]) }

        /// Whether every card has gone home.
        var isWon: Bool { stock.isEmpty && columns.allSatisfy(\.isEmpty) }

        /// How many cards at the top of column `index` run down in one suit.
        func runLength(_ index: Int) -> Int {
            let column = columns[index]
            guard let top = column.last, Self.isFaceUp(top) else { return 0 }
            var length = 1
            while length < column.count, Self.follows(column[column.count - length], column[column.count - length - 1]) {
                length += 1
            }
            return length
        }

        /// How far from a win the position looks, lower being better: suits not home, cards
        /// face down, cards out of order, less empty columns.
        var estimate: Int {
            var faceDown = 0
            var breaks = 0
            var empty = 0
            for column in columns {
                if column.isEmpty { empty += 1 }
                for (index, card) in column.enumerated() {
                    if !Self.isFaceUp(card) {
                        faceDown += 1
                    } else if index > 0, !Self.follows(card, column[index - 1]) {
                        breaks += 1
                    }
                }
            }
            return (8 - Int(home)) * 60 + faceDown * 12 + breaks * 2 - empty * 6
        }

        /// The moves worth trying: any run onto a card one higher (a run of one suit split
        /// only onto its own suit), the first empty column, and a deal when no column is empty.
        var moves: [Move] {
            var moves: [Move] = []
            let firstEmpty = columns.firstIndex(where: \.isEmpty)
            for source in columns.indices {
                let column = columns[source]
                let run = runLength(source)
                guard run > 0 else { continue }
                for count in 1...run {
                    let card = column[column.count - count]
                    let splits = count < run
                    for target in columns.indices where target != source {
                        if let top = columns[target].last {
                            guard Self.rank(top) == Self.rank(card) + 1 else { continue }
                            if splits, Self.suit(top) != Self.suit(card) { continue }
                            moves.append(Move(from: source, to: target, count: count))
                        } else if target == firstEmpty, count < column.count {
                            moves.append(Move(from: source, to: target, count: count))
                        }
                    }
                }
            }
            if firstEmpty == nil, !stock.isEmpty { moves.append(.deal) }
            return moves
        }

        mutating func apply(_ move: Move) {
            if move == .deal {
                for index in columns.indices {
                    guard let card = stock.popLast() else { break }
                    columns[index].append(card | 128)
                }
                for index in columns.indices { settle(index) }
            } else {
                columns[move.to] += columns[move.from].suffix(move.count)
                columns[move.from].removeLast(move.count)
                settle(move.from)
                settle(move.to)
            }
        }

        /// Sends a suit complete at the top of column `index` home and turns its top card up.
        private mutating func settle(_ index: Int) {
            if runLength(index) >= 13, let top = columns[index].last, Self.rank(top) == 1 {
                columns[index].removeLast(13)
                home += 1
            }
            if let top = columns[index].last, !Self.isFaceUp(top) {
                columns[index][columns[index].count - 1] = top | 128
            }
        }
    }
}

extension SpiderGame {
    /// `move` of the search as the table makes it.
    fileprivate func step(for move: SpiderSolver.Move) -> SolverStep? {
        guard move != .deal else { return .deal }
        let cards = cards(in: .tableau(move.from)).suffix(move.count).map(\.id)
        guard cards.count == move.count, move.count > 0 else { return nil }
        return .move(ReorderDifference(sources: cards, destination: .init(position: .end, collectionID: .tableau(move.to))))
    }
}
