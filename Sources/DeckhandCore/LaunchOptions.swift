import Patience
import Localization

/// What a `deckhand` command line asks for.
struct LaunchOptions: Equatable {
    /// The windows Deckhand has.
    enum WindowKind: String, CaseIterable {
        case cards, playlist, gallery
    }

    /// The window asked for with `--window=`, if any.
    var requestedWindow: WindowKind?
    /// The game to play on the card table (`--game=`).
    var game: GameKind?
    /// The deal to play (`--deal=N`, or `--seed=N` as it was called before there were games).
    var seed: UInt64?
    /// The gallery page to show (`--page=`).
    var page: String?
    /// Files to open.
    var files: [String] = []
    /// Whether to print usage and exit.
    var showsHelp = false
    /// Whether to print the version and exit.
    var showsVersion = false

    /// A command line Deckhand cannot act on; `message` says what is wrong.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// Usage text for `--help` and errors.
    static var usage: String {
        [
            // TRANSLATORS: --help text. Keep "deckhand", the options and their values (cards, gallery, playlist) as they are.
            tr("Usage: deckhand [--window=cards|gallery|playlist] [--game=GAME] [--deal=N] [--page=PAGE] [FILE...]"),
            "",
            tr("Arrange things by dragging them."),
            "",
            // TRANSLATORS: --help text: keep the option and the values cards, gallery and playlist; line the description up with the others.
            tr("  --window=KIND   open a window: cards (the default: Klondike), gallery, or playlist\n                  (an editor per FILE, or an empty playlist)"),
            // TRANSLATORS: --help text: keep the option and the page names grid, stacks, custom and lists.
            tr("  --page=PAGE     open the gallery on a page: grid, stacks, custom or lists"),
            // TRANSLATORS: --help text: keep the option; %s is the names of the games, one line or more, each indented to line up with the descriptions.
            tr("  --game=GAME     play GAME on the card table, one of:\n%s", gameNames),
            // TRANSLATORS: --help text.
            tr("  --deal=N        deal game number N (FreeCell: the Microsoft deals 1 to 32000)"),
            // TRANSLATORS: --help text.
            tr("  --help          show this help"),
            // TRANSLATORS: --help text.
            tr("  --version       show Deckhand's version"),
        ].joined(separator: "\n")
    }

    /// The games' names as typed after `--game=`, in lines indented as the usage's
    /// descriptions are.
    private static var gameNames: String {
        let indent = String(repeating: " ", count: 18)
        var lines: [String] = []
        var line = ""
        for name in GameKind.allCases.map(\.rawValue) {
            if !line.isEmpty, line.count + name.count + 2 > 62 {
                lines.append(indent + line + ",")
                line = ""
            }
            line += line.isEmpty ? name : ", " + name
        }
        return (lines + [indent + line]).joined(separator: "\n")
    }

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        for argument in arguments {
            if argument == "--help" || argument == "-h" {
                showsHelp = true
            } else if argument == "--version" {
                showsVersion = true
            } else if let value = argument.value(of: "--window") {
                guard let kind = WindowKind(rawValue: value) else {
                    // TRANSLATORS: a command-line error; %s is the value typed after --window=, and "gallery" is a value to type.
                    throw UsageError(message: tr("unknown window '%s' (try gallery)", value))
                }
                requestedWindow = kind
            } else if let value = argument.value(of: "--page") {
                guard Self.pages.contains(value) else {
                    // TRANSLATORS: a command-line error; %s is the value typed after --page=; keep the page names.
                    throw UsageError(message: tr("unknown page '%s' (try grid, stacks, custom or lists)", value))
                }
                page = value
            } else if let value = argument.value(of: "--game") {
                guard let game = GameKind(rawValue: value.lowercased()) else {
                    let names = GameKind.allCases.map(\.rawValue).joined(separator: trc("list separator", ", "))
                    // TRANSLATORS: a command-line error; %1$s is the value typed after --game=, %2$s the game names to type instead.
                    throw UsageError(message: tr("unknown game '%1$s' (try %2$s)", value, names))
                }
                self.game = game
            } else if let (option, value) = ["--deal", "--seed"].lazy.compactMap({ option in argument.value(of: option).map { (option, $0) } }).first {
                guard let seed = UInt64(value) else {
                    // TRANSLATORS: a command-line error; %1$s is the option (--deal), %2$s the value typed after it.
                    throw UsageError(message: tr("%1$s takes a whole number, not '%2$s'", option, value))
                }
                self.seed = seed
            } else if argument.hasPrefix("-") {
                // TRANSLATORS: a command-line error; %s is the option typed.
                throw UsageError(message: tr("unknown option '%s'", argument))
            } else {
                files.append(argument)
            }
        }
    }

    /// The gallery's pages, by name.
    static let pages = ["grid", "stacks", "custom", "lists"]

    /// The window to open: the one asked for; else the gallery when a page was named; else
    /// the card table.
    var window: WindowKind {
        requestedWindow ?? (!files.isEmpty ? .playlist : page == nil ? .cards : .gallery)
    }

    /// Why the requested window cannot open yet, if it cannot.
    var unavailableReason: String? {
        switch window {
        case .gallery, .cards:
            // TRANSLATORS: a command-line error; %s is the window asked for (cards or gallery), not to be translated.
            files.isEmpty ? nil : tr("files open in the playlist editor; leave out --window=%s", window.rawValue)
        case .playlist:
            nil
        }
    }
}

private extension String {
    /// The value of a `--name=value` argument, if this is one.
    func value(of option: String) -> String? {
        hasPrefix(option + "=") ? String(dropFirst(option.count + 1)) : nil
    }
}
