extension GameKind {
    /// Every game the card table plays, in the order Select Game… lists them: adding a game
    /// is its own folder and one line here.
    public static let allCases: [GameKind] = [
        .klondike,
        .freecell,
        .yukon,
        .spider,
        .spiderTwoSuits,
        .spiderFourSuits,
        .fortyThieves,
        .golf,
    ]
}
