
/// Reordering with the keyboard: pick up the focused item, move it with the arrow keys, then
/// drop it or cancel back. Every step returns an announcement for assistive technology that
/// names the item and where it is, so that each makes sense on its own.
///
/// ```swift
/// var keyboard = KeyboardReorder(order: ids, layout: .grid(columns: 4))
/// keyboard.pickUp("p3", named: "Harbour")   // "Picked up Harbour, position 3 of 12"
/// keyboard.move(.down)                      // "Harbour moved to position 7 of 12"
/// let (difference, said) = keyboard.drop()  // said == "Harbour dropped at position 7 of 12"
/// ```
public struct KeyboardReorder<ItemID: Hashable & Sendable>: Sendable {
    /// The difference a keyboard drop produces.
    public typealias Difference = ReorderDifference<ItemID, ReorderableSingleCollectionIdentifier>

    /// How the items are arranged, which decides what up and down do.
    public enum Layout: Hashable, Sendable {
        /// One item per row (or per column): every arrow moves by one.
        case list
        /// Rows of `columns` items: left and right move by one, up and down by a row.
        case grid(columns: Int)
    }

    /// A direction to move the picked-up item in.
    public enum Move: Hashable, Sendable {
        /// One place back (left, or up in a list).
        case previous
        /// One place on (right, or down in a list).
        case next
        /// One row up in a grid.
        case up
        /// One row down in a grid.
        case down
        /// To the start.
        case first
        /// To the end.
        case last
    }

    /// The layout arrows move in.
    public let layout: Layout
    /// The order as it looks now, with the picked-up item where it has been moved to.
    public private(set) var order: [ItemID]
    /// The item picked up, if any.
    public private(set) var pickedUp: ItemID?

    private var originalOrder: [ItemID]
    private var originalIndex = 0
    private var index = 0
    /// The picked-up item's accessible name.
    private var name = ""

    /// Creates a keyboard reorder over `order`.
    public init(order: [ItemID], layout: Layout = .list) {
        self.order = order
        self.originalOrder = order
        self.layout = layout
    }

    /// Replaces the order when the model changed and nothing is picked up.
    public mutating func update(order: [ItemID]) {
        guard pickedUp == nil else { return }
        self.order = order
        originalOrder = order
    }

    /// Picks up `item`, whose accessible name is `name`.
    @discardableResult
    public mutating func pickUp(_ item: ItemID, named name: String) -> String? {
        guard pickedUp == nil, let position = order.firstIndex(of: item) else { return nil }
        pickedUp = item
        self.name = name
        originalOrder = order
        originalIndex = position
        index = position
        // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position, %3$d how many there are.
        return catalogue.tr("Picked up %1$s, position %2$d of %3$d", name, position + 1, order.count)
    }

    /// Moves the picked-up item one step in `direction`.
    ///
    /// - Complexity: O(*n*) for the moved item's shift in `order`.
    @discardableResult
    public mutating func move(_ direction: Move) -> String? {
        guard let item = pickedUp else { return nil }
        let wanted = targetIndex(for: direction)
        let clamps = direction != .up && direction != .down
        let target = clamps ? min(max(wanted, 0), order.count - 1) : wanted
        guard target != index, order.indices.contains(target) else {
            // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position, %3$d how many there are.
            return catalogue.tr("%1$s cannot move further, position %2$d of %3$d", name, index + 1, order.count)
        }
        order.remove(at: index)
        order.insert(item, at: target)
        index = target
        // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position, %3$d how many there are.
        return catalogue.tr("%1$s moved to position %2$d of %3$d", name, index + 1, order.count)
    }

    /// Drops the picked-up item where it is; the difference is nil when the order is unchanged.
    public mutating func drop() -> (difference: Difference?, announcement: String) {
        guard let item = pickedUp else { return (nil, catalogue.tr("Nothing picked up")) }
        defer { pickedUp = nil }
        // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position, %3$d how many there are.
        let said = catalogue.tr("%1$s dropped at position %2$d of %3$d", name, index + 1, order.count)
        guard index != originalIndex else { return (nil, said) }
        let position: Difference.Position = index + 1 < order.count ? .before(order[index + 1]) : .end
        originalOrder = order
        return (Difference(sources: [item], position: position), said)
    }

    /// Puts the picked-up item back where it was.
    @discardableResult
    public mutating func cancel() -> String? {
        guard pickedUp != nil else { return nil }
        pickedUp = nil
        order = originalOrder
        // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position, %3$d how many there are.
        return catalogue.tr("Cancelled, %1$s back at position %2$d of %3$d", name, originalIndex + 1, order.count)
    }

    private func targetIndex(for direction: Move) -> Int {
        let row = if case .grid(let columns) = layout { max(columns, 1) } else { 1 }
        switch direction {
        case .previous: return index - 1
        case .next: return index + 1
        case .up: return index - row
        case .down: return index + row
        case .first: return 0
        case .last: return order.count - 1
        }
    }
}
