import DeckhandGtk
import ReorderKit

extension ReorderHost {
    /// Makes this host the container in which `content` is reordered (marking it
    /// `reorderable()`): the same call for a flow box, a box and a custom layout.
    ///
    /// At the end of each interaction that changes the order, `move` gets the difference;
    /// apply it to the model (with the app's own rules, an undo history) and pass the new items
    /// to `content.update(_:)`:
    ///
    /// ```swift
    /// let container = FlowBoxContentHost(flowBox: grid).reorderContainer(for: Card.self, content: content) {
    ///     cards.apply(difference: $0)
    ///     content.update(cards)
    /// }
    /// scroller.setChild(container.view)
    /// ```
    public func reorderContainer<Item: Identifiable>(
        for _: Item.Type, content: ForEach<Item>, isEnabled: Bool = true,
        move: @escaping @MainActor (ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>) -> Void
    ) -> ReorderContainer<Item, ReorderableSingleCollectionIdentifier> {
        let container = ReorderContainer(
            for: Item.self, in: ReorderableSingleCollectionIdentifier.self, isEnabled: isEnabled, move: move
        )
        _ = container.addSection(.init(), content: content.reorderable(), host: self)
        return container
    }
}

extension ReorderHost {
    /// Makes this host the container in which `content` is reordered (marking it
    /// `reorderable()`), keeping the content in order itself: after each change, `onChange`
    /// gets the items in their new order. The container lives as long as its `view`; there is
    /// nothing to keep.
    ///
    /// ```swift
    /// struct Fruit: Identifiable { let id: String }
    ///
    /// let rows = ForEach(["Apple", "Banana", "Cherry"].map(Fruit.init)) { Label($0.id) }.reorderable()
    /// let list = BoxContentHost(box: Box(.vertical)).reorderContainer(content: rows) { fruits in
    ///     print(fruits.map(\.id))
    /// }
    /// window.setChild(list.view)
    /// ```
    public func reorderContainer<Item: Identifiable>(
        content: ForEach<Item>, isEnabled: Bool = true,
        onChange: @escaping @MainActor ([Item]) -> Void = { _ in }
    ) -> ReorderContainer<Item, ReorderableSingleCollectionIdentifier> {
        let container = ReorderContainer(for: Item.self, in: ReorderableSingleCollectionIdentifier.self, isEnabled: isEnabled)
        container.onEvent { event in
            if case .contentChanged(let collections) = event { onChange(collections[ReorderableSingleCollectionIdentifier()] ?? []) }
        }
        _ = container.addSection(.init(), content: content.reorderable(), host: self)
        return container
    }
}
