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
    /// The left arrow key.
    public static let left = Key(value: UInt32(GDK_KEY_Left))
    /// The right arrow key.
    public static let right = Key(value: UInt32(GDK_KEY_Right))
    /// The up arrow key.
    public static let up = Key(value: UInt32(GDK_KEY_Up))
    /// The down arrow key.
    public static let down = Key(value: UInt32(GDK_KEY_Down))
    /// The Home key.
    public static let home = Key(value: UInt32(GDK_KEY_Home))
    /// The End key.
    public static let end = Key(value: UInt32(GDK_KEY_End))
    /// The key that types `character` (lowercase for letters).
    public static func typing(_ character: Unicode.Scalar) -> Key {
        Key(value: gdk_unicode_to_keyval(character.value))
    }

    /// The same key without Shift's effect on letters (`Z` becomes `z`).
    public var lowercased: Key {
        Key(value: gdk_keyval_to_lower(value))
    }

    /// Return.
    public static let enter = Key(value: UInt32(GDK_KEY_Return))
    /// Enter on the keypad.
    public static let keypadEnter = Key(value: UInt32(GDK_KEY_KP_Enter))
}
