import CGtk

/// A key on the keyboard, as GDK names it.
public struct Key: Hashable, Sendable {
    /// The GDK key value (an X keysym).
    public let value: UInt32

    /// Wraps a GDK key value.
    public init(value: UInt32) { self.value = value }

    /// The Escape key.
    public static let escape = Key(value: UInt32(GDK_KEY_Escape))
}

/// The keyboard's live state.
@MainActor
public enum Keyboard {
    /// Whether `key` is held down now, on backends that can tell (X11); false elsewhere.
    ///
    /// For the rare moments when key events cannot arrive, such as Escape during a drag on
    /// X11, where GDK grabs the key and drops it.
    public static func isDown(_ key: Key) -> Bool {
        cgtk_x11_key_is_down(gdk_display_get_default(), UInt(key.value)) != 0
    }
}
