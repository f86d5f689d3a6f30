/// The search every patience solver runs: from a start, the position that looks closest to a
/// win first, each position (by key) looked at once, until a win, no position left to try, or
/// `limit` positions reached (or the asker gave up: `SearchCancellation`).
///
/// - Complexity: O(*limit* · *b* · log *limit*) for *b* moves from a position.
struct BestFirstSearch<Position: SearchPosition> {
    /// How a search ended.
    enum Outcome {
        /// The moves of a winning line, in order.
        case won([Position.Move])
        /// Every position the moves reach was tried; none is won.
        case exhausted
        /// The limit was reached first.
        case limitReached
    }

    private var reached: [(parent: Int, move: Position.Move?)] = []
    private var seen: Set<SearchKey> = []
    private var frontier = BestFirstFrontier<(stored: Position.Stored, node: Int)>()

    /// Searches from `start`, looking at no more than `limit` positions.
    static func run(from start: Position, limit: Int) -> Outcome {
        var search = Self()
        return search.run(from: start, limit: limit)
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

    private mutating func run(from start: Position, limit: Int) -> Outcome {
        if start.isWon { return .won([]) }
        seen.insert(start.key)
        reached.append((-1, nil))
        frontier.push((start.stored, 0), estimate: start.estimate)
        while let (stored, node) = frontier.pop() {
            let position = Position(stored: stored, start: start)
            for move in position.moves {
                var next = position
                next.apply(move)
                guard seen.insert(next.key).inserted else { continue }
                reached.append((node, move))
                if next.isWon { return .won(line(to: reached.count - 1)) }
                if reached.count >= limit || SearchCancellation.shouldStop(after: reached.count) { return .limitReached }
                frontier.push((next.stored, reached.count - 1), estimate: next.estimate)
            }
        }
        return .exhausted
    }

    /// The moves that led from the start to `node`.
    private func line(to node: Int) -> [Position.Move] {
        var moves: [Position.Move] = []
        var current = node
        while current >= 0, let move = reached[current].move {
            moves.append(move)
            current = reached[current].parent
        }
        return moves.reversed()
    }
}
