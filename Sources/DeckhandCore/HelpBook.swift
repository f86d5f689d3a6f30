import Foundation
import DeckhandGtk
import Localization

/// Deckhand's help (Mallard pages in `help/`, read in Yelp): where a page is, and opening it.
///
/// Installed (meson puts the pages in `<prefix>/share/help/<language>/deckhand`), a page is
/// `help:deckhand/<page>` and Yelp picks the user's language. Run from a SwiftPM build, the
/// pages are the source tree's `help/C`, opened by path.
@MainActor
enum HelpBook {
    /// The URI of `page` (a page id such as "spider"; the index when nil).
    static func uri(of page: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let name = page ?? "index"
        if isInstalled(environment: environment) {
            return page.map { "help:deckhand/\($0)" } ?? "help:deckhand"
        }
        return "ghelp:" + sourcePages.appendingPathComponent(name).path
    }

    /// Opens `page` over `window`; if no help viewer could, says so in `window` with `unopened`.
    static func open(_ page: String?, over window: ApplicationWindow, unopened: @escaping @MainActor (String) -> Void) {
        window.show(uri: uri(of: page)) { reason in
            // TRANSLATORS: %s is the system's reason, for example that no app opens help pages.
            unopened(tr("The help could not be opened: %s", reason))
        }
    }

    /// Whether a data folder holds the installed help (`help/C/deckhand/index.page`).
    private static func isInstalled(environment: [String: String]) -> Bool {
        let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        let beside = executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share")
        return ([beside] + dataDirs).contains {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("help/C/deckhand/index.page").path)
        }
    }

    private static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// The source tree's pages, for a binary in `.build/<triple>/<configuration>/`.
    private static var sourcePages: URL {
        executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("help/C")
    }
}
