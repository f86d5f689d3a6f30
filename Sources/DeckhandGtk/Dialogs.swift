import CDeckhandGtk

/// Small windows a window opens over itself.
@MainActor
public enum Dialogs {
    /// Shows an `AdwAboutWindow` for an application: its icon, name, developer and version,
    /// what it is for, its website, and its release notes (AppStream markup, as the metainfo
    /// carries them).
    public static func showAbout(
        over parent: ApplicationWindow, name: String, version: String, developer: String,
        comments: String, website: String, iconName: String, releaseNotes: String, translators: String = ""
    ) {
        guard let about = adw_about_window_new() else { return }
        let window = OpaquePointer(about)
        adw_about_window_set_application_name(window, name)
        adw_about_window_set_application_icon(window, iconName)
        adw_about_window_set_developer_name(window, developer)
        adw_about_window_set_version(window, version)
        adw_about_window_set_release_notes_version(window, version)
        adw_about_window_set_release_notes(window, releaseNotes)
        adw_about_window_set_comments(window, comments)
        adw_about_window_set_website(window, website)
        // GNOME's convention: the catalogue's "translator-credits" message names the translators;
        // untranslated, it is no credit at all.
        if !translators.isEmpty, translators != "translator-credits" {
            adw_about_window_set_translator_credits(window, translators)
        }
        present(about, over: parent)
    }

    /// Shows a modal window titled `title` with `text` in it, and a Close button. Long text
    /// scrolls, so that the window, and its button, stay on the screen; it can be selected and
    /// copied.
    @discardableResult
    public static func showMessage(over parent: ApplicationWindow, title: String, text: String) -> ApplicationWindow {
        show(over: parent, title: title, content: scrollingText(text), buttons: [DialogButton(catalogue.tr("Close"), style: .suggested)])
    }

    /// `text` for a dialog's content: wrapped, selectable, and scrolling once it is taller
    /// than 360 points, so that the dialog stays on the screen.
    public static func scrollingText(_ text: String) -> Widget {
        let label = Label(text)
        label.xAlign = 0
        label.wraps = true
        label.isSelectable = true
        label.setSizeRequest(width: 320, height: -1)
        label.maxWidthChars = 60
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.growsWithContent(upTo: 360)
        scroller.setChild(label)
        return scroller
    }

    /// A button along the bottom of a dialog: it runs `handler`, then closes the dialog.
    public struct DialogButton {
        /// How a button looks: plain, the suggested answer, or one that destroys something.
        public enum Style: Sendable {
            /// An ordinary button.
            case plain
            /// The suggested answer, in the accent colour.
            case suggested
            /// An answer that destroys something, in red.
            case destructive
        }

        let label: String
        let style: Style
        let handler: @MainActor () -> Void

        /// A button labelled `label` (with a `_` before its mnemonic letter, if any).
        public init(_ label: String, style: Style = .plain, handler: @escaping @MainActor () -> Void = {}) {
            self.label = label
            self.style = style
            self.handler = handler
        }
    }

    /// Shows a modal window over `parent`, titled `title`, with `content` above a row of
    /// `buttons`. The last button is the default (Return presses it) and has the focus;
    /// Escape closes the dialog as its close button does.
    ///
    /// ```swift
    /// Dialogs.show(over: window, title: "Statistics", content: figures, buttons: [
    ///     DialogButton("_Reset", style: .destructive) { reset() },
    ///     DialogButton("_Close", style: .suggested),
    /// ])
    /// ```
    @discardableResult
    public static func show(over parent: ApplicationWindow, title: String, content: Widget, buttons: [DialogButton]) -> ApplicationWindow {
        let dialog = ApplicationWindow()
        dialog.title = title
        // A header bar of its own: the title and a close button, with or without a window manager.
        dialog.setTitlebar(HeaderBar())
        gtk_window_set_resizable(dialog.typed(), 0)
        let body = Box(.vertical, spacing: 18)
        body.addCSSClass("dialog-body")
        body.append(content)
        let row = Box(.horizontal, spacing: 12)
        row.horizontalAlignment = .end
        var last: Button?
        for entry in buttons {
            let button = Button(label: entry.label)
            button.useUnderline = true
            switch entry.style {
            case .plain: break
            case .suggested: button.addCSSClass("suggested-action")
            case .destructive: button.addCSSClass("destructive-action")
            }
            // The window's own action closes it: the button holds no reference to the dialog.
            button.setActionName("window.close")
            button.onClicked(entry.handler)
            row.append(button)
            last = button
        }
        if !buttons.isEmpty { body.append(row) }
        dialog.setChild(body)
        let keys = ShortcutController()
        keys.add("Escape", action: "window.close")
        dialog.addController(keys)
        if let last { gtk_window_set_default_widget(dialog.typed(), last.widget) }
        present(dialog.widget, over: parent)
        if let last { _ = last.grabFocus() }
        return dialog
    }

    private static func present(_ window: UnsafeMutablePointer<GtkWidget>, over parent: ApplicationWindow) {
        makeModal(window, over: parent)
        gtk_window_present(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)))
    }

    /// Makes `window` a dialog of `parent`: on top of it, modal to it, and closed with it.
    static func makeModal(_ window: UnsafeMutablePointer<GtkWidget>, over parent: ApplicationWindow) {
        let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
        gtk_window_set_transient_for(gtkWindow, parent.typed())
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_destroy_with_parent(gtkWindow, 1)
    }
}
