/// Finds a way to win a FreeCell position, or shows there is none: best-first searches over
/// the positions moves lead to, most promising first (cards home, low cards uncovered, cells
/// and columns free, weighed four ways by four searches that take turns), each position seen
/// once whatever the order of its cells and columns. Cards that no other card could still
/// need go home on their own, as in every FreeCell.
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
        // One search for each set of weights, taking turns: each goes on for a share of the
        // positions, a share half as large again each round, until one wins or two fifths of
        // the limit are spent; then the first search goes on alone with the rest (the others let
        // go of what they hold), so that one
        // search can look at enough positions to try them all. Whichever search runs out of
        // positions to try shows the game lost: what it tries does not depend on the weights,
        // only the order.
        var searches = Weights.tried.map { BestFirstSearch(from: start.weighed($0)) }
        var spent = 0
        // Lets search `index` go on for `budget` more positions; the verdict once there is one.
        func turn(_ index: Int, _ budget: Int) -> Verdict? {
            let before = searches[index].reachedCount
            switch searches[index].run(until: before + budget) {
            case .won(let moves):
                return .winnable(sentHome + line(of: moves, from: start))
            case .exhausted:
                return .lost
            case .limitReached:
                // A search stops short of its budget only when its asker gave up.
                guard searches[index].reachedCount >= before + budget else { return .unknown }
                spent += searches[index].reachedCount - before
                return nil
            }
        }
        let turns = limit * 2 / 5
        var share = Self.firstShare
        while spent < turns {
            for index in searches.indices where spent < turns {
                if let verdict = turn(index, min(share, turns - spent)) { return verdict }
            }
            share += share / 2
        }
        guard spent < limit else { return .unknown }
        searches.removeSubrange(1...)
        return turn(0, limit - spent) ?? .unknown
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
