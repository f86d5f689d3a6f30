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
    /// - Complexity: O(*n*), where *n* is the length of the collection: one scan that tests each
    ///   ID against the sources, then bulk copies of the runs between moved elements.
    @inlinable
    public mutating func apply(
        difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>
    ) {
        apply(difference: difference, sources: Set(difference.sources))
    }

    /// Whether applying `difference` would change the order of the collection.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the collection.
    @inlinable
    public func isChanged(
        by difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>
    ) -> Bool {
        reorderPlan(for: difference, sources: Set(difference.sources)).map { !$0.isInPlace } ?? false
    }

    /// `apply(difference:)` with the sources in a set of the caller's choice.
    @inlinable
    mutating func apply<Sources: SourceSet<Element.ID>>(
        difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>,
        sources: Sources
    ) {
        guard let plan = reorderPlan(for: difference, sources: sources), !plan.isInPlace else {
            return
        }
        rebuild(following: plan)
    }

    /// Rebuilds the collection with the moves `plan` found: the runs between moved elements
    /// copied in bulk, the moved elements inserted before the anchor.
    ///
    /// - Complexity: O(*n*) in the length of the collection.
    @inlinable
    mutating func rebuild(following plan: ReorderPlan<Element>) {
        var result = Self()
        result.reserveCapacity(count)
        var runStart = startIndex
        var runStartOffset = 0
        var inserted = false
        for boundaryOffset in plan.movedOffsets + [count] {
            let boundary = index(runStart, offsetBy: boundaryOffset - runStartOffset)
            var copyFrom = runStart
            if !inserted, let anchorOffset = plan.anchorOffset, anchorOffset < boundaryOffset {
                let anchor = index(runStart, offsetBy: anchorOffset - runStartOffset)
                result.append(contentsOf: self[runStart..<anchor])
                result.append(contentsOf: plan.moved)
                copyFrom = anchor
                inserted = true
            }
            result.append(contentsOf: self[copyFrom..<boundary])
            guard boundary != endIndex else { break }
            runStart = index(after: boundary)
            runStartOffset = boundaryOffset + 1
        }
        if !inserted { result.append(contentsOf: plan.moved) }
        self = result
    }

    /// Where the moved elements are and where they go, found in one scan (of the contiguous
    /// storage when there is one); nil when the difference moves nothing (no known source, or an
    /// unknown destination).
    @inlinable
    func reorderPlan<Sources: SourceSet<Element.ID>>(
        for difference: ReorderDifference<Element.ID, ReorderableSingleCollectionIdentifier>,
        sources: Sources
    ) -> ReorderPlan<Element>? {
        guard !sources.isEmpty else { return nil }
        var anchorID: Element.ID?
        if case .before(let id) = difference.destination.position { anchorID = id }
        let plan = withContiguousStorageIfAvailable {
            ReorderPlan(scanning: $0, sources: sources, anchorID: anchorID)
        } ?? ReorderPlan(scanning: self, sources: sources, anchorID: anchorID)
        guard !plan.moved.isEmpty, anchorID == nil || plan.anchorSeen else { return nil }
        return plan
    }
}

/// What one scan of a collection learns about a difference: the moved elements and their
/// offsets, and the offset of the staying element they land before.
@usableFromInline
struct ReorderPlan<Element: Identifiable> {
    @usableFromInline var moved: [Element] = []
    @usableFromInline var movedOffsets: [Int] = []
    /// The offset of the first staying element at or after the destination; nil for the end.
    @usableFromInline var anchorOffset: Int?
    /// Whether the destination element was found.
    @usableFromInline var anchorSeen = false
    /// Whether the moved elements already sit, together, just before the destination.
    @usableFromInline var isInPlace = false
    /// Whether the moved elements sit together, one run.
    @usableFromInline var isContiguous = false

    /// Scans `elements` once, testing each ID against `sources`: first looking out for the
    /// destination element too, then, once it is found, for sources alone. Only IDs are read
    /// along the way (a moved element is copied once found), so large elements cost no more
    /// to scan than small ones.
    @inlinable
    init<Elements: Collection<Element>, Sources: SourceSet<Element.ID>>(
        scanning elements: Elements, sources: Sources, anchorID: Element.ID?
    ) {
        var contiguous = true
        var lastMoved = -1
        var afterBlockIsAnchor = false
        var offset = 0
        var index = elements.startIndex
        func record(_ element: Element) {
            if lastMoved >= 0 && offset != lastMoved + 1 { contiguous = false }
            lastMoved = offset
            movedOffsets.append(offset)
            moved.append(element)
        }
        if let anchorID {
            while index != elements.endIndex {
                let id = elements[index].id
                let isAnchor = id == anchorID
                if sources.contains(id) {
                    record(elements[index])
                    offset += 1
                    elements.formIndex(after: &index)
                    if isAnchor { anchorSeen = true; break }
                } else {
                    if isAnchor {
                        anchorSeen = true
                        anchorOffset = offset
                        afterBlockIsAnchor = lastMoved >= 0 && offset == lastMoved + 1
                        offset += 1
                        elements.formIndex(after: &index)
                        break
                    }
                    offset += 1
                    elements.formIndex(after: &index)
                }
            }
        }
        while index != elements.endIndex {
            if sources.contains(elements[index].id) {
                record(elements[index])
            } else if anchorSeen && anchorOffset == nil {
                anchorOffset = offset
                afterBlockIsAnchor = lastMoved >= 0 && offset == lastMoved + 1
            }
            offset += 1
            elements.formIndex(after: &index)
        }
        isContiguous = contiguous
        isInPlace = contiguous && (anchorOffset == nil ? lastMoved == offset - 1 : afterBlockIsAnchor)
    }
}
