import Localization

/// Golf: its name, rules and saved games.
struct GolfDefinition: GameDefinition {
    let id = "golf"
    var title: String { trc("game name", "Golf") }
    var summary: String { tr("Clear seven columns onto one pile, a rank up or down at a time") }

    var rules: [String] {
        [
            tr("Goal: move all 35 cards from the seven columns onto the foundation."),
            tr("The deal: seven columns of five cards, face up; one card face up on the foundation; the other 16 wait face down in the stock."),
            tr("The top card of any column goes onto the foundation when it is one rank above or below the foundation's top card, whatever its suit: a six or an eight on a seven. Aces and kings do not meet: only a two goes on an ace, only a queen on a king."),
            tr("Cards never move between columns. When no card fits, click the stock to turn its next card onto the foundation. The stock is gone through once."),
        ]
    }

    var helpPage: String { "golf" }
    var numbers: ClosedRange<UInt64> { 1...1_000_000 }

    func newGame(number: UInt64, drawMode: DrawMode) -> GolfGame { GolfGame(seed: number) }

    func savedState(of game: GolfGame) -> SavedDeal { SavedDeal(of: game) }

    func game(from state: SavedDeal) -> GolfGame? {
        state.piles(dealtAs: GolfGame(seed: state.seed)).map { GolfGame(seed: state.seed, piles: $0, moves: state.moves) }
    }
}

extension GameKind {
    /// Golf: seven columns cleared onto one pile.
    public static let golf = GameKind(GolfDefinition())
}

extension TableLayout {
    /// Golf: the stock and the foundation at the left; seven columns of five face-up cards,
    /// which only get shorter.
    public static let golf = TableLayout(
        columns: 7,
        topRow: [.stock: 0, .foundation(0): 1],
        roomyColumn: (0, 5)
    )
}
