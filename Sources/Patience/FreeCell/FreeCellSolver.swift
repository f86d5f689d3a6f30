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

    /// A position packed for the search in one array, so that copying it and changing the
    /// copy costs one allocation: the foundations (how many cards of each suit are home), the
    /// cells, each column's length, then each column's cards in a stretch of `depth` bytes. A
    /// card is its suit (0 clubs, 1 diamonds, 2 hearts, 3 spades) times 16 plus its rank; 0 is
    /// no card.
    struct State {
        /// The most cards a column can hold: seven dealt, and a run from king to two.
        static let depth = 19 + 1
        var bytes: [UInt8]
        let cellCount: Int
        let columnCount: Int

        init(_ position: FreeCellPosition) {
            cellCount = position.cells.count
            columnCount = position.columns.count
            bytes = [UInt8](repeating: 0, count: 4 + cellCount + columnCount * (1 + Self.depth))
            for (suit, value) in Self.suits.enumerated() { bytes[suit] = UInt8(position.foundations[value] ?? 0) }
            for (index, card) in position.cells.enumerated() { bytes[4 + index] = card.map(Self.pack) ?? 0 }
            for (index, column) in position.columns.enumerated() {
                bytes[lengthSlot(index)] = UInt8(column.count)
                for (depth, card) in column.enumerated() { bytes[cardSlot(index, depth)] = Self.pack(card) }
            }
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

        private func lengthSlot(_ column: Int) -> Int { 4 + cellCount + column }
        private func cardSlot(_ column: Int, _ depth: Int) -> Int { 4 + cellCount + columnCount + column * Self.depth + depth }

        /// How many cards of `suit` are home.
        func home(_ suit: Int) -> UInt8 { bytes[suit] }
        /// The card in cell `index`; 0 for none.
        func cell(_ index: Int) -> UInt8 { bytes[4 + index] }
        /// How many cards column `index` holds.
        func count(_ column: Int) -> Int { Int(bytes[lengthSlot(column)]) }
        /// The card at `depth` (0 the deepest) of `column`.
        func card(_ column: Int, _ depth: Int) -> UInt8 { bytes[cardSlot(column, depth)] }
        /// The top card of `column`; nil when it is empty.
        func top(_ column: Int) -> UInt8? {
            let count = count(column)
            return count > 0 ? card(column, count - 1) : nil
        }

        /// Whether `card` is the next of its suit to go home.
        func isNextHome(_ card: UInt8) -> Bool { home(Self.suit(card)) + 1 == Self.rank(card) }

        var cardsHome: Int { Int(bytes[0]) + Int(bytes[1]) + Int(bytes[2]) + Int(bytes[3]) }

        /// The same position whatever the order of its cells and columns.
        var key: SearchKey {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 + cellCount) { buffer in
                var rest = buffer
                for index in 0..<(4 + cellCount) { rest[index] = bytes[index] }
                rest[4...].sort()
                return SearchKey(columnCount: columnCount, rest: rest) { column in
                    let start = cardSlot(column, 0)
                    return bytes[start..<(start + count(column))]
                }
            }
        }

        /// How far from a win the position looks, lower being better: the cards not home, how
        /// deep the next card of each suit is buried, how many cards lie on a lower card, and
        /// the cells taken and columns free, counted as `weights` say.
        func estimate(_ weights: Weights) -> Int {
            var covering = 0
            var buried = 0
            for column in 0..<columnCount {
                let count = count(column)
                var lowest: UInt8 = 14
                for depth in 0..<count {
                    let card = card(column, depth)
                    if Self.rank(card) > lowest { covering += 1 }
                    lowest = min(lowest, Self.rank(card))
                    if isNextHome(card) { buried += count - 1 - depth }
                }
            }
            let takenCells = cellCount - freeCells
            return (52 - cardsHome) * weights.notHome + buried * weights.buried + covering * weights.covering
                + takenCells * weights.takenCell - emptyColumns * weights.emptyColumn
        }

        func runLength(_ column: Int) -> Int {
            let count = count(column)
            guard count > 0 else { return 0 }
            var upper = card(column, count - 1)
            var length = 1
            while length < count, Self.follows(upper, card(column, count - length - 1)) {
                upper = card(column, count - length - 1)
                length += 1
            }
            return length
        }

        /// How many cells hold no card.
        var freeCells: Int {
            var free = 0
            for index in 0..<cellCount where cell(index) == 0 { free += 1 }
            return free
        }

        /// How many columns hold no card.
        var emptyColumns: Int {
            var empty = 0
            for column in 0..<columnCount where count(column) == 0 { empty += 1 }
            return empty
        }

        /// Whether `card` may go home now with no card left that could need it as a base:
        /// both cards one lower of the other colour are home.
        func isSafeHome(_ card: UInt8) -> Bool {
            let rank = Self.rank(card)
            guard isNextHome(card) else { return false }
            if rank <= 2 { return true }
            let (first, second) = Self.isRed(card) ? (0, 3) : (1, 2)
            return home(first) + 1 >= rank && home(second) + 1 >= rank
        }

        mutating func apply(_ move: FreeCellMove) {
            switch (move.from, move.to) {
            case (.column(let source), .column(let target)):
                let from = count(source), to = count(target)
                for offset in 0..<move.count { bytes[cardSlot(target, to + offset)] = card(source, from - move.count + offset) }
                bytes[lengthSlot(source)] = UInt8(from - move.count)
                bytes[lengthSlot(target)] = UInt8(to + move.count)
            case (.column(let source), .cell(let cell)):
                let from = count(source)
                bytes[4 + cell] = card(source, from - 1)
                bytes[lengthSlot(source)] = UInt8(from - 1)
            case (.column(let source), .foundation):
                let from = count(source)
                bytes[Self.suit(card(source, from - 1))] += 1
                bytes[lengthSlot(source)] = UInt8(from - 1)
            case (.cell(let cell), .column(let target)):
                let to = count(target)
                bytes[cardSlot(target, to)] = self.cell(cell)
                bytes[lengthSlot(target)] = UInt8(to + 1)
                bytes[4 + cell] = 0
            case (.cell(let cell), .foundation):
                bytes[Self.suit(self.cell(cell))] += 1
                bytes[4 + cell] = 0
            case (.cell, .cell), (.foundation, _):
                break
            }
        }

        /// Sends every card that is safe to send home, until none is; returns the moves.
        mutating func sendSafeCardsHome() -> [FreeCellMove] {
            var moves: [FreeCellMove] = []
            var sent = true
            while sent {
                sent = false
                for column in 0..<columnCount {
                    if let card = top(column), isSafeHome(card) {
                        let move = FreeCellMove(from: .column(column), to: .foundation(Self.suits[Self.suit(card)]))
                        apply(move)
                        moves.append(move)
                        sent = true
                    }
                }
                for index in 0..<cellCount where cell(index) != 0 && isSafeHome(cell(index)) {
                    let move = FreeCellMove(from: .cell(index), to: .foundation(Self.suits[Self.suit(cell(index))]))
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
            moves.reserveCapacity(32)
            let firstEmptyCell = (0..<cellCount).first { cell($0) == 0 }
            let firstEmptyColumn = (0..<columnCount).first { count($0) == 0 }
            // How long a run may move: to a column with cards, and to an empty one.
            let free = freeCells, empty = emptyColumns
            let toColumn = (free + 1) << empty
            let toEmptyColumn = (free + 1) << max(0, empty - 1)
            for index in 0..<cellCount {
                let card = cell(index)
                guard card != 0 else { continue }
                if isNextHome(card) {
                    moves.append(FreeCellMove(from: .cell(index), to: .foundation(Self.suits[Self.suit(card)])))
                }
                for target in 0..<columnCount {
                    if let below = top(target) {
                        if Self.follows(card, below) { moves.append(FreeCellMove(from: .cell(index), to: .column(target))) }
                    } else if target == firstEmptyColumn {
                        moves.append(FreeCellMove(from: .cell(index), to: .column(target)))
                    }
                }
            }
            for source in 0..<columnCount {
                guard let top = top(source) else { continue }
                let height = count(source)
                if isNextHome(top) {
                    moves.append(FreeCellMove(from: .column(source), to: .foundation(Self.suits[Self.suit(top)])))
                }
                let run = runLength(source)
                for target in 0..<columnCount where target != source {
                    if let below = self.top(target) {
                        // Only one length of the run can fit: the one whose deepest card is
                        // one lower than the target's top.
                        let count = Int(Self.rank(below)) - Int(Self.rank(top))
                        guard count >= 1, count <= run, count <= toColumn else { continue }
                        if Self.follows(card(source, height - count), below) {
                            moves.append(FreeCellMove(from: .column(source), to: .column(target), count: count))
                        }
                    } else if target == firstEmptyColumn {
                        let longest = min(run, toEmptyColumn)
                        for count in stride(from: longest, through: 1, by: -1) where count < height {
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
        /// Each position reached and not yet looked from, by its place in `reached`: the
        /// frontier holds only those places, so that reordering it moves integers, not
        /// positions.
        var waiting: [State?] = []
        var seen: Set<SearchKey> = []
        var frontier = BestFirstFrontier<Int>()

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
            waiting.append(first)
            frontier.push(0, estimate: first.estimate(weights))
            while let node = frontier.pop() {
                guard let state = waiting[node] else { continue }
                waiting[node] = nil
                for move in state.moves {
                    var next = state
                    next.apply(move)
                    let sent = next.sendSafeCardsHome()
                    guard seen.insert(next.key).inserted else { continue }
                    reached.append((node, [move] + sent))
                    if next.cardsHome == 52 { return .winnable(line(to: reached.count - 1)) }
                    if reached.count >= limit || SearchCancellation.shouldStop(after: reached.count) { return .unknown }
                    waiting.append(next)
                    frontier.push(reached.count - 1, estimate: next.estimate(weights))
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
