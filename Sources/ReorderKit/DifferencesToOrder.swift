extension Collection where Element: Identifiable, Element.ID: Sendable {
    /// The reorders that turn the collection's order into `order`: a sort, a shuffle or any
    /// other rearrangement made of the moves a drag makes, for an app that keeps every change
    /// of order a `ReorderDifference` (one history, one kind of undo, one announcement).
    ///
    /// Each difference moves the items whose place in `order` has one bit set to the end,
    /// keeping their order: a pass of a least-significant-digit radix sort on the places. So
    /// there are at most ⌈log₂ *n*⌉ differences, and none that leaves the order as it was; none
    /// at all when the collection is in `order` already.
    ///
    /// ```swift
    /// let byTitle = tracks.sorted { $0.title < $1.title }.map(\.id)
    /// for difference in tracks.differences(toOrder: byTitle) ?? [] {
    ///     tracks.apply(difference: difference)
    /// }
    /// ```
    ///
    /// Returns nil unless `order` holds each of the collection's IDs exactly once.
    ///
    /// - Complexity: O(*n* log *n*), where *n* is the length of the collection.
    public func differences(
        toOrder order: [Element.ID]
    ) -> [ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>]? {
        guard order.count == count else { return nil }
        var place: [Element.ID: Int] = [:]
        place.reserveCapacity(order.count)
        for (index, id) in order.enumerated() where place.updateValue(index, forKey: id) != nil {
            return nil
        }
        var current: [Int] = []
        current.reserveCapacity(order.count)
        var seen = [Bool](repeating: false, count: order.count)
        for element in self {
            guard let index = place[element.id], !seen[index] else { return nil }
            seen[index] = true
            current.append(index)
        }
        var differences: [ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>] = []
        var bit = 1
        while bit < order.count, !current.elementsEqual(current.indices) {
            let staying = current.filter { $0 & bit == 0 }
            let moving = current.filter { $0 & bit != 0 }
            let next = staying + moving
            if next != current {
                differences.append(ReorderDifference(sources: moving.map { order[$0] }, position: .end))
                current = next
            }
            bit <<= 1
        }
        return differences
    }
}
