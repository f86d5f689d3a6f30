/// Which items are selected, changed by clicks the way GTK's lists change theirs: a click
/// selects one item, Ctrl+click adds or removes one, Shift+click selects the range from the
/// last item clicked without Shift (Ctrl+Shift+click adds that range), and Ctrl+A selects all.
///
/// A drag container of `.selection` carries what it holds.
///
/// ```swift
/// var selection = ItemSelection<String>()
/// selection.click("b", in: ["a", "b", "c", "d"])
/// selection.click("d", extending: true, in: ["a", "b", "c", "d"])
/// // selection.selected == ["b", "c", "d"]
/// ```
public struct ItemSelection<ID: Hashable>: Equatable {
    /// The selected items.
    public private(set) var selected: Set<ID> = []
    /// Where a Shift+click range starts: the last item clicked without Shift.
    public private(set) var anchor: ID?

    /// A selection of `selected`, with no anchor for a Shift+click yet.
    public init(selected: Set<ID> = []) {
        self.selected = selected
    }

    /// A click on `id` among `order` (the items of its collection, in order): with `toggling`
    /// (Ctrl) it adds or removes `id`; with `extending` (Shift) it selects from the anchor to
    /// `id`, adding to the selection when `toggling` too; otherwise `id` alone is selected.
    /// Returns whether the selection changed.
    ///
    /// - Complexity: O(*n*) in `order` for a range; O(1) otherwise.
    @discardableResult
    public mutating func click(_ id: ID, toggling: Bool = false, extending: Bool = false, in order: [ID]) -> Bool {
        let before = selected
        if extending, let anchor, let from = order.firstIndex(of: anchor), let to = order.firstIndex(of: id) {
            let range = Set(order[min(from, to)...max(from, to)])
            selected = toggling ? selected.union(range) : range
        } else if toggling {
            if selected.remove(id) == nil { selected.insert(id) }
            anchor = id
        } else {
            selected = [id]
            anchor = id
        }
        return selected != before
    }

    /// Selects every item of `order` (Ctrl+A). Returns whether the selection changed.
    @discardableResult
    public mutating func selectAll(in order: [ID]) -> Bool {
        let before = selected
        selected = Set(order)
        return selected != before
    }

    /// Selects nothing. Returns whether the selection changed.
    @discardableResult
    public mutating func clear() -> Bool {
        anchor = nil
        guard !selected.isEmpty else { return false }
        selected = []
        return true
    }

    /// Forgets the items `exists` no longer finds (removed from every collection).
    public mutating func keep(where exists: (ID) -> Bool) {
        selected = selected.filter(exists)
        if let anchor, !exists(anchor) { self.anchor = nil }
    }
}
