import Foundation

/// Where the running binary is, and the folders beside it that hold Deckhand's translations and
/// help: `<prefix>/share` for a binary meson installed in `<prefix>/bin`, `.build` for one
/// SwiftPM built (`.build/<triple>/<configuration>/deckhand`), where `scripts/translations
/// compile .build` puts them.
enum AppFolders {
    /// The running executable, symbolic links resolved (once: it does not move).
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()

    /// `<prefix>/share`, for an installed binary.
    static let share = executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share")

    /// `.build`, for a binary SwiftPM built.
    static let build = executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
