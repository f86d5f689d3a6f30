import Localization

/// Spider in one, two or four suits: names, rules and saved games.
struct SpiderDefinition: GameDefinition {
    /// How many suits the 104 cards are of.
    let suits: SpiderSuits

    var id: String {
        switch suits {
        case .one: "spider"
        case .two: "spider-two-suits"
        case .four: "spider-four-suits"
        }
    }

    var title: String {
        switch suits {
        case .one: trc("game name", "Spider")
        case .two: trc("game name", "Spider, Two Suits")
        case .four: trc("game name", "Spider, Four Suits")
        }
    }

    var summary: String {
        switch suits {
        case .one: tr("Two decks of spades, ten columns; a suit built from king to ace goes home")
        case .two: tr("Spider in spades and hearts: runs move only within their suit")
        case .four: tr("Spider with two full decks, for the patient")
        }
    }

    var rules: [String] {
        [
            tr("Goal: build eight complete suits, each from king down to ace, in the columns; a complete suit leaves the table for a foundation by itself."),
            // TRANSLATORS: %s says what the 104 cards are ("two full decks", "eight decks' worth of spades").
            tr("The deal: 104 cards, %s. Ten columns get 54 of them, six to each of the first four and five to the others, the top card of each face up; the other 50 wait in the stock.", cards),
            tr("Any card goes on a card one higher, of any suit, and any card or run fills an empty column. But only a run in one suit moves as a whole: a seven and a six of spades together, not a seven of hearts with a six of spades."),
            tr("Click the stock to deal a card face up onto every column, five times in a game. It deals only when no column is empty."),
            tr("A card uncovered turns face up."),
        ]
    }

    /// What the 104 cards are.
    private var cards: String {
        switch suits {
        case .two: tr("four decks' worth of spades and hearts")
        case .four: tr("two full decks")
        case .one: tr("eight decks' worth of spades")
        }
    }

    /// The three Spiders share one page.
    var helpPage: String { "spider" }
    var numbers: ClosedRange<UInt64> { 1...1_000_000 }

    func newGame(number: UInt64, drawMode: DrawMode) -> SpiderGame {
        SpiderGame(seed: number, suits: suits)
    }

    func plays(_ game: SpiderGame) -> Bool { game.suits == suits }

    func savedState(of game: SpiderGame) -> SavedDeal { SavedDeal(of: game) }

    func game(from state: SavedDeal) -> SpiderGame? {
        state.piles(dealtAs: newGame(number: state.seed, drawMode: .one)).map {
            SpiderGame(seed: state.seed, suits: suits, piles: $0, moves: state.moves)
        }
    }
}

extension GameKind {
    /// Spider in spades alone.
    public static let spider = GameKind(SpiderDefinition(suits: .one))
    /// Spider in spades and hearts.
    public static let spiderTwoSuits = GameKind(SpiderDefinition(suits: .two))
    /// Spider with two full decks.
    public static let spiderFourSuits = GameKind(SpiderDefinition(suits: .four))
}

extension TableLayout {
    /// Spider: the stock at the left, a gap, eight foundations for the completed suits; ten
    /// columns. Room for five face-down cards under a run from king to ace.
    public static let spider = TableLayout(
        columns: 10,
        topRow: Dictionary(uniqueKeysWithValues: [(PileID.stock, 0)] + (0..<8).map { (PileID.foundation($0), 2 + $0) }),
        roomyColumn: (5, 13)
    )
}
