import Foundation

/// Where a drop at the pointer would land, and what to draw to show it.
public struct DropProposal: Hashable, Sendable {
    /// The insertion index among the items that stay (every item but the dragged ones, in
    /// their order when the drag began): the dragged items land before the staying item at
    /// this index, or at the end when it equals the number of staying items.
    public var index: Int

    /// What shows the destination, in the coordinates of the frames it was resolved from: the
    /// insertion line for lists and flows, the target slot for free layouts. (List containers
    /// that slide items apart get the layout from `DropResolver.previewFrames(for:)`.)
    public var indicator: CGRect

    /// Creates a proposal to insert at `index`, shown by `indicator`.
    public init(index: Int, indicator: CGRect) {
        self.index = index
        self.indicator = indicator
    }

    /// The difference position this proposal stands for, given the staying items' IDs.
    ///
    /// ```swift
    /// let difference = ReorderDifference(sources: dragged, position: proposal.position(in: staying))
    /// ```
    public func position<ID: Hashable & Sendable, CollectionID: Hashable & Sendable>(
        in stayingIDs: [ID], for _: CollectionID.Type = ReorderableSingleCollectionIdentifier.self
    ) -> ReorderDifference<ID, CollectionID>.Position {
        index < stayingIDs.count ? .before(stayingIDs[index]) : .end
    }

    /// This proposal, made against every item where it is shown (the dragged ones included, as
    /// in a list whose rows stay put during a drag), as an insertion index among the staying
    /// items: the dragged items before `index` no longer count.
    ///
    /// ```swift
    /// // Rows 2 and 3 dragged; the line under row 5 is index 6 among all, 4 among the staying.
    /// DropProposal(index: 6, indicator: line).amongStaying(draggedPositions: [2, 3]).index  // 4
    /// ```
    ///
    /// - Parameter draggedPositions: the dragged items' positions, ascending.
    /// - Complexity: O(log *k*) in the number of dragged items.
    public func amongStaying(draggedPositions: [Int]) -> DropProposal {
        var low = 0
        var high = draggedPositions.count
        while low < high {
            let middle = (low + high) / 2
            if draggedPositions[middle] < index { low = middle + 1 } else { high = middle }
        }
        return DropProposal(index: index - low, indicator: indicator)
    }
}
