/// What a game tells the card table about itself: its name, its numbers, its rules and help
/// page, how a game is dealt, and how it is saved. Each game's folder has one; `GameKind`
/// wraps it, and `GameKind.allCases` lists them all.
///
/// ```swift
/// struct GolfDefinition: GameDefinition {
///     let id = "golf"
///     var title: String { trc("game name", "Golf") }
///     // …
///     func newGame(number: UInt64, drawMode: DrawMode) -> GolfGame { GolfGame(seed: number) }
/// }
/// ```
public protocol GameDefinition: Sendable {
    /// The game's type.
    associatedtype Game: PatienceGame
    /// What a game in progress saves: Codable, read back by `game(from:)`.
    associatedtype SavedState: Codable

    /// The name the command line and the saved files use: "freecell", "spider-two-suits".
    var id: String { get }
    /// The game's name as players write it, translated.
    var title: String { get }
    /// The game in a line, as a chooser lists it.
    var summary: String { get }
    /// The rules as a player reads them before a first game, a paragraph each.
    var rules: [String] { get }
    /// The page of Deckhand's help (`help:deckhand/<page>`) with the game's rules.
    var helpPage: String { get }
    /// The numbers a game is dealt from.
    var numbers: ClosedRange<UInt64> { get }
    /// What Game Number… says of the numbers, where it is more than that the same number
    /// deals the same game; nil for those words.
    var numbersExplanation: String? { get }
    /// Whether a new game may turn one or three cards from the stock.
    var offersDrawModes: Bool { get }

    /// Game `number`, dealt; `drawMode` for a game that offers draw modes.
    func newGame(number: UInt64, drawMode: DrawMode) -> Game
    /// Whether `game` is this game, where two games share a type (Klondike and Yukon).
    func plays(_ game: Game) -> Bool
    /// What `game` saves.
    func savedState(of game: Game) -> SavedState
    /// The game `state` holds, if it holds one of this game's.
    func game(from state: SavedState) -> Game?
}

extension GameDefinition {
    public var numbersExplanation: String? { nil }
    public var offersDrawModes: Bool { false }
    public func plays(_ game: Game) -> Bool { true }
}
