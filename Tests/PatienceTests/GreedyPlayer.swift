import Patience

/// Plays a game by always taking the hint (after sending what it can to the foundations), and
/// dealing when there is none, until it wins or a whole pass through the stock changes nothing.
struct GreedyPlayer {
    /// Plays `game` to the end; returns the finished game.
    static func play(_ game: KlondikeGame, limit: Int = 5_000) -> KlondikeGame {
        var game = game
        var idleDeals = 0
        for _ in 0..<limit where !game.isWon {
            if game.autoMoveToFoundations() > 0 {
                idleDeals = 0
            } else if let hint = game.hint {
                game.apply(hint)
                idleDeals = 0
            } else {
                let cycle = game.cards(in: .stock).count + game.cards(in: .waste).count + 1
                guard idleDeals <= cycle, game.deal() else { break }
                idleDeals += 1
            }
        }
        return game
    }
}
