import Foundation

/// Where a drop at the pointer would land, and where to draw the gap that shows it.
public struct DropProposal: Hashable, Sendable {
    /// The insertion index in the collection as it was when the drag began: the dragged items
    /// go before the item at this index, or at the end when it equals the item count.
    public var index: Int

    /// The insertion line to draw, in the coordinates of the frames it was resolved from.
    public var indicator: CGRect

    /// Creates a proposal to insert at `index`, shown by `indicator`.
    public init(index: Int, indicator: CGRect) {
        self.index = index
        self.indicator = indicator
    }

    /// The difference position this proposal stands for, given the IDs in their order at
    /// drag start.
    public func position<ID: Hashable & Sendable, CollectionID: Hashable & Sendable>(
        in ids: [ID], for _: CollectionID.Type = ReorderableSingleCollectionIdentifier.self
    ) -> ReorderDifference<ID, CollectionID>.Position {
        index < ids.count ? .before(ids[index]) : .end
    }
}
