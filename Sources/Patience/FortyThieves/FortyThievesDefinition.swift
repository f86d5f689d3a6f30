import Localization

/// Forty Thieves: its name, rules and saved games.
struct FortyThievesDefinition: GameDefinition {
    let id = "forty-thieves"
    var title: String { trc("game name", "Forty Thieves") }
    var summary: String { tr("Two decks face up in ten columns, built down in suit a card at a time") }

    var rules: [String] {
        [
            tr("Goal: build all eight foundations up in suit, from the ace to the king; there are two decks, so two of each suit."),
            tr("The deal: forty cards face up in ten columns of four; the other 64 wait face down in the stock."),
            tr("On the columns, build down in suit: the six of hearts on the seven of hearts. Any card fills an empty column."),
            tr("Cards move one at a time. A run in one suit moves as a whole when the empty columns would let you move it a card at a time: two cards with one empty column to spare, four with two."),
            tr("Click the stock to turn its top card onto the waste, whose top card plays. The stock is gone through once: there is no second time."),
        ]
    }

    var helpPage: String { "forty-thieves" }
    var numbers: ClosedRange<UInt64> { 1...1_000_000 }

    func newGame(number: UInt64, drawMode: DrawMode) -> FortyThievesGame { FortyThievesGame(seed: number) }

    func savedState(of game: FortyThievesGame) -> SavedDeal { SavedDeal(of: game) }

    func game(from state: SavedDeal) -> FortyThievesGame? {
        state.piles(dealtAs: FortyThievesGame(seed: state.seed)).map { FortyThievesGame(seed: state.seed, piles: $0, moves: state.moves) }
    }
}

extension GameKind {
    /// Forty Thieves: two decks face up in ten columns.
    public static let fortyThieves = GameKind(FortyThievesDefinition())
}

extension TableLayout {
    /// Forty Thieves: stock and waste at the left, eight foundations; ten columns of face-up
    /// cards, room for a dealt four with a run from king to two built on them.
    public static let fortyThieves = TableLayout(
        columns: 10,
        topRow: Dictionary(uniqueKeysWithValues: [(PileID.stock, 0), (PileID.waste, 1)] + (0..<8).map { (PileID.foundation($0), 2 + $0) }),
        roomyColumn: (0, 14)
    )
}
