import Foundation

/// Where Deckhand keeps what it writes for the user: `$DECKHAND_DATA_HOME`, else
/// `$XDG_DATA_HOME/deckhand`, else `~/.local/share/deckhand`, where `~` is `$HOME` as GLib and
/// GTK take it (the account's home folder only when `HOME` is unset).
public enum UserDataFolder {
    /// The folder (it may not exist yet).
    public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let override = environment["DECKHAND_DATA_HOME"] {
            return URL(fileURLWithPath: override)
        }
        return base(environment, variable: "XDG_DATA_HOME", fallback: ".local/share").appendingPathComponent("deckhand")
    }

    /// Where Deckhand keeps its settings: `$DECKHAND_DATA_HOME/settings` (so that a test's run
    /// keeps everything in one folder), else `$XDG_CONFIG_HOME/deckhand`, else
    /// `~/.config/deckhand`.
    public static func settingsURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let override = environment["DECKHAND_DATA_HOME"] {
            return URL(fileURLWithPath: override).appendingPathComponent("settings")
        }
        return base(environment, variable: "XDG_CONFIG_HOME", fallback: ".config").appendingPathComponent("deckhand")
    }

    /// The XDG base folder `variable` names, or `fallback` inside the home folder: the base
    /// directory specification ignores a value that is empty or not an absolute path.
    private static func base(_ environment: [String: String], variable: String, fallback: String) -> URL {
        if let value = environment[variable], value.hasPrefix("/") {
            return URL(fileURLWithPath: value)
        }
        // Foundation's home folder on Linux is the account's, whatever HOME says; GLib's (and
        // so GTK's, and every other desktop app's) is HOME's.
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(fallback)
    }
}
