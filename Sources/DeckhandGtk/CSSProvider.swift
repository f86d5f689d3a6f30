import CDeckhandGtk

/// How a stylesheet ranks against the others on the display: the rules of a higher one win,
/// whatever their selectors.
public enum StylesheetPriority: Sendable {
    /// Below everything, the theme included: for named colours a theme may not define, which
    /// the theme's own definitions replace where it has them.
    case fallback
    /// A library's default look: above the theme, so that its rules show, and below the
    /// settings and the application, so that an app's stylesheet overrides every rule.
    case library
    /// The application's own rules (libadwaita loads an app's `style.css` here).
    case application

    var gtkPriority: guint {
        switch self {
        case .fallback: guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK)
        case .library: guint(GTK_STYLE_PROVIDER_PRIORITY_THEME) + 100
        case .application: guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
        }
    }
}

/// CSS written while the program runs (values a user or developer configured, or a library's
/// default look), styling every widget on the default display; `load` replaces the previous
/// text. Its rules apply for as long as it lives: keep it (an app's own rules for its whole
/// run are simplest added with `Application.addStylesheet(_:)`).
@MainActor
public final class GeneratedStylesheet {
    private nonisolated(unsafe) let provider: UnsafeMutablePointer<GtkCssProvider>?

    /// Creates an empty stylesheet and applies it to the display at `priority`.
    public init(priority: StylesheetPriority = .application) {
        provider = gtk_css_provider_new()
        if let provider, let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority.gtkPriority)
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
