/// Finds a way to win a FreeCell position, or shows there is none: a best-first search over
/// the positions moves lead to, most promising first (cards home, low cards uncovered, cells
/// and columns free), each position seen once whatever the order of its cells and columns.
/// Cards that no other card could still need go home on their own, as in every FreeCell.
///
/// ```swift
/// switch FreeCellSolver.solve(FreeCellPosition(deal: 1)) {
/// case .winnable(let moves): print("first, \(moves[0])")
/// case .lost: print("no way to win from here")
/// case .unknown: print("not found within the search's limit")
/// }
/// ```
public enum FreeCellSolver {
    /// What the search found.
    public enum Verdict: Sendable, Equatable {
        /// A winning line: the moves, in order, that `FreeCellPosition.make` accepts.
        case winnable([FreeCellMove])
        /// Every position the moves can reach was tried: the game cannot be won.
        case lost
        /// The search stopped at its limit before it knew.
        case unknown
    }

    /// Searches for a win from `position`, looking at no more than `limit` positions.
    ///
    /// - Complexity: O(*limit* · *b*) for *b* moves from a position (a few dozen).
    public static func solve(_ position: FreeCellPosition, limit: Int = 200_000) -> Verdict {
        // Each set of weights but the last gets a share; the last gets what is left. Whichever
        // search runs out of positions to try shows the game lost: what it tries does not
        // depend on the weights, only the order.
        let share = limit / (Weights.tried.count * 4)
        var spent = 0
        for (index, weights) in Weights.tried.enumerated() {
            let budget = index == Weights.tried.count - 1 ? limit - spent : share
            var search = Search(limit: budget, weights: weights)
            let verdict = search.run(from: State(position))
            guard verdict == .unknown else { return verdict }
            spent += budget
        }
        return .unknown
    }

    /// A position packed for the search: a card is its suit (0 clubs, 1 diamonds, 2 hearts,
    /// 3 spades) times 16 plus its rank; 0 is no card.
    struct State {
        var columns: [[UInt8]]
        var cells: [UInt8]
        var home: [UInt8]

        init(_ position: FreeCellPosition) {
            columns = position.columns.map { $0.map(Self.pack) }
            cells = position.cells.map { $0.map(Self.pack) ?? 0 }
            home = Self.suits.map { UInt8(position.foundations[$0] ?? 0) }
        }

        static let suits: [Card.Suit] = [.clubs, .diamonds, .hearts, .spades]

        static func pack(_ card: Card) -> UInt8 {
            UInt8(suits.firstIndex(of: card.suit) ?? 0) * 16 + UInt8(card.rank)
        }

        static func rank(_ card: UInt8) -> UInt8 { card & 15 }
        static func suit(_ card: UInt8) -> Int { Int(card >> 4) }
        static func isRed(_ card: UInt8) -> Bool { suit(card) == 1 || suit(card) == 2 }

        static func follows(_ card: UInt8, _ below: UInt8) -> Bool {
            rank(card) + 1 == rank(below) && isRed(card) != isRed(below)
        }

        var cardsHome: Int { home.reduce(0) { $0 + Int($1) } }

        /// The same position whatever the order of its cells and columns.
        var key: SearchKey {
            var cellBytes = cells
            cellBytes.sort()
            return SearchKey(columns: columns, rest: home + cellBytes)
        }

        /// How far from a win the position looks, lower being better: the cards not home, how
        /// deep the next card of each suit is buried, how many cards lie on a lower card, and
        /// the cells taken and columns free, counted as `weights` say.
        func estimate(_ weights: Weights) -> Int {
            var covering = 0
            var buried = 0
            for column in columns {
                var lowest: UInt8 = 14
                for (depth, card) in column.enumerated() {
                    if Self.rank(card) > lowest { covering += 1 }
                    lowest = min(lowest, Self.rank(card))
                    if home[Self.suit(card)] + 1 == Self.rank(card) { buried += column.count - 1 - depth }
                }
            }
            let takenCells = cells.filter { $0 != 0 }.count
            let emptyColumns = columns.filter(\.isEmpty).count
            return (52 - cardsHome) * weights.notHome + buried * weights.buried + covering * weights.covering
                + takenCells * weights.takenCell - emptyColumns * weights.emptyColumn
        }

        func runLength(_ index: Int) -> Int {
            let column = columns[index]
            guard var upper = column.last else { return 0 }
            var length = 1
            while length < column.count, Self.follows(upper, column[column.count - length - 1]) {
                upper = column[column.count - length - 1]
                length += 1
            }
            return length
        }

        func capacity(toEmptyColumn: Bool) -> Int {
            let freeCells = cells.filter { $0 == 0 }.count
            let emptyColumns = columns.filter(\.isEmpty).count - (toEmptyColumn ? 1 : 0)
            return (freeCells + 1) << emptyColumns
        }

        /// Whether `card` may go home now with no card left that could need it as a base:
        /// both cards one lower of the other colour are home.
        func isSafeHome(_ card: UInt8) -> Bool {
            let rank = Self.rank(card)
            guard home[Self.suit(card)] + 1 == rank else { return false }
            if rank <= 2 { return true }
            let others = Self.isRed(card) ? [0, 3] : [1, 2]
            return others.allSatisfy { home[$0] + 1 >= rank }
        }

        mutating func apply(_ move: FreeCellMove) {
            var moving: [UInt8]
            switch move.from {
            case .column(let index):
                moving = Array(columns[index].suffix(move.count))
                columns[index].removeLast(move.count)
            case .cell(let index):
                moving = [cells[index]]
                cells[index] = 0
            case .foundation:
                moving = []
            }
            switch move.to {
            case .column(let index): columns[index] += moving
            case .cell(let index): cells[index] = moving[0]
            case .foundation: home[Self.suit(moving[0])] += 1
            }
        }

