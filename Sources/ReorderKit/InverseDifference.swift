extension ReorderDifference {
    /// The differences that put back every item `sources` names, given the collection's IDs
    /// in their order before the move: one per run of consecutive moved items, sent back before
    /// the unmoved item that followed the run (or to the end).
    ///
    /// - Complexity: O(*n*) in the collection's length.
    @inlinable
    static func restoring<Sources: SourceSet<ItemID>, IDs: Sequence<ItemID>>(
        _ sources: Sources, in ids: IDs, collectionID: CollectionID
    ) -> [ReorderDifference] {
        var differences: [ReorderDifference] = []
        var run: [ItemID] = []
        for id in ids {
            if sources.contains(id) {
                run.append(id)
            } else if !run.isEmpty {
                differences.append(ReorderDifference(
                    sources: run, destination: Destination(position: .before(id), collectionID: collectionID)
                ))
                run = []
            }
        }
        if !run.isEmpty {
            differences.append(ReorderDifference(
                sources: run, destination: Destination(position: .end, collectionID: collectionID)
            ))
        }
        return differences
    }
}

extension RangeReplaceableCollection where Element: Identifiable, Element.ID: Sendable {
    /// The differences that undo `difference` exactly, computed before it is applied.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the collection.
    @inlinable
    public func inverse(
        of difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>
    ) -> [ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>] {
        guard isChanged(by: difference) else { return [] }
        return ReorderDifference.restoring(
            Set(difference.sources), in: lazy.map(\.id), collectionID: ReorderableSingleCollectionIdentifier()
        )
    }
}

extension RangeReplaceableCollection where Element: Identifiable, Element.ID: FixedWidthInteger & Sendable {
    /// The differences that undo `difference` exactly, computed before it is applied; the
    /// sources tested as a bitset when their IDs allow.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the collection.
    @inlinable
    public func inverse(
        of difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>
    ) -> [ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>] {
        guard isChanged(by: difference) else { return [] }
        let collectionID = ReorderableSingleCollectionIdentifier()
        if let bits = IntegerBitSet(difference.sources, scanning: count) {
            return ReorderDifference.restoring(bits, in: lazy.map(\.id), collectionID: collectionID)
        }
        return ReorderDifference.restoring(Set(difference.sources), in: lazy.map(\.id), collectionID: collectionID)
    }
}

extension Dictionary where Value: RangeReplaceableCollection, Value.Element: Identifiable,
    Value.Element.ID: Sendable, Key: Sendable
{
    /// The differences that undo `difference` exactly, computed before it is applied: each
    /// moved item goes back to the collection it came from, where it was.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements in all the collections.
    public func inverse(
        of difference: ReorderDifference<Value.Element.ID, Key>
    ) -> [ReorderDifference<Value.Element.ID, Key>] {
        let sources = Set(difference.sources)
        return flatMap { key, collection in
            collection.contains { sources.contains($0.id) }
                ? ReorderDifference.restoring(sources, in: collection.lazy.map(\.id), collectionID: key)
                : []
        }
    }
}
