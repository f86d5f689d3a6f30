import CGtk

/// A `GtkCssProvider` that styles every widget on the default display.
@MainActor
public enum Stylesheet {
    /// Loads the CSS file at `path` for the whole application.
    ///
    /// GTK reports parse errors as warnings naming the file and line; a missing file is the
    /// caller's to check.
    public static func apply(fileAt path: String) {
        guard let provider = gtk_css_provider_new(), let display = gdk_display_get_default() else {
            return
        }
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
        )
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
