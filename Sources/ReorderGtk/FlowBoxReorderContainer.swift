import Gtk
import ReorderKit

extension FlowBox {
    /// Makes this flow box the container in which `content` can be reordered by dragging.
    ///
    /// At the end of each drag that changes the order, `move` gets the difference; apply it to
    /// the model and pass the new items to `content.update(_:)`:
    ///
    /// ```swift
    /// let container = grid.reorderContainer(for: Card.self, content: content) { difference in
    ///     cards.apply(difference: difference)
    ///     content.update(cards)
    /// }
    /// scrolledWindow.setChild(container.view)
    /// ```
    public func reorderContainer<Item: Identifiable>(
        for _: Item.Type, content: ForEach<Item>, isEnabled: Bool = true,
        move: @escaping @MainActor (ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>) -> Void
    ) -> ReorderContainer<Item, ReorderableSingleCollectionIdentifier> {
        let container = ReorderContainer(
            for: Item.self, in: ReorderableSingleCollectionIdentifier.self, isEnabled: isEnabled, move: move
        )
        container.addSection(.init(), content: content, host: FlowBoxContentHost(flowBox: self))
        return container
    }
}
