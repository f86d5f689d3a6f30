/// What happened in a reorder session, for the callbacks an app listens to.
public enum ReorderEvent<ItemID: Hashable & Sendable, CollectionID: Hashable & Sendable>:
    Hashable, Sendable
{
    /// Items were picked up and the drag began.
    case began(items: [ItemID])
    /// The place the items would go changed; nil when where the pointer is takes no drop.
    case destinationChanged(ReorderDifference<ItemID, CollectionID>.Destination?)
    /// The items were dropped: this is what the drop asked for.
    case ended(ReorderDifference<ItemID, CollectionID>)
    /// The drag ended without a drop (Escape, a refused or outside drop, disabled container).
    case cancelled
    /// The drop changed the order; fires only when it really did.
    case orderChanged(ReorderDifference<ItemID, CollectionID>)
}

extension ReorderEvent {
    /// Whether the event ends an interaction: a drop (`ended`) or a `cancelled`.
    public var endsInteraction: Bool {
        switch self {
        case .ended, .cancelled: true
        case .began, .destinationChanged, .orderChanged: false
        }
    }
}

/// Closures for each kind of reorder event; unset ones are skipped.
///
/// ```swift
/// var callbacks = ReorderCallbacks<String, ReorderableSingleCollectionIdentifier>()
/// callbacks.orderChanged = { difference in cards.apply(difference: difference) }
/// callbacks.deliver(session.release())
/// ```
public struct ReorderCallbacks<ItemID: Hashable & Sendable, CollectionID: Hashable & Sendable> {
    /// The differences the callbacks receive.
    public typealias Difference = ReorderDifference<ItemID, CollectionID>

    /// Called when a drag begins, with the items it carries.
    public var began: (([ItemID]) -> Void)?
    /// Called when the proposed destination changes.
    public var destinationChanged: ((Difference.Destination?) -> Void)?
    /// Called when the items are dropped.
    public var ended: ((Difference) -> Void)?
    /// Called when a drag ends without a drop.
    public var cancelled: (() -> Void)?
    /// Called when a drop changed the order.
    public var orderChanged: ((Difference) -> Void)?

    /// Creates callbacks with none set.
    public init() {}

    /// Calls the closure of each event, in order.
    public func deliver(_ events: [ReorderEvent<ItemID, CollectionID>]) {
        for event in events {
            switch event {
            case .began(let items): began?(items)
            case .destinationChanged(let destination): destinationChanged?(destination)
            case .ended(let difference): ended?(difference)
            case .cancelled: cancelled?()
            case .orderChanged(let difference): orderChanged?(difference)
            }
        }
    }
}
