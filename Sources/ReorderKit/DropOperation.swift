/// What a drop does with the dragged items.
public enum DropOperation: Hashable, Sendable {
    /// The items move to the destination.
    case move
    /// Copies of the items are inserted at the destination.
    case copy
    /// The destination refuses the items; the pointer shows a forbidden cursor.
    case forbidden
    /// The drag ends with nothing changed.
    case cancel
    /// The items are removed (a drop on a trash can).
    case delete
    /// References to the items are inserted (links, shortcuts).
    case alias
}
