import CGettext

/// A library's own gettext domain, bound to its catalogues wherever they are, with no call from
/// the app that uses the library.
///
/// A library keeps one as a global constant and says everything through it, so that its words
/// follow the user's language in any app (the app's own `tr` reads the app's domain):
/// ```swift
/// let catalogue = TextDomain("reorderkit", resourcesOf: "ReorderKit")
/// let said = catalogue.tr("Picked up %1$s, position %2$d of %3$d", "Photo 2", 2, 10)
/// ```
/// The catalogues are `<folder>/<language>/LC_MESSAGES/<name>.mo`, found (see ``LocaleFolder``)
/// in the target's SwiftPM resource bundle beside the executable, else in `share/locale` beside
/// an installed executable's `bin/`, else in the system's folder. The user's language is the
/// process's locale (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), which GTK sets as it starts.
public struct TextDomain: Sendable {
    /// The gettext domain.
    public let name: String

    /// Binds `name` to the first folder holding its catalogues: the resource bundle of the SwiftPM
    /// target `target` (which copies a `locale` folder), then an installed prefix's.
    ///
    /// Binding happens here, once per domain: keep the value in a global constant.
    public init(_ name: String, resourcesOf target: String) {
        self.name = name
        if let folder = LocaleFolder.find(domain: name, resourcesOf: target) {
            bindtextdomain(name, folder)
        }
        bind_textdomain_codeset(name, "UTF-8")
    }

    /// `message` in the user's language, its places filled with `arguments` (as the free `tr`).
    public func tr(_ message: String, _ arguments: any CustomStringConvertible...) -> String {
        Catalogue.say(message, arguments, in: name)
    }

    /// The plural form of a message for `count` (as the free `trn`).
    public func trn(
        _ singular: String, _ plural: String, _ count: Int, _ arguments: any CustomStringConvertible...
    ) -> String {
        Catalogue.say(singular, plural, count: count, arguments, in: name)
    }

    /// A message whose meaning `context` settles (as the free `trc`).
    public func trc(_ context: String, _ message: String, _ arguments: any CustomStringConvertible...) -> String {
        Catalogue.say(message, context: context, arguments, in: name)
    }
}
