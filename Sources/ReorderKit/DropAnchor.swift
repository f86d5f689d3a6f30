/// Which point of a drag decides where the dragged items land, as dnd-kit's collision
/// detection does (its `pointerWithin` and `closestCenter`).
public enum DropAnchor: Sendable, Hashable {
    /// The pointer: the items land where the pointer is, whatever their size and wherever
    /// they were grabbed. A tall item dragged among short rows lands where it is pointed at.
    case pointer
    /// The grabbed item's centre, wherever the grab point leaves it under the pointer: the
    /// items land where they are seen to be, as in a list of rows of one size.
    case itemCentre
}
