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
    /// One step of a winning line.
    public enum Step: Sendable, Equatable {
        /// A move, as the table makes it.
        case move(ReorderDifference<Card.ID, PileID>)
        /// A deal from the stock.
        case deal
    }

    /// What the search found.
    public enum Verdict: Sendable, Equatable {
        /// A winning line, in order.
        case winnable([Step])
        /// Every position the moves can reach was tried: the game cannot be won. Said only of
        /// a game whose stock is dealt.
        case lost
        /// The search stopped at its limit before it knew.
        case unknown
    }

    /// Searches for a win from `game`, looking at no more than `limit` positions.
    ///
    /// - Complexity: O(*limit* · *b*) for *b* moves from a position (a few dozen).
    public static func solve(_ game: SpiderGame, limit: Int = 200_000) -> Verdict {
        var search = Search(limit: limit)
        // The search treats columns as interchangeable and tries one empty column of several:
        // sound once the stock is dealt, but while it holds cards a column's place decides
        // which card it gets next, so running out of positions then proves nothing.
        guard let found = search.run(from: State(game)) else { return game.cards(in: .stock).isEmpty ? .lost : .unknown }
        guard let line = found else { return .unknown }
        var replay = game
        var steps: [Step] = []
        for move in line {
            guard let step = replay.step(for: move) else { return .unknown }
            switch step {
            case .move(let difference): replay.apply(difference)
            case .deal: replay.deal()
            }
            steps.append(step)
        }
        return .winnable(steps)
    }

    /// A move as the search makes it: `count` cards from one column to another, or a deal.
    struct Move: Equatable {
        var from: Int
        var to: Int
        var count: Int
        static let deal = Move(from: -1, to: -1, count: 0)
    }

    /// A game packed for the search: a card is 128 if face up, plus its suit (0 to 3) times
    /// 16, plus its rank.
    struct State {
        var columns: [[UInt8]]
        /// The stock, the next card to deal last.
        var stock: [UInt8]
        var home: UInt8

        init(_ game: SpiderGame) {
            columns = (0..<10).map { game.cards(in: .tableau($0)).map(Self.pack) }
            stock = game.cards(in: .stock).map(Self.pack)
            home = UInt8(game.suitsCompleted)
        }

        /// The state `packed` holds, its stock the first cards of `fullStock` (the stock only
        /// ever loses its last cards).
        init(packed: [UInt8], fullStock: [UInt8]) {
            home = packed[0]
            stock = Array(fullStock.prefix(Int(packed[1])))
            columns = []
            columns.reserveCapacity(10)
            var index = 2
            while index < packed.count {
                let count = Int(packed[index])
                columns.append(Array(packed[(index + 1)..<(index + 1 + count)]))
                index += 1 + count
            }
        }

        /// The state in one array, for the frontier to hold: what it is made of, a tenth of
        /// the memory of its eleven arrays.
        var packed: [UInt8] {
            var bytes: [UInt8] = [home, UInt8(stock.count)]
            bytes.reserveCapacity(2 + columns.count + columns.reduce(0) { $0 + $1.count })
            for column in columns {
                bytes.append(UInt8(column.count))
                bytes += column
            }
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

    /// One search: the positions seen, the frontier by estimate (each position packed), and
    /// how each was reached.
    private struct Search {
        let limit: Int
        var reached: [(parent: Int, move: Move?)] = []
        var seen: Set<SearchKey> = []
        var frontier = BestFirstFrontier<(state: [UInt8], node: Int)>()

        init(limit: Int) {
            self.limit = limit
        }

        /// The winning line, nil inside when the limit was reached; nil when there is none.
        mutating func run(from start: State) -> [Move]?? {
            if start.isWon { return .some([]) }
            seen.insert(start.key)
            reached.append((-1, nil))
            frontier.push((start.packed, 0), estimate: start.estimate)
            while let (packed, node) = frontier.pop() {
                let state = State(packed: packed, fullStock: start.stock)
                for move in state.moves {
                    var next = state
                    next.apply(move)
                    guard seen.insert(next.key).inserted else { continue }
                    reached.append((node, move))
                    if next.isWon { return .some(line(to: reached.count - 1)) }
                    if reached.count >= limit { return .some(nil) }
                    frontier.push((next.packed, reached.count - 1), estimate: next.estimate)
                }
            }
            return nil
        }

        func line(to node: Int) -> [Move] {
            var moves: [Move] = []
            var current = node
            while current >= 0, let move = reached[current].move {
                moves.append(move)
                current = reached[current].parent
            }
            return moves.reversed()
        }
    }
}

extension SpiderGame {
    /// `move` of the search as the table makes it.
    fileprivate func step(for move: SpiderSolver.Move) -> SpiderSolver.Step? {
        guard move != .deal else { return .deal }
        let cards = cards(in: .tableau(move.from)).suffix(move.count).map(\.id)
        guard cards.count == move.count, move.count > 0 else { return nil }
        return .move(ReorderDifference(sources: cards, destination: .init(position: .end, collectionID: .tableau(move.to))))
    }
}
