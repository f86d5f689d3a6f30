import Klondike

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
    static let usage = """
        Usage: deckhand [--window=cards|gallery|playlist] [--game=GAME] [--deal=N] [--page=PAGE] [FILE...]

        Arrange things by dragging them.

          --window=KIND   open a window: cards (the default: Klondike), gallery, or playlist
                          (an editor per FILE, or an empty playlist)
          --page=PAGE     open the gallery on a page: grid, stacks, custom or lists
          --game=GAME     play klondike, freecell, yukon, spider, spider-two-suits,
                          spider-four-suits or forty-thieves on the card table
          --deal=N        deal game number N (FreeCell: the Microsoft deals 1 to 32000)
          --help          show this help
          --version       show Deckhand's version
        """

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        for argument in arguments {
            if argument == "--help" || argument == "-h" {
                showsHelp = true
            } else if argument == "--version" {
                showsVersion = true
            } else if let value = argument.value(of: "--window") {
                guard let kind = WindowKind(rawValue: value) else {
                    throw UsageError(message: "unknown window '\(value)' (try gallery)")
                }
                requestedWindow = kind
            } else if let value = argument.value(of: "--page") {
                guard Self.pages.contains(value) else {
                    throw UsageError(message: "unknown page '\(value)' (try grid, stacks, custom or lists)")
                }
                page = value
            } else if let value = argument.value(of: "--game") {
                guard let game = GameKind(rawValue: value.lowercased()) else {
                    let names = GameKind.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(message: "unknown game '\(value)' (try \(names))")
                }
                self.game = game
            } else if let (option, value) = ["--deal", "--seed"].lazy.compactMap({ option in argument.value(of: option).map { (option, $0) } }).first {
                guard let seed = UInt64(value) else {
                    throw UsageError(message: "\(option) takes a whole number, not '\(value)'")
                }
                self.seed = seed
            } else if argument.hasPrefix("-") {
                throw UsageError(message: "unknown option '\(argument)'")
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
            files.isEmpty ? nil : "files open in the playlist editor; leave out --window=\(window.rawValue)"
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
