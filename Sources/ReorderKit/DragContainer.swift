/// Decides which items travel together when one is picked up: the item alone, the selection
/// it belongs to, the item and everything after it (a solitaire run), or a rule of the app's.
///
/// ```swift
/// let run = DragContainer<Card.ID>.itemAndFollowing
/// run.items(pickingUp: "7H", in: pile, selection: [])   // ["7H", "6S", "5D"]
/// ```
public struct DragContainer<ItemID: Hashable & Sendable>: Sendable {
    private let rule: @Sendable (ItemID, [ItemID], Set<ItemID>) -> [ItemID]

    /// A container with a custom rule: given the pressed item, the collection's IDs in order
    /// and the selection, return the items to drag, in order.
    public init(_ rule: @escaping @Sendable (ItemID, [ItemID], Set<ItemID>) -> [ItemID]) {
        self.rule = rule
    }

    /// Only the pressed item.
    public static var single: DragContainer {
        DragContainer { pressed, _, _ in [pressed] }
    }

    /// The whole selection, in collection order, when the pressed item is selected; otherwise
    /// the pressed item alone.
    public static var selection: DragContainer {
        DragContainer { pressed, order, selection in
            selection.contains(pressed) ? order.filter(selection.contains) : [pressed]
        }
    }

    /// The pressed item and every item after it, like a card and the cards on top of it.
    public static var itemAndFollowing: DragContainer {
        DragContainer { pressed, order, _ in
            order.firstIndex(of: pressed).map { Array(order[$0...]) } ?? [pressed]
        }
    }

    /// The items that travel when `pressed` is picked up.
    ///
    /// - Complexity: O(*n*) for the built-in rules.
    public func items(pickingUp pressed: ItemID, in order: [ItemID], selection: Set<ItemID>) -> [ItemID] {
        rule(pressed, order, selection)
    }
}
