import Foundation
import Localization

/// Where Deckhand's compiled translations are: the folder holding
/// `<language>/LC_MESSAGES/deckhand.mo`.
///
/// In order: `DECKHAND_LOCALE_DIR`; `share/locale` beside an installed binary's `bin/` (meson's
/// layout); `.build/locale` for a binary SwiftPM built, where `scripts/run` and `scripts/test`
/// compile `po/` (`scripts/translations compile .build`). Nil leaves gettext with the system's
/// folder.
public enum CatalogueFolder {
    /// The folder for the running executable and `environment`, if one exists.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let chosen = environment["DECKHAND_LOCALE_DIR"], !chosen.isEmpty { return chosen }
        let candidates = [AppFolders.share.appendingPathComponent("locale"), AppFolders.build.appendingPathComponent("locale")]
        return candidates.first { LocaleFolder.holds(Translations.domain, in: $0.path) }?.path
    }
}
