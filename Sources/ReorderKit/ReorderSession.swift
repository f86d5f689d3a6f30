import Foundation

/// The life of one reorder interaction: press, pick-up, drag, then drop or cancel.
///
/// A container feeds it pointer events with their times and the destinations its resolver
/// proposes; each call returns the events that happened, which `ReorderCallbacks` can deliver.
///
/// ```swift
/// var session = ReorderSession<String, ReorderableSingleCollectionIdentifier>(
///     pickUp: .longPress(duration: 0.2, tolerance: 8))
/// session.press("b", in: .init(), collections: [.init(): ids], at: point, time: now)
/// session.tick(time: now + 0.25)            // [.began(items: ["b"])]
/// session.propose(destination)              // [.destinationChanged(destination)]
/// session.release()                         // [.ended(…), .orderChanged(…)]
/// ```
public struct ReorderSession<ItemID: Hashable & Sendable, CollectionID: Hashable & Sendable>:
    Sendable
{
    /// The differences the session produces.
    public typealias Difference = ReorderDifference<ItemID, CollectionID>
    /// The events the session reports.
    public typealias Event = ReorderEvent<ItemID, CollectionID>

    /// Where the session is.
    public enum Phase: Hashable, Sendable {
        /// Nothing pressed.
        case idle
        /// An item is pressed but not yet picked up.
        case pressed
        /// Items are being dragged.
        case dragging
    }

    /// How a press becomes a drag.
    public let pickUp: PickUpGesture
    /// Which items travel with the pressed one.
    public let dragContainer: DragContainer<ItemID>
    /// Whether an item may be picked up.
    public let canPickUp: @Sendable (ItemID) -> Bool
    /// Whether these items may go to this destination.
    public let canDrop: @Sendable ([ItemID], Difference.Destination) -> Bool

    /// Where the session is now.
    public private(set) var phase: Phase = .idle
    /// The items being dragged (or about to be, while pressed), in their collection's order:
    /// the order every form of `apply(difference:)` lands them in.
    public private(set) var items: [ItemID] = []
    /// The destination a drop would go to now, if any takes it.
    public private(set) var destination: Difference.Destination?
    /// Whether the session takes part in interactions; see `setEnabled(_:)`.
    public private(set) var isEnabled = true

    private var pressPoint = CGPoint.zero
    private var pressTime = 0.0
    private var collections: [CollectionID: [IdentifiedID<ItemID>]] = [:]

    /// Creates an idle session.
    public init(
        pickUp: PickUpGesture = .distance(8),
        dragContainer: DragContainer<ItemID> = .single,
        canPickUp: @escaping @Sendable (ItemID) -> Bool = { _ in true },
        canDrop: @escaping @Sendable ([ItemID], Difference.Destination) -> Bool = { _, _ in true }
    ) {
        self.pickUp = pickUp
        self.dragContainer = dragContainer
        self.canPickUp = canPickUp
        self.canDrop = canDrop
    }

    /// Turns the session on or off; turning it off cancels an interaction in progress.
    public mutating func setEnabled(_ enabled: Bool) -> [Event] {
        isEnabled = enabled
        return enabled ? [] : cancel()
    }

    /// The pointer pressed `item` of `collection`. `collections` holds every collection's IDs
    /// in order, to tell later whether a drop changed anything.
    public mutating func press(
        _ item: ItemID, in collection: CollectionID, collections: [CollectionID: [ItemID]],
        selection: Set<ItemID> = [], at point: CGPoint, time: Double
    ) -> [Event] {
        guard isEnabled, phase == .idle, canPickUp(item) else { return [] }
        let order = collections[collection] ?? []
        items = Self.displayOrder(
            of: dragContainer.items(pickingUp: item, in: order, selection: selection), in: order
        ).filter(canPickUp)
        guard !items.isEmpty else { return [] }
        self.collections = collections.mapValues { $0.map(IdentifiedID.init) }
        pressPoint = point
        pressTime = time
        phase = .pressed
        return []
    }

    /// The pointer moved to `point` at `time`.
    public mutating func move(to point: CGPoint, time: Double) -> [Event] {
        guard phase == .pressed else { return [] }
        let distance = hypot(point.x - pressPoint.x, point.y - pressPoint.y)
        switch pickUp {
        case .distance(let threshold):
            return distance >= threshold ? begin() : []
        case .longPress(let duration, let tolerance):
            if time - pressTime >= duration { return begin() }
            if distance > tolerance { reset() }
            return []
        }
    }

    /// The platform recognised the drag by a rule of its own (a GTK drag source past its drag
    /// threshold): the pressed items are picked up now, whatever the pick-up gesture.
    public mutating func recognize() -> [Event] {
        phase == .pressed ? begin() : []
    }

    /// Time passed with the pointer still; a long press picks up once held long enough.
    public mutating func tick(time: Double) -> [Event] {
        guard phase == .pressed, case .longPress(let duration, _) = pickUp,
              time - pressTime >= duration else { return [] }
        return begin()
    }

    /// The container's resolver proposes `destination` (nil: nowhere takes a drop).
    public mutating func propose(_ proposed: Difference.Destination?) -> [Event] {
        guard phase == .dragging else { return [] }
        let accepted = proposed.flatMap { canDrop(items, $0) ? $0 : nil }
        guard accepted != destination else { return [] }
        destination = accepted
        return [.destinationChanged(accepted)]
    }

    /// The pointer was released: a drop where a destination takes it, a cancel otherwise.
    public mutating func release() -> [Event] {
        defer { reset() }
        guard phase == .dragging else { return [] }
        guard let destination else { return [.cancelled] }
        let difference = Difference(sources: items, destination: destination)
        var moved = collections
        moved.apply(difference: difference)
        return moved == collections ? [.ended(difference)] : [.ended(difference), .orderChanged(difference)]
    }

    /// The interaction was cancelled (Escape, the container went away).
    public mutating func cancel() -> [Event] {
        defer { reset() }
        return phase == .dragging ? [.cancelled] : []
    }

    /// `chosen` without repeats, those of `order` in its order first, then any others as given.
    ///
    /// - Complexity: O(*n*) lookups in a set of the chosen items, for *n* items in `order`; a
    ///   single item costs nothing (a press in a list of 100,000 rows).
    private static func displayOrder(of chosen: [ItemID], in order: [ItemID]) -> [ItemID] {
        guard chosen.count > 1 else { return chosen }
        var unplaced = Set(chosen)
        var ordered = order.filter { unplaced.remove($0) != nil }
        // Chosen items the collection does not hold keep their own order, after the rest.
        ordered += chosen.filter { unplaced.remove($0) != nil }
        return ordered
    }

    private mutating func begin() -> [Event] {
        phase = .dragging
        return [.began(items: items)]
    }

    private mutating func reset() {
        phase = .idle
        items = []
        destination = nil
        collections = [:]
    }
}
