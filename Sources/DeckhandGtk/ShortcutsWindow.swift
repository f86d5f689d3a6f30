import CDeckhandGtk
import Foundation

/// A `GtkShortcutsWindow`: the keyboard shortcuts of a window, in titled groups, as GNOME
/// apps show them on Ctrl+? (Escape closes it).
///
/// ```swift
/// ShortcutsWindow.show(over: window, groups: [
///     ("Game", [("<Control>n", "New game"), ("<Control>z", "Undo")]),
/// ])
/// ```
@MainActor
public enum ShortcutsWindow {
    /// One shortcut: its accelerators as GTK writes them (`<Control>z`, several separated by
    /// spaces), and what it does.
    public typealias Shortcut = (accelerator: String, title: String)

    /// Shows the shortcuts in `groups` over `parent`.
    public static func show(over parent: ApplicationWindow, groups: [(title: String, shortcuts: [Shortcut])]) {
        let title = catalogue.tr("Keyboard Shortcuts")
        var xml = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
        xml += "<property name=\"title\">\(escaped(title))</property>"
        xml += "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property>"
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(group.title))</property>"
            for shortcut in group.shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\">"
                xml += "<property name=\"accelerator\">\(escaped(shortcut.accelerator))</property>"
                xml += "<property name=\"title\">\(escaped(shortcut.title))</property></object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        // Added rather than built from the string, which would abort on a malformed one.
        guard let builder = gtk_builder_new() else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0,
              let object = gtk_builder_get_object(builder, "shortcuts") else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "no window was built"
            g_clear_error(&error)
            FileHandle.standardError.write(Data("deckhand: the keyboard shortcuts cannot be shown: \(message)\n".utf8))
            return
        }
        let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(object))
        gtk_window_set_transient_for(window, parent.typed())
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_present(window)
    }

    /// `text` with XML's special characters escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
