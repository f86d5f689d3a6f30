import Localization

/// FreeCell: its name, rules, Microsoft's deal numbers and saved games.
struct FreeCellDefinition: GameDefinition {
    let id = "freecell"
    var title: String { trc("game name", "FreeCell") }
    var summary: String { tr("Every card face up, four free cells; almost every deal can be won") }

    var rules: [String] {
        [
            tr("Goal: build each suit on a foundation, from the ace up to the king."),
            tr("The deal: every card face up, in eight columns. Deals are numbered as in Microsoft's FreeCell: deal 1 to 32000 are the same games everywhere."),
            tr("Any card may rest in one of the four free cells, one card to a cell. On the columns, build down in alternating colours; any card fills an empty column."),
            tr("Cards move one at a time, but a run moves at once when there is room to move it a card at a time: free cells plus one, doubled for each empty column."),
            tr("Cards that no other card could still need go home by themselves. Almost every deal can be won; deal 11982 cannot."),
        ]
    }

    var helpPage: String { "freecell" }
    var numbers: ClosedRange<UInt64> { 1...32_000 }

    var numbersExplanation: String? {
        // TRANSLATORS: %1$d and %2$d are the first and last of the game numbers (1 and 32000).
        tr("Deals %1$d to %2$d are the Microsoft FreeCell deals, the same everywhere.", numbers.lowerBound, numbers.upperBound)
    }

    func newGame(number: UInt64, drawMode: DrawMode) -> FreeCellGame {
        FreeCellGame(deal: Int(clamping: number))
    }

    func savedState(of game: FreeCellGame) -> SavedDeal { SavedDeal(of: game) }

    /// The game from its piles as saved: the foundations' suits are their cards'.
    func game(from state: SavedDeal) -> FreeCellGame? {
        guard let piles = state.piles(dealtAs: newGame(number: state.seed, drawMode: .one)) else { return nil }
        let foundations = (0..<4).map { piles[.foundation($0)]?.map(\.card) ?? [] }
        var homes: [Card.Suit: Int] = [:]
        for cards in foundations {
            guard let suit = cards.first?.suit else { continue }
            guard cards.enumerated().allSatisfy({ $1.suit == suit && $1.rank == $0 + 1 }), homes[suit] == nil else { return nil }
            homes[suit] = cards.count
        }
        let position = FreeCellPosition(
            columns: (0..<8).map { piles[.tableau($0)]?.map(\.card) ?? [] },
            cells: (0..<4).map { piles[.cell($0)]?.first?.card }, foundations: homes
        )
        return FreeCellGame(deal: Int(clamping: state.seed), position: position, foundationSuits: foundations.map(\.first?.suit), moves: state.moves)
    }
}

extension GameKind {
    /// FreeCell: every card face up, four free cells.
    public static let freecell = GameKind(FreeCellDefinition())
}

extension TableLayout {
    /// FreeCell: four free cells at the left, four foundations at the right; eight columns.
    /// Room for a column of eleven cards (a dealt seven with four more built on it).
    public static let freeCell = TableLayout(
        columns: 8,
        topRow: Dictionary(uniqueKeysWithValues: (0..<4).map { (PileID.cell($0), $0) } + (0..<4).map { (PileID.foundation($0), 4 + $0) }),
        roomyColumn: (0, 11)
    )
}
