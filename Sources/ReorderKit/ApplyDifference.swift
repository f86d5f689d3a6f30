extension RangeReplaceableCollection where Element: Identifiable, Element.ID: Sendable {
    /// Moves the elements a single-collection difference names to its destination.
    ///
    /// Moved elements keep their relative order and land before the destination element, or at
    /// the end. Source IDs the collection does not hold are ignored. A destination that is itself
    /// being moved resolves to the next element that is not. A destination ID the collection
    /// does not hold leaves the collection unchanged. Nothing is lost or duplicated.
    ///
    /// ```swift
    /// var cards = [a, b, c, d]
    /// cards.apply(difference: ReorderDifference(sources: [a.id], position: .before(d.id)))
    /// // [b, c, a, d]
    /// ```
    ///
    /// - Complexity: O(*n*), where *n* is the length of the collection.
    public mutating func apply(
        difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>
    ) {
        guard let reordered = reordered(
            movingIDs: Set(difference.sources), to: difference.destination.position
        ) else { return }
        self = reordered
    }

    /// Whether applying `difference` would change the order of the collection.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the collection.
    public func isChanged(
        by difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>
    ) -> Bool {
        guard let reordered = reordered(
            movingIDs: Set(difference.sources), to: difference.destination.position
        ) else { return false }
        return !reordered.map(\.id).elementsEqual(map(\.id))
    }

    /// The collection with `moving` relocated before `position`, or nil if nothing moves.
    private func reordered(
        movingIDs moving: Set<Element.ID>,
        to position: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>.Position
    ) -> Self? {
        var moved: [Element] = []
        var staying: [Element] = []
        var insertionIndex: Int?
        var anchorFound = false
        for element in self {
            let isMoving = moving.contains(element.id)
            if case .before(let anchor) = position, element.id == anchor {
                anchorFound = true
            }
            if isMoving {
                moved.append(element)
            } else {
                if anchorFound && insertionIndex == nil {
                    insertionIndex = staying.count
                }
                staying.append(element)
            }
        }
        guard !moved.isEmpty else { return nil }
        if case .before = position, !anchorFound { return nil }
        let index = insertionIndex ?? staying.count
        var result = Self()
        result.reserveCapacity(count)
        result.append(contentsOf: staying[..<index])
        result.append(contentsOf: moved)
        result.append(contentsOf: staying[index...])
        return result
    }
}
