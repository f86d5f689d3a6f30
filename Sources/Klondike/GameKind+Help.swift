extension GameKind {
    /// The page of Deckhand's help (`help:deckhand/<page>`) that gives this game's rules: the
    /// three Spiders share one.
    public var helpPage: String {
        switch self {
        case .klondike: "klondike"
        case .freecell: "freecell"
        case .yukon: "yukon"
        case .spider, .spiderTwoSuits, .spiderFourSuits: "spider"
        case .fortyThieves: "forty-thieves"
        }
    }
}
