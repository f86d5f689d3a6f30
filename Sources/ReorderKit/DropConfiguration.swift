/// The drop side's answer to a proposed drop: what to do, and optionally somewhere else to do
/// it.
///
/// A container asks its drop handler for one at every pointer move; `.forbidden` refuses the
/// items, and a `destination` overrides the one the pointer proposed (a solitaire pile that
/// always takes cards on top, say).
///
/// ```swift
/// DropConfiguration(operation: .move, destination: .init(position: .end, collectionID: pile))
/// ```
public struct DropConfiguration<ItemID: Hashable & Sendable, CollectionID: Hashable & Sendable>:
    Hashable, Sendable
{
    /// What the drop does.
    public var operation: DropOperation
    /// Where the items go instead of the proposed destination, if anywhere.
    public var destination: ReorderDifference<ItemID, CollectionID>.Destination?

    /// Creates a drop configuration.
    public init(
        operation: DropOperation,
        destination: ReorderDifference<ItemID, CollectionID>.Destination? = nil
    ) {
        self.operation = operation
        self.destination = destination
    }

    /// The operation that takes place given what the drag allows.
    public func effectiveOperation(allowedBy drag: DragConfiguration) -> DropOperation {
        drag.operation(for: operation)
    }

    /// The destination that takes place: the override, or the proposed one.
    public func effectiveDestination(
        proposed: ReorderDifference<ItemID, CollectionID>.Destination
    ) -> ReorderDifference<ItemID, CollectionID>.Destination {
        destination ?? proposed
    }
}
