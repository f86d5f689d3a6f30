/// A pointer drag in progress as the user sees it: what it carries, how many of those its
/// preview shows, and whether the place under the pointer refuses it or would send it back.
public struct ReorderDragState<ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// The items carried, in their collection's order.
    public let items: [ItemID]
    /// How many of them the drag preview pictures.
    public let pictured: Int
    /// Whether the preview shows that the place under the pointer refuses the drop.
    public let isRefused: Bool
    /// Whether a drop where the pointer is sends the items back where they came from (the
    /// drop configuration's `.cancel`, such as cards held over their own pile): not refused,
    /// and nothing changes.
    public let isReturning: Bool
}
