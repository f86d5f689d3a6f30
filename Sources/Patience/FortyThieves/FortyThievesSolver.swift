import ReorderKit

/// Finds a way to win a game of Forty Thieves, or shows there is none: a best-first search
/// over the positions moves and deals lead to, most cards home and fewest cards out of order
/// first, each position seen once whatever the order of its columns. It knows the stock's
/// order, as the deal does. A card no other card could still need (the other card of its
/// suit one lower is home) goes home before anything else is tried.
///
/// ```swift
/// if case .winnable(let line) = FortyThievesSolver.solve(FortyThievesGame(seed: 12)) {
///     print(line.count, "steps")
/// }
/// ```
public enum FortyThievesSolver {
    /// Searches for a win from `game`, looking at no more than `limit` positions, twice at
    /// most: first leaving out moves that rarely help, then, if that search runs out of
    /// positions, with them, to decide whether the game is lost.
    ///
    /// - Complexity: O(*limit* · *b* · log *limit*) for *b* moves from a position (a few
    ///   dozen).
    public static func solve(_ game: FortyThievesGame, limit: Int = 200_000) -> SolverVerdict {
        switch BestFirstSearch.run(limit: limit, prunedFirst: { FortyThievesPosition(game, prunes: $0) }) {
        case .won(let line): game.replay(line) { game, move in game.step(for: move).map { [$0] } }
        case .exhausted: .lost
        case .limitReached: .unknown
        }
    }
}

extension FortyThievesGame {
    /// `move` of the search as the table makes it.
    fileprivate func step(for move: FortyThievesPosition.Move) -> SolverStep? {
        guard move != .deal else { return .deal }
        let source: PileID = move.from == FortyThievesPosition.Move.waste ? .waste : .tableau(move.from)
        let ids = cards(in: source).suffix(move.count).map(\.id)
        guard ids.count == move.count else { return nil }
        let targets: [PileID] = move.to.map { [.tableau($0)] } ?? foundations
        return targets
            .map { ReorderDifference(sources: ids, destination: .init(position: .end, collectionID: $0)) }
            .first(where: isLegal)
            .map(SolverStep.move)
    }
}
