import Foundation

/// A game the card table plays, by the name the command line and the saved files use, as its
/// `GameDefinition` describes it. `GameKind.allCases` (`GameRegistry.swift`) is the list of
/// games: a game is its own folder plus one line there.
///
/// ```swift
/// let game = GameKind(rawValue: "freecell")?.newGame(number: 11982)
/// ```
public struct GameKind: Hashable, Sendable, CustomStringConvertible {
    /// The name the command line and the saved files use.
    public let rawValue: String
    private let definition: any GameDefinition

    /// The game `definition` describes.
    public init(_ definition: some GameDefinition) {
        rawValue = definition.id
        self.definition = definition
    }

    /// The listed game called `rawValue`, if there is one.
    public init?(rawValue: String) {
        guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = kind
    }

    /// The kind of `game` (the first listed, for a game no definition plays).
    public init(of game: any PatienceGame) {
        self = Self.allCases.first { $0.plays(game) } ?? Self.allCases[0]
    }

    public static func == (lhs: GameKind, rhs: GameKind) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public var description: String { rawValue }

    /// The game's name as players write it.
    public var title: String { definition.title }
    /// The game in a line, as a chooser lists it.
    public var summary: String { definition.summary }
    /// The game's rules, a paragraph a line.
    public var rules: String { definition.rules.joined(separator: "\n") }
    /// The page of Deckhand's help that gives the game's rules.
    public var helpPage: String { definition.helpPage }
    /// The numbers a new game is dealt from.
    public var numbers: ClosedRange<UInt64> { definition.numbers }
    /// What Game Number… says of the numbers, if more than the usual.
    public var numbersExplanation: String? { definition.numbersExplanation }
    /// Whether a new game may turn one or three cards.
    public var offersDrawModes: Bool { definition.offersDrawModes }

    /// Game `number`, dealt; a game with draw modes turns `drawMode` cards at a time.
    public func newGame(number: UInt64, drawMode: DrawMode = .one) -> any PatienceGame {
        definition.newGame(number: number, drawMode: drawMode)
    }

    /// Whether `game` is a game of this kind.
    public func plays(_ game: any PatienceGame) -> Bool {
        Self.plays(definition, game)
    }

    private static func plays<Definition: GameDefinition>(_ definition: Definition, _ game: any PatienceGame) -> Bool {
        (game as? Definition.Game).map(definition.plays) ?? false
    }

    /// `game` as its saved file holds it, with the `seconds` it has been played beside its
    /// own state; nil when `game` is not of this kind.
    public func savedFile(of game: any PatienceGame, seconds: Double) throws -> Data? {
        try Self.savedFile(definition, game, seconds: seconds)
    }

    private static func savedFile<Definition: GameDefinition>(_ definition: Definition, _ game: any PatienceGame, seconds: Double) throws -> Data? {
        guard let game = game as? Definition.Game else { return nil }
        return try JSONEncoder().encode(SavedGameFile(state: definition.savedState(of: game), seconds: seconds))
    }

    /// The game a saved file holds, and the seconds it was played; nil when the file does not
    /// hold a game of this kind.
    public func game(fromSavedFile data: Data) -> (game: any PatienceGame, seconds: Double)? {
        Self.game(definition, data)
    }

    private static func game<Definition: GameDefinition>(_ definition: Definition, _ data: Data) -> (game: any PatienceGame, seconds: Double)? {
        guard let file = try? JSONDecoder().decode(SavedGameFile<Definition.SavedState>.self, from: data),
              let game = definition.game(from: file.state) else { return nil }
        return (game, file.seconds ?? 0)
    }
}

/// A saved game's file: the game's own state, and beside its fields the time it was played.
private struct SavedGameFile<State: Codable>: Codable {
    var state: State
    /// Missing from games saved before the time was kept.
    var seconds: Double?

    private enum Key: String, CodingKey {
        case seconds
    }

    init(state: State, seconds: Double) {
        self.state = state
        self.seconds = seconds
    }

    init(from decoder: any Decoder) throws {
        state = try State(from: decoder)
        seconds = try decoder.container(keyedBy: Key.self).decodeIfPresent(Double.self, forKey: .seconds)
    }

    func encode(to encoder: any Encoder) throws {
        try state.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(seconds, forKey: .seconds)
    }
}
