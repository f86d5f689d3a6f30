import CGtk

/// CSS the application writes while it runs (values a user or developer configured), styling
/// every widget on the default display; `load` replaces the previous text.
@MainActor
public final class GeneratedStylesheet {
    private nonisolated(unsafe) let provider: UnsafeMutablePointer<GtkCssProvider>?

    /// Creates an empty stylesheet and applies it to the display.
    public init() {
        provider = gtk_css_provider_new()
        if let provider, let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
            )
        }
    }

    deinit {
        guard let provider else { return }
        if let display = gdk_display_get_default() {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        }
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// Replaces the stylesheet's rules with `css`.
    public func load(_ css: String) {
        guard let provider else { return }
        gtk_css_provider_load_from_data(provider, css, -1)
    }
}
