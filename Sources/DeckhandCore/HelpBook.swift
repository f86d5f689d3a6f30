import Foundation
import DeckhandGtk
import Localization

/// Deckhand's help (Mallard pages, `help/`, read in Yelp): where a page is, and opening it.
///
/// Installed where Yelp looks (`help/<language>/deckhand` in a data folder: meson's
/// `<prefix>/share/help` under `XDG_DATA_DIRS`), a page is `help:deckhand/<page>` and Yelp picks
/// the user's language. Elsewhere (a prefix Yelp does not search, or a SwiftPM build whose
/// `.build/help` `scripts/translations compile .build` filled) a page is opened by its path,
/// in the first of the user's languages it is translated into.
@MainActor
enum HelpBook {
    /// The URI of `page` (a page id such as "spider"; the index when nil), nil when no help is
    /// installed.
    static func uri(of page: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if dataFolders(environment).contains(where: { holds("index", in: $0.appendingPathComponent("help/C/deckhand")) }) {
            return page.map { "help:deckhand/\($0)" } ?? "help:deckhand"
        }
        let name = page ?? "index"
        for root in [AppFolders.share, AppFolders.build].map({ $0.appendingPathComponent("help") }) {
            for language in UserLanguages.preferred {
                let book = root.appendingPathComponent("\(language)/deckhand")
                if holds(name, in: book) { return "ghelp:" + book.appendingPathComponent(name).path }
            }
        }
        return nil
    }

    /// Opens `page` over `window`; if no help viewer could (or no help is installed), says why
    /// through `unopened`.
    static func open(_ page: String?, over window: ApplicationWindow, unopened: @escaping @MainActor (String) -> Void) {
        guard let uri = uri(of: page) else {
            return unopened(tr("The help is not installed."))
        }
        window.show(uri: uri) { reason in
            // TRANSLATORS: %s is the system's reason, for example that no app opens help pages.
            unopened(tr("The help could not be opened: %s", reason))
        }
    }

    /// Whether `book` has the page `name`.
    private static func holds(_ name: String, in book: URL) -> Bool {
        FileManager.default.fileExists(atPath: book.appendingPathComponent("\(name).page").path)
    }

    /// The folders Yelp searches: `XDG_DATA_HOME` and `XDG_DATA_DIRS`, with their defaults.
    private static func dataFolders(_ environment: [String: String]) -> [URL] {
        let home = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share").path
        let system = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        return ([home] + system.split(separator: ":").map(String.init)).map { URL(fileURLWithPath: $0) }
    }
}
