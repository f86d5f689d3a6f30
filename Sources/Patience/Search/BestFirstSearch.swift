/// The search every patience solver runs: from a start, the position that looks closest to a
/// win first, each position (by key) looked at once, until a win, no position left to try, or
/// a limit of positions reached (or the asker gave up: `SearchCancellation`). A search that
/// reached its limit goes on from where it stopped when run again with a higher one, so a
/// solver can take turns between searches that order positions differently.
///
/// - Complexity: O(*limit* · *b*) for *b* moves from a position, with the frontier's steps
///   between estimates (`BestFirstFrontier`).
struct BestFirstSearch<Position: SearchPosition>: ResumableSearch {
    /// How the search ended, in the position's moves.
    typealias Outcome = SearchOutcome<Position.Move>

    private let start: Position
    /// Each position reached, by the one it was reached from and the place of the move among
    /// that position's `moves`: 8 bytes a position where the move itself took up to 64 (a
    /// Klondike move, with its optional), which made this list most of a search's memory. The
    /// winning line is made again from the places (`line(to:)`).
    private var reached: [ReachedPosition] = []
    private var seen = SeenKeys()
    /// Each position reached and not yet looked from; the frontier holds its place in
    /// `reached` and its slot here, so that reordering it moves integers, not positions.
    private var waiting = WaitingPositions<Position.Stored>()
    private var frontier = BestFirstFrontier<WaitingNode>()
    /// How many positions have been looked from.
    private var looked = 0
    /// How the search ended, once it has: a won or exhausted search answers the same again.
    private var ended: Outcome?

    /// A search from `start` that has not begun.
    init(from start: Position) {
        self.start = start
        seen.insert(start.key)
        reached.append(ReachedPosition(parent: -1, move: 0))
        frontier.push(WaitingNode(node: 0, slot: waiting.add(start.stored)), estimate: start.estimate)
    }

    /// How many positions the search has reached so far, the start among them.
    var reachedCount: Int { reached.count }

    /// Searches from `start`, looking at no more than `limit` positions.
    static func run(from start: Position, limit: Int) -> Outcome {
        var search = Self(from: start)
        return search.run(until: limit)
    }

    /// Searches from `start(true)`, a position that leaves out moves that rarely help; if
    /// that search runs out of positions, which proves nothing, from `start(false)`, which
    /// keeps them, so that running out proves the game lost. Each looks at no more than
    /// `limit` positions.
    static func run(limit: Int, prunedFirst start: (_ prunes: Bool) -> Position) -> Outcome {
        let outcome = run(from: start(true), limit: limit)
        guard case .exhausted = outcome else { return outcome }
        return run(from: start(false), limit: limit)
    }

    /// Goes on searching until `limit` positions are reached in all, counting those reached
    /// before. A position's moves are all tried once it is looked from, so the count may pass
    /// `limit` by the moves of one position.
    mutating func run(until limit: Int) -> Outcome {
        if let ended { return ended }
        if start.isWon { return .won([]) }
        while reached.count < limit {
            if SearchCancellation.shouldStop(after: looked) { return .limitReached }
            guard let next = frontier.pop() else {
                ended = .exhausted
                return .exhausted
            }
            let node = Int(next.node)
            looked += 1
            // Each move is made on the one position and taken back, not on a copy.
            var position = Position(stored: waiting.take(next.slot), start: start)
            for (place, move) in position.moves.enumerated() {
                let undo = position.applyUndoably(move)
                defer { position.undo(undo) }
                guard seen.insert(position.key) else { continue }
                reached.append(ReachedPosition(parent: node, move: place))
                if position.isWon {
                    let won = Outcome.won(line(to: reached.count - 1))
                    ended = won
                    return won
                }
                let waitingNode = WaitingNode(node: Int32(reached.count - 1), slot: waiting.add(position.stored))
                frontier.push(waitingNode, estimate: position.estimate)
            }
        }
        return .limitReached
    }

    /// The moves that led from the start to `node`: the places of the moves, walked back from
    /// `node`, then the moves themselves, made again from the start as the search made them
    /// (each from the position its stored form gives back).
    ///
    /// - Complexity: O(*d* · *b*) for a line of *d* moves and *b* moves from a position.
    private func line(to node: Int) -> [Position.Move] {
        var places: [Int] = []
        var current = node
        while current > 0 {
            places.append(Int(reached[current].move))
            current = Int(reached[current].parent)
        }
        var moves: [Position.Move] = []
        var position = start
        for place in places.reversed() {
            position = Position(stored: position.stored, start: start)
            let move = position.moves[place]
            moves.append(move)
            position.apply(move)
        }
        return moves
    }
}

/// A position a best-first search reached: the position it was reached from, by its place in
/// the order reached (-1 for the start), and the place of the move that reached it among that
/// position's moves.
private struct ReachedPosition {
    var parent: Int32
    var move: UInt16

    init(parent: Int, move: Int) {
        self.parent = Int32(parent)
        self.move = UInt16(move)
    }
}

/// A position in a best-first search's frontier: its place in the order reached, and the
/// slot of `WaitingPositions` that keeps it.
private struct WaitingNode {
    var node: Int32
    var slot: Int32
}
