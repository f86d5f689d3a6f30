import CDeckhandGtk

/// The icon theme of the default display.
@MainActor
public enum IconTheme {
    /// Whether the theme (with the application's own resource icons) has an icon `name`.
    public static func hasIcon(named name: String) -> Bool {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else {
            return false
        }
        return gtk_icon_theme_has_icon(theme, name) != 0
    }

    /// Starts loading the icons `names` at `size` pixels on GTK's own threads, so that the
    /// first row or button to show one later does not wait for it to be read and drawn.
    public static func preload(_ names: [String], size: Int = 16) {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return }
        for name in names {
            // The theme's cache keeps the icon; the lookup's own reference is let go.
            if let icon = gtk_icon_theme_lookup_icon(theme, name, nil, gint(size), 1, GTK_TEXT_DIR_NONE, GTK_ICON_LOOKUP_PRELOAD) {
                g_object_unref(UnsafeMutableRawPointer(icon))
            }
        }
    }
}
