/// Golf's rules: which card follows which on the foundation, and the search the hint makes.
enum GolfRules {
    /// Whether `card` goes on `top`: one rank above or below it, any suit; the king and the
    /// ace do not meet.
    static func follows(_ card: Card, on top: Card) -> Bool {
        abs(card.rank - top.rank) == 1
    }

    /// The longest line of moves from `game` without dealing, first move first (a line that
    /// wins before any other), looking at no more than `budget` positions.
    ///
    /// - Complexity: O(`budget`) positions, each O(7) moves.
    static func longestRun(from game: GolfGame, budget: Int = 4_000) -> [GolfGame.Difference] {
        var visited = 0
        func search(_ game: GolfGame) -> (line: [GolfGame.Difference], wins: Bool) {
            visited += 1
            var best: [GolfGame.Difference] = []
            for move in game.legalMoves {
                guard visited < budget else { break }
                var next = game
                next.apply(move)
                let (rest, wins) = next.isWon ? ([], true) : search(next)
                let line = [move] + rest
                if wins { return (line, true) }
                if line.count > best.count { best = line }
            }
            return (best, false)
        }
        return search(game).line
    }
}
