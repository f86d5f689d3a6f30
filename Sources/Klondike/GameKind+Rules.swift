import Localization

extension GameKind {
    /// The game in a line, as a chooser lists it.
    public var summary: String {
        switch self {
        case .klondike: tr("The classic: a stock to deal from, seven piles to build down")
        case .freecell: tr("Every card face up, four free cells; almost every deal can be won")
        case .yukon: tr("No stock; any face-up card moves with the cards on it")
        case .spider: tr("Two decks of spades, ten columns; a suit built from king to ace goes home")
        case .spiderTwoSuits: tr("Spider in spades and hearts: runs move only within their suit")
        case .spiderFourSuits: tr("Spider with two full decks, for the patient")
        case .fortyThieves: tr("Two decks face up in ten columns, built down in suit a card at a time")
        }
    }

    /// The game's rules as a player reads them before a first game, a paragraph a line.
    public var rules: String {
        switch self {
        case .klondike:
            [
                tr("Goal: build each suit on a foundation, from the ace up to the king."),
                tr("The deal: seven tableau piles of one to seven cards, the top card of each face up; the other 24 cards wait face down in the stock."),
                tr("On the tableau, build down in alternating colours: a red six on a black seven. A face-up card moves with every card on it, if they run down in alternating colours. Only a king, or a run from a king, fills an empty pile."),
                tr("Click the stock to turn one card (or three, with Draw Three) onto the waste; its top card plays. An empty stock turns the waste back over."),
                tr("A card uncovered on the tableau turns face up. Score: 10 points a card sent home, 5 for a card from the waste to the tableau or a card turned face up, less 15 for a card taken back from a foundation, less 100 (20 when drawing three) for turning the waste over."),
            ].joined(separator: "\n")
        case .freecell:
            [
                tr("Goal: build each suit on a foundation, from the ace up to the king."),
                tr("The deal: every card face up, in eight columns. Deals are numbered as in Microsoft's FreeCell: deal 1 to 32000 are the same games everywhere."),
                tr("Any card may rest in one of the four free cells, one card to a cell. On the columns, build down in alternating colours; any card fills an empty column."),
                tr("Cards move one at a time, but a run moves at once when there is room to move it a card at a time: free cells plus one, doubled for each empty column."),
                tr("Cards that no other card could still need go home by themselves. Almost every deal can be won; deal 11982 cannot."),
            ].joined(separator: "\n")
        case .yukon:
            [
                tr("Goal: build each suit on a foundation, from the ace up to the king."),
                tr("The deal: seven tableau piles as in Klondike, then every remaining card face up on them, five to each pile but the first. There is no stock."),
                tr("Build down in alternating colours. Any face-up card moves with every card on it, in order or not, wherever its own card could go: a red six with whatever lies on it onto a black seven."),
                tr("Only a king, with whatever lies on it, fills an empty pile. A card uncovered turns face up."),
            ].joined(separator: "\n")
        case .fortyThieves:
            [
                tr("Goal: build all eight foundations up in suit, from the ace to the king; there are two decks, so two of each suit."),
                tr("The deal: forty cards face up in ten columns of four; the other 64 wait face down in the stock."),
                tr("On the columns, build down in suit: the six of hearts on the seven of hearts. Any card fills an empty column."),
                tr("Cards move one at a time. A run in one suit moves as a whole when the empty columns would let you move it a card at a time: two cards with one empty column to spare, four with two."),
                tr("Click the stock to turn its top card onto the waste, whose top card plays. The stock is gone through once: there is no second time."),
            ].joined(separator: "\n")
        case .spider, .spiderTwoSuits, .spiderFourSuits:
            [
                tr("Goal: build eight complete suits, each from king down to ace, in the columns; a complete suit leaves the table for a foundation by itself."),
                // TRANSLATORS: %s says what the 104 cards are ("two full decks", "eight decks' worth of spades").
                tr("The deal: 104 cards, %s. Ten columns get 54 of them, six to each of the first four and five to the others, the top card of each face up; the other 50 wait in the stock.", spiderCards),
                tr("Any card goes on a card one higher, of any suit, and any card or run fills an empty column. But only a run in one suit moves as a whole: a seven and a six of spades together, not a seven of hearts with a six of spades."),
                tr("Click the stock to deal a card face up onto every column, five times in a game. It deals only when no column is empty."),
                tr("A card uncovered turns face up."),
            ].joined(separator: "\n")
        }
    }

    /// What Spider's 104 cards are, in this game.
    private var spiderCards: String {
        switch self {
        case .spiderTwoSuits: tr("four decks' worth of spades and hearts")
        case .spiderFourSuits: tr("two full decks")
        default: tr("eight decks' worth of spades")
        }
    }
}
