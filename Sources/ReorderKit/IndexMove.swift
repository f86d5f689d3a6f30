import Foundation

extension ReorderDifference where CollectionID == ReorderableSingleCollectionIdentifier {
    /// The difference as offsets into `collection`, the shape of SwiftUI's `onMove`: the
    /// offsets of the moved elements, and the offset they go before, counted in the collection
    /// as it is before the move (its count for the end). Nil when the collection holds none of
    /// the sources, or not the destination element.
    ///
    /// ```swift
    /// let fruits = ["Apple", "Banana", "Cherry"].map(Fruit.init)
    /// let difference = ReorderDifference(sources: ["Apple"], position: .before("Cherry"))
    /// difference.offsets(in: fruits)   // (source: [0], destination: 2)
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the collection.
    public func offsets<C: Collection>(in collection: C) -> (source: IndexSet, destination: Int)?
    where C.Element: Identifiable, C.Element.ID == ItemID {
        let moved = Set(sources)
        var source = IndexSet()
        var destination: Int?
        for (offset, element) in collection.enumerated() {
            if moved.contains(element.id) { source.insert(offset) }
            if case .before(let id) = self.destination.position, id == element.id { destination = offset }
        }
        if case .end = self.destination.position { destination = collection.count }
        guard !source.isEmpty, let destination else { return nil }
        return (source, destination)
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Moves the elements at `source` so that they land before the element that was at
    /// `destination` (or at the end, for `count`), keeping their relative order: SwiftUI's
    /// `move(fromOffsets:toOffset:)` and JavaScript's `arrayMove`. Offsets must lie in the
    /// collection, and `destination` in `0...count`.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c", "d"]
    /// letters.move(fromOffsets: [0, 2], toOffset: 4)   // ["b", "d", "a", "c"]
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the collection.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        precondition((0...count).contains(destination), "move(fromOffsets:toOffset:): destination \(destination) is not in 0...\(count)")
        precondition(source.allSatisfy { (0..<count).contains($0) }, "move(fromOffsets:toOffset:): an offset is outside the collection")
        var moved: [Element] = []
        var staying: [Element] = []
        var insertion = 0
        for (offset, element) in zip(0..., self) {
            if offset == destination { insertion = staying.count }
            if source.contains(offset) { moved.append(element) } else { staying.append(element) }
        }
        if destination >= count { insertion = staying.count }
        staying.insert(contentsOf: moved, at: insertion)
        self = Self(staying)
    }
}
