import Localization

/// Klondike and Yukon, which `KlondikeGame` plays both of (`variant`): their names, rules and
/// saved games.
struct KlondikeDefinition: GameDefinition {
    /// Klondike, or Yukon.
    let variant: KlondikeVariant

    var id: String { variant.rawValue }

    var title: String {
        variant == .yukon ? trc("game name", "Yukon") : trc("game name", "Klondike")
    }

    var summary: String {
        variant == .yukon
            ? tr("No stock; any face-up card moves with the cards on it")
            : tr("The classic: a stock to deal from, seven piles to build down")
    }

    var rules: [String] {
        if variant == .yukon {
            return [
                tr("Goal: build each suit on a foundation, from the ace up to the king."),
                tr("The deal: seven tableau piles as in Klondike, then every remaining card face up on them, five to each pile but the first. There is no stock."),
                tr("Build down in alternating colours. Any face-up card moves with every card on it, in order or not, wherever its own card could go: a red six with whatever lies on it onto a black seven."),
                tr("Only a king, with whatever lies on it, fills an empty pile. A card uncovered turns face up."),
            ]
        }
        return [
            tr("Goal: build each suit on a foundation, from the ace up to the king."),
            tr("The deal: seven tableau piles of one to seven cards, the top card of each face up; the other 24 cards wait face down in the stock."),
            tr("On the tableau, build down in alternating colours: a red six on a black seven. A face-up card moves with every card on it, if they run down in alternating colours. Only a king, or a run from a king, fills an empty pile."),
            tr("Click the stock to turn one card (or three, with Draw Three) onto the waste; its top card plays. An empty stock turns the waste back over."),
            tr("A card uncovered on the tableau turns face up. Score: 10 points a card sent home, 5 for a card from the waste to the tableau or a card turned face up, less 15 for a card taken back from a foundation, less 100 (20 when drawing three) for turning the waste over."),
        ]
    }

    var helpPage: String { variant.rawValue }
    var numbers: ClosedRange<UInt64> { 1...1_000_000 }
    var offersDrawModes: Bool { variant == .klondike }

    func newGame(number: UInt64, drawMode: DrawMode) -> KlondikeGame {
        KlondikeGame(seed: number, drawMode: variant == .klondike ? drawMode : .one, variant: variant)
    }

    func plays(_ game: KlondikeGame) -> Bool { game.variant == variant }

    func savedState(of game: KlondikeGame) -> SavedKlondike {
        SavedKlondike(deal: SavedDeal(of: game), drawMode: game.drawMode, score: game.score, redeals: game.redeals)
    }

    func game(from state: SavedKlondike) -> KlondikeGame? {
        guard var piles = state.deal.piles(dealtAs: newGame(number: state.deal.seed, drawMode: .one)) else { return nil }
        for pile in PileID.all where piles[pile] == nil { piles[pile] = [] }
        return KlondikeGame(
            seed: state.deal.seed, drawMode: state.drawMode ?? .one, piles: piles, score: state.score ?? 0,
            moves: state.deal.moves, redeals: state.redeals ?? 0, variant: variant
        )
    }
}

/// A Klondike or Yukon game as saved: its deal and moves, with how many cards a deal turns
/// over, the score and the redeals beside them (each missing from files older than it).
struct SavedKlondike: Codable {
    var deal: SavedDeal
    var drawMode: DrawMode?
    var score: Int?
    var redeals: Int?

    private enum Key: String, CodingKey {
        case drawMode, score, redeals
    }

    init(deal: SavedDeal, drawMode: DrawMode, score: Int, redeals: Int) {
        self.deal = deal
        self.drawMode = drawMode
        self.score = score
        self.redeals = redeals
    }

    init(from decoder: any Decoder) throws {
        deal = try SavedDeal(from: decoder)
        let values = try decoder.container(keyedBy: Key.self)
        drawMode = try values.decodeIfPresent(DrawMode.self, forKey: .drawMode)
        score = try values.decodeIfPresent(Int.self, forKey: .score)
        redeals = try values.decodeIfPresent(Int.self, forKey: .redeals)
    }

    func encode(to encoder: any Encoder) throws {
        try deal.encode(to: encoder)
        var values = encoder.container(keyedBy: Key.self)
        try values.encodeIfPresent(drawMode, forKey: .drawMode)
        try values.encodeIfPresent(score, forKey: .score)
        try values.encodeIfPresent(redeals, forKey: .redeals)
    }
}

extension GameKind {
    /// Klondike: a stock to deal from, seven piles to build down.
    public static let klondike = GameKind(KlondikeDefinition(variant: .klondike))
    /// Yukon: Klondike's deal with no stock.
    public static let yukon = GameKind(KlondikeDefinition(variant: .yukon))
}

extension TableLayout {
    /// Klondike: stock and waste at the left, a gap, four foundations; seven columns. Room for
    /// the deal's longest column: six face-down cards under seven face-up ones.
    public static let klondike = TableLayout(
        columns: 7,
        topRow: [.stock: 0, .waste: 1, .foundation(0): 3, .foundation(1): 4, .foundation(2): 5, .foundation(3): 6],
        roomyColumn: (6, 7)
    )

    /// Yukon: four foundations at the right; seven columns, the longest dealt eleven cards
    /// (six face down under five face up) with room for more built on it.
    public static let yukon = TableLayout(
        columns: 7,
        topRow: [.foundation(0): 3, .foundation(1): 4, .foundation(2): 5, .foundation(3): 6],
        roomyColumn: (6, 10)
    )
}
