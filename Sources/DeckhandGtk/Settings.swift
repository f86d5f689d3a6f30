import CDeckhandGtk

/// The toolkit-wide settings the app honours.
@MainActor
public enum Settings {
    /// Whether the user wants animations (`gtk-enable-animations`).
    public static var animationsEnabled: Bool {
        boolean("gtk-enable-animations") ?? true
    }

    /// Turns animations off for the whole application (GTK's own too), or, with `true`, lets
    /// them follow the system's setting again: an application cannot turn on what the
    /// system turned off.
    public static func allowAnimations(_ allowed: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        if allowed {
            gtk_settings_reset_property(settings, "gtk-enable-animations")
        } else {
            var value = GValue()
            g_value_init(&value, cgtk_type_boolean())
            defer { g_value_unset(&value) }
            g_value_set_boolean(&value, 0)
            g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-enable-animations", &value)
        }
    }

    /// The boolean setting `name`, if there are settings.
    private static func boolean(_ name: String) -> Bool? {
        guard let settings = gtk_settings_get_default() else { return nil }
        var value = GValue()
        g_value_init(&value, cgtk_type_boolean())
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), name, &value)
        return g_value_get_boolean(&value) != 0
    }
}
