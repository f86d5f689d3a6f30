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
    static func uri(of page: String?) -> String? {
        if DataFolders.searched.contains(where: { holds("index", in: $0.appendingPathComponent("help/C/deckhand")) }) {
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

    /// Opens `page` over `window`, or says in `status` (a window's status line) why it could
    /// not.
    static func open(_ page: String?, over window: ApplicationWindow, sayingWhyIn status: Label) {
        open(page, over: window) { [weak status] reason in status?.text = reason }
    }

    /// Whether `book` has the page `name`.
    private static func holds(_ name: String, in book: URL) -> Bool {
        FileManager.default.fileExists(atPath: book.appendingPathComponent("\(name).page").path)
    }
}