        /// Sends every card that is safe to send home, until none is; returns the moves.
        mutating func sendSafeCardsHome() -> [FreeCellMove] {
            var moves: [FreeCellMove] = []
            var sent = true
            while sent {
                sent = false
                for index in columns.indices {
                    if let card = columns[index].last, isSafeHome(card) {
                        let move = FreeCellMove(from: .column(index), to: .foundation(Self.suits[Self.suit(card)]))
                        apply(move)
                        moves.append(move)
                        sent = true
                    }
                }
                for index in cells.indices where cells[index] != 0 && isSafeHome(cells[index]) {
                    let move = FreeCellMove(from: .cell(index), to: .foundation(Self.suits[Self.suit(cells[index])]))
                    apply(move)
                    moves.append(move)
                    sent = true
                }
            }
            return moves
        }

        /// The moves worth trying: every move but those that lead to the same position as
        /// another (to the second of two empty cells or columns, a whole column to an empty one).
        var moves: [FreeCellMove] {
            var moves: [FreeCellMove] = []
            let firstEmptyCell = cells.firstIndex(of: 0)
            let firstEmptyColumn = columns.firstIndex(where: \.isEmpty)
            for (index, card) in cells.enumerated() where card != 0 {
                if home[Self.suit(card)] + 1 == Self.rank(card) {
                    moves.append(FreeCellMove(from: .cell(index), to: .foundation(Self.suits[Self.suit(card)])))
                }
                for target in columns.indices {
                    if let below = columns[target].last {
                        if Self.follows(card, below) { moves.append(FreeCellMove(from: .cell(index), to: .column(target))) }
                    } else if target == firstEmptyColumn {
                        moves.append(FreeCellMove(from: .cell(index), to: .column(target)))
                    }
                }
            }
            for source in columns.indices {
                guard let top = columns[source].last else { continue }
                if home[Self.suit(top)] + 1 == Self.rank(top) {
                    moves.append(FreeCellMove(from: .column(source), to: .foundation(Self.suits[Self.suit(top)])))
                }
                let run = runLength(source)
                for target in columns.indices where target != source {
                    if let below = columns[target].last {
                        // Only one length of the run can fit: the one whose deepest card is
                        // one lower than the target's top.
                        let count = Int(Self.rank(below)) - Int(Self.rank(top))
                        guard count >= 1, count <= run, count <= capacity(toEmptyColumn: false) else { continue }
                        if Self.follows(columns[source][columns[source].count - count], below) {
                            moves.append(FreeCellMove(from: .column(source), to: .column(target), count: count))
                        }
                    } else if target == firstEmptyColumn {
                        let longest = min(run, capacity(toEmptyColumn: true))
                        for count in stride(from: longest, through: 1, by: -1) where count < columns[source].count {
                            moves.append(FreeCellMove(from: .column(source), to: .column(target), count: count))
                        }
                    }
                }
                if let cell = firstEmptyCell {
                    moves.append(FreeCellMove(from: .column(source), to: .cell(cell)))
                }
            }
            return moves
        }
    }

    /// How much each part of `State.estimate` counts. Deals that one set of weights leads the
    /// search astray on, another often wins at once, so a search tries a few in turn.
    struct Weights {
        var notHome: Int
        var buried: Int
        var covering: Int
        var takenCell: Int
        var emptyColumn: Int

        /// The sets tried, in order.
        static let tried = [
            Weights(notHome: 10, buried: 3, covering: 1, takenCell: 2, emptyColumn: 3),
            Weights(notHome: 5, buried: 3, covering: 2, takenCell: 2, emptyColumn: 3),
            Weights(notHome: 5, buried: 3, covering: 1, takenCell: 4, emptyColumn: 6),
            Weights(notHome: 8, buried: 4, covering: 1, takenCell: 3, emptyColumn: 4),
        ]
    }

    /// One search: the positions seen, the frontier by estimate, and how each was reached.
    private struct Search {
        let limit: Int
        let weights: Weights
        /// How each position looked at was reached: from which, by which moves.
        var reached: [(parent: Int, moves: [FreeCellMove])] = []
        var seen: Set<SearchKey> = []
        var frontier = BestFirstFrontier<(state: State, node: Int)>()

        init(limit: Int, weights: Weights) {
            self.limit = limit
            self.weights = weights
        }

        mutating func run(from start: State) -> Verdict {
            var first = start
            let home = first.sendSafeCardsHome()
            if first.cardsHome == 52 { return .winnable(home) }
            seen.insert(first.key)
            reached.append((-1, home))
            frontier.push((first, 0), estimate: first.estimate(weights))
            while let (state, node) = frontier.pop() {
                for move in state.moves {
                    var next = state
                    next.apply(move)
                    let sent = next.sendSafeCardsHome()
                    guard seen.insert(next.key).inserted else { continue }
                    reached.append((node, [move] + sent))
                    if next.cardsHome == 52 { return .winnable(line(to: reached.count - 1)) }
                    if reached.count >= limit { return .unknown }
                    frontier.push((next, reached.count - 1), estimate: next.estimate(weights))
                }
            }
            return .lost
        }

        /// The moves from the start to `node`.
        func line(to node: Int) -> [FreeCellMove] {
            var steps: [[FreeCellMove]] = []
            var current = node
            while current >= 0 {
                steps.append(reached[current].moves)
                current = reached[current].parent
            }
            return steps.reversed().flatMap { $0 }
        }
    }
}
