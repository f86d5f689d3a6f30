/// The games the card table plays, by the name the command line and the saved files use.
///
/// ```swift
/// let game = GameKind(rawValue: "freecell")?.newGame(number: 11982)
/// ```
public enum GameKind: String, CaseIterable, Sendable {
    case klondike
    case freecell
    case yukon

    /// The game's name as players write it.
    public var title: String {
        switch self {
        case .klondike: "Klondike"
        case .freecell: "FreeCell"
        case .yukon: "Yukon"
        }
    }

    /// The numbers a new game is dealt from: FreeCell's are the Microsoft deals.
    public var numbers: ClosedRange<UInt64> {
        switch self {
        case .klondike, .yukon: 1...1_000_000
        case .freecell: 1...32_000
        }
    }

    /// Game `number`, dealt; Klondike turns `drawMode` cards at a time.
    public func newGame(number: UInt64, drawMode: DrawMode = .one) -> any PatienceGame {
        switch self {
        case .klondike: KlondikeGame(seed: number, drawMode: drawMode)
        case .freecell: FreeCellGame(deal: Int(clamping: number))
        case .yukon: KlondikeGame(seed: number, variant: .yukon)
        }
    }

    /// The kind of `game`.
    public init(of game: any PatienceGame) {
        if game is FreeCellGame {
            self = .freecell
        } else {
            self = (game as? KlondikeGame)?.variant == .yukon ? .yukon : .klondike
        }
    }
}
