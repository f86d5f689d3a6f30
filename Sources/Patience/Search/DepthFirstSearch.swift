/// The search that goes straight down: from the newest position, the moves of its first group
/// (`DepthFirstPosition.moveGroups`, the kind most likely to help first), the position each leads to
/// that looks closest to a win first; a group's moves are made only once every position below
/// the group before was tried. Each position (by key) is looked at once. It finds long lines
/// fast on deals a best-first search wanders on, and gives up none of them: a search that
/// runs out of positions shows the game lost. Run again with a higher limit, it goes on from
/// where it stopped.
///
/// - Complexity: O(*limit* · *b*) time for *b* moves from a position; memory for the keys seen
///   and the line it is on.
struct DepthFirstSearch<Position: DepthFirstPosition>: ResumableSearch {
    /// A position on the line from the start, with its moves still to try.
    private struct Frame {
        var position: Position
        /// The move that led here; none at the start.
        var move: Position.Move?
        var groups: [[Position.Move]]
        /// The next group whose moves are still to be made.
        var group = 0
        /// The new positions the last group's moves led to, closest to a win first.
        var children: [(move: Position.Move, estimate: Int)] = []
        var child = 0
    }

    private var line: [Frame] = []
    private var seen = SeenKeys()
    /// How many positions the search has reached so far, the start among them.
    private(set) var reachedCount = 1
    /// How many positions the search has gone down to.
    private var looked = 0
    /// How the search ended, once it has.
    private var ended: SearchOutcome<Position.Move>?

    /// A search from `start` that has not begun.
    init(from start: Position) {
        seen.insert(start.key)
        line.append(Frame(position: start, move: nil, groups: start.moveGroups))
        if start.isWon { ended = .won([]) }
    }

    /// Goes on searching until `limit` positions are reached in all, counting those reached
    /// before. A group's moves are made together, so the count may pass `limit` by a group's.
    mutating func run(until limit: Int) -> SearchOutcome<Position.Move> {
        if let ended { return ended }
        while reachedCount < limit {
            guard let last = line.indices.last else {
                ended = .exhausted
                return .exhausted
            }
            if line[last].child < line[last].children.count {
                let move = line[last].children[line[last].child].move
                line[last].child += 1
                var position = line[last].position
                position.apply(move)
                line.append(Frame(position: position, move: move, groups: position.moveGroups))
                looked += 1
                if SearchCancellation.shouldStop(after: looked) { return .limitReached }
            } else if line[last].group < line[last].groups.count {
                if let won = makeNextGroup(at: last) {
                    ended = won
                    return won
                }
            } else {
                line.removeLast()
            }
        }
        return .limitReached
    }

    /// Makes the moves of the next group out of the position at `last`, keeping those that
    /// lead somewhere new as its children, closest to a win first; the outcome if one wins.
    private mutating func makeNextGroup(at last: Int) -> SearchOutcome<Position.Move>? {
        var position = line[last].position
        var children: [(move: Position.Move, estimate: Int)] = []
        for move in line[last].groups[line[last].group] {
            let undo = position.applyUndoably(move)
            defer { position.undo(undo) }
            guard seen.insert(position.key) else { continue }
            reachedCount += 1
            if position.isWon { return .won(line.dropFirst().compactMap(\.move) + [move]) }
            children.append((move, position.estimate))
        }
        children.sort { $0.estimate < $1.estimate }
        line[last].group += 1
        line[last].children = children
        line[last].child = 0
        return nil
    }
}
