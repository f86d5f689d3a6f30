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
}
