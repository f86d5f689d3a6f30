/// Finds a way to win a FreeCell position, or shows there is none: searches that take turns
/// over the positions moves lead to, each position seen once by each whatever the order of
/// its cells and columns. Four best-first searches look from the most promising position
/// first (cards home, low cards uncovered, cells and columns free, weighed four ways); a
/// depth-first one goes straight down, cards home first, then onto other cards, to empty
/// columns, to cells. Cards that no other card could still need go home on their own, as in
/// every FreeCell.
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
        var start = FreeCellSearchState(position, weights: Weights.tried[0])
        var sentHome: [FreeCellMove] = []
        start.sendSafeCardsHome { sentHome.append($0.move) }
        // The searches take turns (the depth-first one after the first best-first): each goes
        // on for a share of the positions, a share half as large again each round, until one
        // wins or two fifths of the limit are spent; then the other best-first searches let go
        // of what they hold, and the first goes on with the depth-first one until the limit. Whichever search runs out of positions to try shows
        // the game lost: what each tries does not depend on its order, only when.
        var searches = Weights.tried.map { BestFirstSearch(from: start.weighed($0)) }
        // Going straight down, free cells and columns matter most: the third weighting.
        var scan = DepthFirstSearch(from: start.weighed(Weights.tried[2]))
        var spent = 0
        // Lets `search` go on for `budget` more positions; the verdict once there is one, its
        // line `shortened` first if the search `wanders` (the depth-first one does).
        func turn<Search: ResumableSearch<FreeCellSearchMove>>(_ search: inout Search, _ budget: Int, wanders: Bool = false) -> Verdict? {
            let before = search.reachedCount
            switch search.run(until: before + budget) {
            case .won(let moves):
                return .winnable(sentHome + line(of: wanders ? shortened(moves, from: start) : moves, from: start))
            case .exhausted:
                return .lost
            case .limitReached:
                // A search stops short of its budget only when its asker gave up.
                guard search.reachedCount >= before + budget else { return .unknown }
                spent += search.reachedCount - before
                return nil
            }
        }
        let turns = limit * 2 / 5
        var share = Self.firstShare
        // Gives the first `searchCount` best-first searches, and the depth-first one after the
        // first, a turn each while fewer than `spendable` positions are spent.
        func round(_ searchCount: Int, until spendable: Int) -> Verdict? {
            for index in 0..<searchCount where spent < spendable {
                if let verdict = turn(&searches[index], min(share, spendable - spent)) { return verdict }
                if index == 0, spent < spendable, let verdict = turn(&scan, min(share, spendable - spent), wanders: true) {
                    return verdict
                }
            }
            share += share / 2
            return nil
        }
        while spent < turns {
            if let verdict = round(searches.count, until: turns) { return verdict }
        }
        searches.removeSubrange(1...)
        while spent < limit {
            if let verdict = round(1, until: limit) { return verdict }
        }
        return .unknown
    }

    /// How many positions each search goes on for in the first round of turns: most deals
    /// are won by the first search within it.
    static let firstShare = 4000

    /// The single moves of the search's `moves`, played from `start`, with the cards each
    /// sends home.
    private static func line(of moves: [FreeCellSearchMove], from start: FreeCellSearchState) -> [FreeCellMove] {
        var state = start
        var line: [FreeCellMove] = []
        for move in moves {
            line.append(move.move)
            state.make(move)
            state.sendSafeCardsHome { line.append($0.move) }
        }
        return line
    }

    /// `moves`, a winning line from `start`, with its detours cut: from each position on it,
    /// the move that leads to the latest position of the line that plays alike (the same key),
    /// the moves after it renumbered for the columns and cells that then hold what the line's
    /// did. A depth-first search's lines wander: this cuts deal 672's from 544 steps to 249.
    ///
    /// - Complexity: O(*n* · *b*) for *n* moves and *b* moves from a position.
    static func shortened(_ moves: [FreeCellSearchMove], from start: FreeCellSearchState) -> [FreeCellSearchMove] {
        var positions = [start]
        var position = start
        for move in moves {
            position.apply(move)
            positions.append(position)
        }
        var places: [SearchKey: Int] = [:]
        for (place, position) in positions.enumerated() { places[position.key] = place }
        var shortened: [FreeCellSearchMove] = []
        var current = start
        // Where each pile of the line's position at `at` is in `current`.
        var piles = positions[0].piles(matching: current)
        var at = 0
        while at < moves.count {
            let move = moves[at]
            var next = (place: at + 1, move: FreeCellSearchMove(from: piles[Int(move.from)], to: piles[Int(move.to)], count: move.count))
            for move in current.moves {
                let undo = current.applyUndoably(move)
                defer { current.undo(undo) }
                if let place = places[current.key], place > next.place { next = (place, move) }
            }
            current.apply(next.move)
            shortened.append(next.move)
            at = next.place
            piles = positions[at].piles(matching: current)
        }
        return shortened
    }

    /// How much each part of `FreeCellSearchState.estimate` counts. Deals that one set of
    /// weights leads the search astray on, another often wins at once, so a search tries a
    /// few in turn.
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
}
