extension Dictionary where Value: RangeReplaceableCollection, Value.Element: Identifiable,
    Value.Element.ID: Sendable, Key: Sendable
{
    /// Moves the elements a difference names out of whichever collections hold them and into
    /// the destination collection, before the destination element or at its end.
    ///
    /// Moved elements arrive in the order of `difference.sources` (elements sharing an ID, in
    /// the order the collections were scanned). Source IDs no collection holds
    /// are ignored. A destination element that is itself being moved resolves to the next element
    /// of the destination collection that is not. A destination collection the dictionary does
    /// not hold, or a destination element its collection does not hold, leaves everything
    /// unchanged. Nothing is lost or duplicated.
    ///
    /// ```swift
    /// var toys = ["Tom": [yarn, mouse], "Luna": [bell]]
    /// toys.apply(difference: ReorderDifference(
    ///     sources: [mouse.id],
    ///     destination: .init(position: .before(bell.id), collectionID: "Luna")))
    /// // ["Tom": [yarn], "Luna": [mouse, bell]]
    /// ```
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements in all the collections.
    public mutating func apply(difference: ReorderDifference<Value.Element.ID, Key>) {
        let destinationKey = difference.destination.collectionID
        guard let destination = self[destinationKey] else { return }
        let moving = Set(difference.sources)
        var anchor: Value.Element.ID?
        if case .before(let id) = difference.destination.position {
            guard let start = destination.firstIndex(where: { $0.id == id }) else { return }
            anchor = destination[start...].first { !moving.contains($0.id) }?.id
        }

        var taken: [Value.Element.ID: [Value.Element]] = [:]
        for key in keys {
            guard let collection = self[key],
                  collection.contains(where: { moving.contains($0.id) }) else { continue }
            var kept = Value()
            for element in collection {
                if moving.contains(element.id) {
                    taken[element.id, default: []].append(element)
                } else {
                    kept.append(element)
                }
            }
            self[key] = kept
        }
        guard !taken.isEmpty, var target = self[destinationKey] else { return }

        var arriving: [Value.Element] = []
        for id in difference.sources {
            if let elements = taken.removeValue(forKey: id) { arriving.append(contentsOf: elements) }
        }
        let index = anchor.flatMap { id in target.firstIndex { $0.id == id } } ?? target.endIndex
        target.insert(contentsOf: arriving, at: index)
        self[destinationKey] = target
    }
}
