import ReorderKit

/// Finds a way to win a game of Klondike (draw one or three) or Yukon, or shows there is
/// none: a best-first search over the positions moves lead to, fewest face-down cards and
/// most cards home first, each position seen once whatever the order of its columns. It knows
/// the face-down cards and the stock's order, as KPatience's solvers do ("thoughtful"
/// Klondike).
///
/// A card of the stock or the waste is taken in one move with the deals that bring it to the
/// top of the waste (turning the waste over when needed), so the search never spends a
/// position on a deal alone. A card no other card could still need goes home before anything
/// else is tried.
///
/// ```swift
/// if case .winnable(let line) = KlondikeSolver.solve(KlondikeGame(seed: 7, drawMode: .three)) {
///     print(line.count, "steps")
/// }
/// ```
public enum KlondikeSolver {
    /// Searches for a win from `game`, looking at no more than `limit` positions, twice at
    /// most: first leaving out moves that rarely help (`KlondikePosition.prunes`), then, if
    /// that search runs out of positions, with them, to decide whether the game is lost.
    ///
    /// - Complexity: O(*limit* · *b* · log *limit*) for *b* moves from a position (a few
    ///   dozen).
    public static func solve(_ game: KlondikeGame, limit: Int = 200_000) -> SolverVerdict {
        switch BestFirstSearch.run(limit: limit, prunedFirst: { KlondikePosition(game, prunes: $0) }) {
        case .won(let line): game.replay(line) { game, move in game.steps(for: move) }
        case .exhausted: .lost
        case .limitReached: .unknown
        }
    }
}

extension KlondikeGame {
    /// The cards of the stock and the waste in the order the stock deals them, turning the
    /// waste over when it runs out: the waste from its bottom, then the stock from its top.
    var talon: [Card] {
        cards(in: .waste).map(\.card) + cards(in: .stock).reversed().map(\.card)
    }

    /// `move` of the search as the table makes it: the deals that bring a card of the stock
    /// to the waste's top, then the move.
    fileprivate func steps(for move: KlondikePosition.Move) -> [SolverStep]? {
        var game = self
        var steps: [SolverStep] = []
        let cards: [Card]
        switch move.from {
        case .column(let index, let count):
            cards = game.cards(in: .tableau(index)).suffix(count).map(\.card)
        case .talon(let index):
            let talon = game.talon
            guard talon.indices.contains(index) else { return nil }
            // A pass over the talon deals each card once and turns the waste over once.
            while game.cards(in: .waste).last?.card != talon[index] {
                guard steps.count <= 2 * talon.count + 2, game.deal() else { return nil }
                steps.append(.deal)
            }
            cards = [talon[index]]
        case .home(let suit):
            guard let pile = game.foundations.first(where: { game.cards(in: $0).last?.card.suit == KlondikePosition.suits[suit] }),
                  let top = game.cards(in: pile).last else { return nil }
            cards = [top.card]
        }
        let targets: [PileID] = move.to.map { [.tableau($0)] } ?? game.foundations
        let ids = cards.map(\.id)
        guard let target = targets.first(where: { game.isLegal(ReorderDifference(sources: ids, destination: .init(position: .end, collectionID: $0))) })
        else { return nil }
        return steps + [.move(ReorderDifference(sources: ids, destination: .init(position: .end, collectionID: target)))]
    }
}
