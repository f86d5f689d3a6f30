import Foundation
import Patience

/// Keeps one game's game in progress and statistics in Deckhand's data folder
/// (`$XDG_DATA_HOME/deckhand`, or `$DECKHAND_DATA_HOME`), written atomically, in files named
/// after the game (`klondike-game.json`, `freecell-statistics.json`).
public struct GameStore: Sendable {
    /// The folder the files are in.
    public let folder: URL
    /// The game whose files these are.
    public let kind: GameKind

    /// The store of `kind`'s files in the usual data folder.
    public init(kind: GameKind, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.kind = kind
        folder = UserDataFolder.url(environment: environment)
    }

    private var gameURL: URL { folder.appendingPathComponent("\(kind.rawValue)-game.json") }
    private var statisticsURL: URL { folder.appendingPathComponent("\(kind.rawValue)-statistics.json") }

    /// The saved game and the time it was played, if there is one and it can be read: the
    /// game's own saved state (`GameDefinition.SavedState`), read by its kind.
    public func loadGame() -> (game: any PatienceGame, seconds: Double)? {
        (try? Data(contentsOf: gameURL)).flatMap(kind.game(fromSavedFile:))
    }

    /// Saves `game`, played for `seconds`, or forgets the saved game when it is nil (a
    /// finished game).
    public func save(_ game: (any PatienceGame)?, seconds: Double = 0) throws {
        guard let game else {
            try? FileManager.default.removeItem(at: gameURL)
            return
        }
        guard let data = try kind.savedFile(of: game, seconds: seconds) else { return }
        try write(data, to: gameURL)
    }

    /// The statistics so far.
    public func loadStatistics() -> GameStatistics {
        (try? Data(contentsOf: statisticsURL)).flatMap { try? JSONDecoder().decode(GameStatistics.self, from: $0) }
            ?? GameStatistics()
    }

    /// Saves the statistics.
    public func save(_ statistics: GameStatistics) throws {
        try write(JSONEncoder().encode(statistics), to: statisticsURL)
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
