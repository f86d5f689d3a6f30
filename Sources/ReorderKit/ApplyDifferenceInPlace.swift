extension RangeReplaceableCollection
where Self: MutableCollection & BidirectionalCollection, Element: Identifiable, Element.ID: Sendable {
    /// Moves the elements a single-collection difference names to its destination, as the
    /// general `apply(difference:)` does; when the moved elements sit together (one dragged
    /// item, or a dragged run), they are rotated into place rather than the collection rebuilt,
    /// so only the elements between the old and new place move.
    ///
    /// ```swift
    /// var tracks = playlist            // an Array, 100,000 long
    /// tracks.apply(difference: ReorderDifference(sources: [id], position: .before(next)))
    /// ```
    ///
    /// - Complexity: O(*n*) to find the moved elements, plus O(*d*) moves over the distance *d*
    ///   they travel for a run, or O(*n*) copies otherwise.
    @inlinable
    public mutating func apply(
        difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>
    ) {
        applyInPlace(difference: difference, sources: Set(difference.sources))
    }

    /// `apply(difference:)` with the sources in a set of the caller's choice.
    @inlinable
    mutating func applyInPlace<Sources: SourceSet<Element.ID>>(
        difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>,
        sources: Sources
    ) {
        guard let plan = reorderPlan(for: difference, sources: sources), !plan.isInPlace else { return }
        guard plan.isContiguous, let first = plan.movedOffsets.first, let last = plan.movedOffsets.last else {
            return rebuild(following: plan)
        }
        let start = index(startIndex, offsetBy: first)
        let end = index(start, offsetBy: last - first + 1)
        let anchor = index(startIndex, offsetBy: plan.anchorOffset ?? count)
        if anchor > end {
            rotate(start, end, anchor)
        } else {
            rotate(anchor, start, end)
        }
    }

    /// Swaps the neighbouring runs `low..<middle` and `middle..<high`, each keeping its order,
    /// by three reversals.
    @inlinable
    mutating func rotate(_ low: Index, _ middle: Index, _ high: Index) {
        self[low..<middle].reverse()
        self[middle..<high].reverse()
        self[low..<high].reverse()
    }
}

extension RangeReplaceableCollection
where Self: MutableCollection & BidirectionalCollection, Element: Identifiable,
    Element.ID: FixedWidthInteger & Sendable
{
    /// Moves the elements a single-collection difference names to its destination, rotating a
    /// run into place, with the sources tested as a bitset when their IDs allow.
    ///
    /// - Complexity: as for any ID.
    @inlinable
    public mutating func apply(
        difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>
    ) {
        if let bits = IntegerBitSet(difference.sources, scanning: count) {
            applyInPlace(difference: difference, sources: bits)
        } else {
            applyInPlace(difference: difference, sources: Set(difference.sources))
        }
    }
}
