/// An undo and redo history of reorders: each recorded difference can be undone and redone
/// exactly, whichever items it moved and wherever they came from.
///
/// ```swift
/// var history = ReorderHistory<Card.ID, ReorderableSingleCollectionIdentifier>()
/// history.apply(difference, to: &cards)
/// history.undo(in: &cards)   // cards are as they were
/// history.redo(in: &cards)   // and moved again
/// ```
public struct ReorderHistory<ItemID: Hashable & Sendable, CollectionID: Hashable & Sendable>:
    Sendable
{
    /// A difference and the differences that undo it.
    public typealias Difference = ReorderDifference<ItemID, CollectionID>

    private struct Step: Sendable {
        var forward: Difference
        var backward: [Difference]
    }

    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []

    /// How many steps are kept; the oldest are forgotten past it.
    public let limit: Int

    /// Creates an empty history keeping at most `limit` steps.
    public init(limit: Int = 1_000) {
        self.limit = max(1, limit)
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoSteps.isEmpty }

    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !redoSteps.isEmpty }

    /// Records `difference`, undone by `inverse`, as the newest step; clears the redo steps.
    /// A difference with no inverse changed nothing and is not recorded.
    public mutating func record(_ difference: Difference, inverse: [Difference]) {
        guard !inverse.isEmpty else { return }
        undoSteps.append(Step(forward: difference, backward: inverse))
        if undoSteps.count > limit { undoSteps.removeFirst(undoSteps.count - limit) }
        redoSteps.removeAll()
    }

    /// Takes the newest step off the undo stack and returns the differences that undo it, in
    /// order; nil when there is nothing to undo.
    public mutating func undo() -> [Difference]? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return step.backward
    }

    /// Takes the newest undone step and returns the difference that redoes it; nil when there
    /// is nothing to redo.
    public mutating func redo() -> Difference? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        return step.forward
    }
}

extension ReorderHistory where CollectionID == ReorderableSingleCollectionIdentifier {
    /// Applies `difference` to `collection` and records it.
    ///
    /// - Complexity: O(*n*) in the collection's length.
    public mutating func apply<C: RangeReplaceableCollection>(
        _ difference: Difference, to collection: inout C
    ) where C.Element: Identifiable, C.Element.ID == ItemID {
        let inverse = collection.inverse(of: difference)
        collection.apply(difference: difference)
        record(difference, inverse: inverse)
    }

    /// Undoes the newest step in `collection`; returns false when there was none.
    @discardableResult
    public mutating func undo<C: RangeReplaceableCollection>(in collection: inout C) -> Bool
    where C.Element: Identifiable, C.Element.ID == ItemID {
        guard let differences = undo() else { return false }
        differences.forEach { collection.apply(difference: $0) }
        return true
    }

    /// Redoes the newest undone step in `collection`; returns false when there was none.
    @discardableResult
    public mutating func redo<C: RangeReplaceableCollection>(in collection: inout C) -> Bool
    where C.Element: Identifiable, C.Element.ID == ItemID {
        guard let difference = redo() else { return false }
        collection.apply(difference: difference)
        return true
    }
}

extension ReorderHistory {
    /// Applies `difference` to the collections keyed by collection ID and records it, if it
    /// changed anything.
    ///
    /// - Complexity: O(*n*) in the number of elements in all the collections.
    public mutating func apply<C: RangeReplaceableCollection>(
        _ difference: Difference, to collections: inout [CollectionID: C]
    ) where C.Element: Identifiable, C.Element.ID == ItemID {
        let before = collections.mapValues { $0.map(\.id) }
        let inverse = collections.inverse(of: difference)
        collections.apply(difference: difference)
        if collections.mapValues({ $0.map(\.id) }) != before {
            record(difference, inverse: inverse)
        }
    }

    /// Undoes the newest step in `collections`; returns false when there was none.
    @discardableResult
    public mutating func undo<C: RangeReplaceableCollection>(
        in collections: inout [CollectionID: C]
    ) -> Bool where C.Element: Identifiable, C.Element.ID == ItemID {
        guard let differences = undo() else { return false }
        differences.forEach { collections.apply(difference: $0) }
        return true
    }

    /// Redoes the newest undone step in `collections`; returns false when there was none.
    @discardableResult
    public mutating func redo<C: RangeReplaceableCollection>(
        in collections: inout [CollectionID: C]
    ) -> Bool where C.Element: Identifiable, C.Element.ID == ItemID {
        guard let difference = redo() else { return false }
        collections.apply(difference: difference)
        return true
    }
}
