import CGtk

/// Small windows a window opens over itself.
@MainActor
public enum Dialogs {
    /// Shows the About window for an application.
    public static func showAbout(
        over parent: ApplicationWindow, name: String, version: String, comments: String,
        website: String, iconName: String
    ) {
        guard let about = gtk_about_dialog_new() else { return }
        let dialog = OpaquePointer(about)
        gtk_about_dialog_set_program_name(dialog, name)
        gtk_about_dialog_set_version(dialog, version)
        gtk_about_dialog_set_comments(dialog, comments)
        gtk_about_dialog_set_website(dialog, website)
        gtk_about_dialog_set_logo_icon_name(dialog, iconName)
        present(about, over: parent)
    }

    /// Shows a modal window titled `title` with `text` in it, closed from its title bar.
    public static func showMessage(over parent: ApplicationWindow, title: String, text: String) {
        guard let window = gtk_window_new() else { return }
        gtk_window_set_title(UnsafeMutablePointer(OpaquePointer(window)), title)
        let label = Label(text)
        label.addCSSClass("dialog-text")
        label.setSizeRequest(width: 320, height: -1)
        gtk_window_set_child(UnsafeMutablePointer(OpaquePointer(window)), label.widget)
        present(window, over: parent)
    }

    private static func present(_ window: UnsafeMutablePointer<GtkWidget>, over parent: ApplicationWindow) {
        let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
        gtk_window_set_transient_for(gtkWindow, parent.typed())
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_destroy_with_parent(gtkWindow, 1)
        gtk_window_present(gtkWindow)
    }
}
