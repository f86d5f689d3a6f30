extension RangeReplaceableCollection
where Element: Identifiable, Element.ID: FixedWidthInteger & Sendable {
    /// Moves the elements a single-collection difference names to its destination; the same
    /// as for any ID, with the sources tested as a bitset rather than hashed when they span a
    /// range below 2^24 that is not much sparser than the collection.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the collection.
    @inlinable
    public mutating func apply(
        difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>
    ) {
        if let bits = IntegerBitSet(difference.sources, scanning: count) {
            apply(difference: difference, sources: bits)
        } else {
            apply(difference: difference, sources: Set(difference.sources))
        }
    }

    /// Whether applying `difference` would change the order of the collection.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the collection.
    @inlinable
    public func isChanged(
        by difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>
    ) -> Bool {
        let bits = IntegerBitSet(difference.sources, scanning: count)
        let plan = bits.map { reorderPlan(for: difference, sources: $0) }
            ?? reorderPlan(for: difference, sources: Set(difference.sources))
        return plan.map { !$0.isInPlace } ?? false
    }
}
