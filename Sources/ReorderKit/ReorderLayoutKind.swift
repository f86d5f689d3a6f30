/// How a reorder container lays out its items, which decides how a pointer position maps to a
/// place among them.
public enum ReorderLayoutKind: Hashable, Sendable {
    /// Items top to bottom; a drop opens a gap between two rows.
    case verticalList
    /// Items left to right; a drop opens a gap between two columns.
    case horizontalList
    /// Items in reading order, wrapping into rows (a grid, possibly of different sizes); a drop
    /// shows an insertion line between two items of a row.
    case flow
    /// Any geometry (a fan, a ring); the dragged items take the slot of the nearest item.
    case free
}
