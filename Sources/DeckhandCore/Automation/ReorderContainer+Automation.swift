import ReorderGtk

extension ReorderContainer where Item.ID: CustomStringConvertible {
    /// What the automation file says of a pointer drag and the section `collection`:
    /// "before:ID" or "end" where a drop there would land, "refused" while the container's own
    /// drag is over a place that takes nothing, nil when no drag is over it. Tests hold a drag
    /// until the app shows one of these, rather than for a fixed time.
    func automationDrop(in collection: CollectionID) -> String? {
        if let destination = proposedDestination, destination.collectionID == collection {
            switch destination.position {
            case .before(let id): return "before:\(id)"
            case .end: return "end"
            }
        }
        guard let drag = currentDrag else { return nil }
        return drag.isRefused ? "refused" : drag.isReturning ? "back" : nil
    }
}

extension AutomationContainer {
    /// The section `collection` of `container`, showing `items`: with what a drag over it
    /// would do now, and whether the container's items are carried or still sliding into
    /// place.
    @MainActor
    init<Item, CollectionID>(
        id: String, items: [AutomationItem], section collection: CollectionID, of container: ReorderContainer<Item, CollectionID>?
    ) where Item.ID: CustomStringConvertible {
        self.init(id: id, items: items, drop: container?.automationDrop(in: collection), moving: container.map { $0.currentDrag != nil || $0.isSettling } ?? false)
    }
}
