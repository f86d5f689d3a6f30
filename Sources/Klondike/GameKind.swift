import Localization

/// The games the card table plays, by the name the command line and the saved files use.
///
/// ```swift
/// let game = GameKind(rawValue: "freecell")?.newGame(number: 11982)
/// ```
public enum GameKind: String, CaseIterable, Sendable {
    case klondike
    case freecell
    case yukon
    case spider
    case spiderTwoSuits = "spider-two-suits"
    case spiderFourSuits = "spider-four-suits"
    case fortyThieves = "forty-thieves"

    /// The game's name as players write it.
    public var title: String {
        switch self {
        case .klondike: trc("game name", "Klondike")
        case .freecell: trc("game name", "FreeCell")
        case .yukon: trc("game name", "Yukon")
        case .spider: trc("game name", "Spider")
        case .spiderTwoSuits: trc("game name", "Spider, Two Suits")
        case .spiderFourSuits: trc("game name", "Spider, Four Suits")
        case .fortyThieves: trc("game name", "Forty Thieves")
        }
    }

    /// The numbers a new game is dealt from: FreeCell's are the Microsoft deals.
    public var numbers: ClosedRange<UInt64> {
        switch self {
        case .klondike, .yukon, .spider, .spiderTwoSuits, .spiderFourSuits, .fortyThieves: 1...1_000_000
        case .freecell: 1...32_000
        }
    }

    /// Game `number`, dealt; Klondike turns `drawMode` cards at a time.
    public func newGame(number: UInt64, drawMode: DrawMode = .one) -> any PatienceGame {
        switch self {
        case .klondike: KlondikeGame(seed: number, drawMode: drawMode)
        case .freecell: FreeCellGame(deal: Int(clamping: number))
        case .yukon: KlondikeGame(seed: number, variant: .yukon)
        case .spider: SpiderGame(seed: number, suits: .one)
        case .spiderTwoSuits: SpiderGame(seed: number, suits: .two)
        case .spiderFourSuits: SpiderGame(seed: number, suits: .four)
        case .fortyThieves: FortyThievesGame(seed: number)
        }
    }

    /// The kind of `game`.
    public init(of game: any PatienceGame) {
        if game is FreeCellGame {
            self = .freecell
        } else if game is FortyThievesGame {
            self = .fortyThieves
        } else if let spider = game as? SpiderGame {
            self = switch spider.suits {
            case .one: .spider
            case .two: .spiderTwoSuits
            case .four: .spiderFourSuits
            }
        } else {
            self = (game as? KlondikeGame)?.variant == .yukon ? .yukon : .klondike
        }
    }
}
