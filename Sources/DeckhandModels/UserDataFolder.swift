import Foundation

/// Where Deckhand keeps what it writes for the user: `$DECKHAND_DATA_HOME`, else
/// `$XDG_DATA_HOME/deckhand`, else `~/.local/share/deckhand`.
public enum UserDataFolder {
    /// The folder (it may not exist yet).
    public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let override = environment["DECKHAND_DATA_HOME"] {
            return URL(fileURLWithPath: override)
        }
        let base = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return base.appendingPathComponent("deckhand")
    }

    /// Where Deckhand keeps its settings: `$DECKHAND_DATA_HOME/settings` (so that a test's run
    /// keeps everything in one folder), else `$XDG_CONFIG_HOME/deckhand`, else
    /// `~/.config/deckhand`.
    public static func settingsURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let override = environment["DECKHAND_DATA_HOME"] {
            return URL(fileURLWithPath: override).appendingPathComponent("settings")
        }
        let base = environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return base.appendingPathComponent("deckhand")
    }
}
