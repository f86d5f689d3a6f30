import CGtk

/// The toolkit-wide settings the app honours.
@MainActor
public enum Settings {
    /// Whether the user wants animations (`gtk-enable-animations`).
    public static var animationsEnabled: Bool {
        boolean("gtk-enable-animations") ?? true
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
