import CDeckhandGtk

/// A key on the keyboard, as GDK names it.
public struct Key: Hashable, Sendable {
    /// The GDK key value (an X keysym).
    public let value: UInt32

    /// Wraps a GDK key value.
    public init(value: UInt32) { self.value = value }

    /// The Escape key.
    public static let escape = Key(value: UInt32(GDK_KEY_Escape))
    /// The space bar.
    public static let space = Key(value: UInt32(GDK_KEY_space))
    /// The arrow keys.
    public static let left = Key(value: UInt32(GDK_KEY_Left))
    public static let right = Key(value: UInt32(GDK_KEY_Right))
    public static let up = Key(value: UInt32(GDK_KEY_Up))
    public static let down = Key(value: UInt32(GDK_KEY_Down))
    /// Home and End.
    public static let home = Key(value: UInt32(GDK_KEY_Home))
    public static let end = Key(value: UInt32(GDK_KEY_End))
    /// The key that types `character` (lowercase for letters).
    public static func typing(_ character: Unicode.Scalar) -> Key {
        Key(value: gdk_unicode_to_keyval(character.value))
    }

    /// The same key without Shift's effect on letters (`Z` becomes `z`).
    public var lowercased: Key {
        Key(value: gdk_keyval_to_lower(value))
    }

    /// Return, and Enter on the keypad.
    public static let enter = Key(value: UInt32(GDK_KEY_Return))
    public static let keypadEnter = Key(value: UInt32(GDK_KEY_KP_Enter))
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
