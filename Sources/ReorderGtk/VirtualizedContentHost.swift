import Foundation
import DeckhandGtk
import ReorderKit

/// The surface of a virtualized view, a ``ListViewContentHost`` or a ``GridViewContentHost``:
/// the view recycles its item widgets as it scrolls, all one size, so an item's frame is
/// worked out from its position and the cells on screen (the view's own padding and margins
/// included) rather than measured one by one, and 100,000 items cost one array of frames per
/// drag, not 100,000 widgets. The items stay put during a drag; an insertion line shows where
/// the dragged items will land.
///
/// Tell it about item widgets from the view's factory: ``prepare(row:)`` from `setup`,
/// ``bind(row:to:)`` from `bind` and ``forget(row:)`` from `teardown`.
@MainActor
public class VirtualizedContentHost<Item: Identifiable>: ReorderSurface where Item.ID: Sendable {
    /// The scrolled window the view scrolls in.
    public let scroller: ScrolledWindow
    private let view: ListBase
    /// A list is a column of rows; a grid wraps its items into rows, in reading order.
    let layoutKind: ReorderLayoutKind
    private let itemsNow: @MainActor () -> [Item]
    /// The item widgets, held weakly (the view owns them), with the item each shows now.
    private var rows: [UnsafeMutableRawPointer: Row] = [:]
    private var rebindingObservers: [@MainActor (Widget, Item.ID) -> Void] = []
    private var updateObservers: [@MainActor () -> Void] = []

    private struct Row {
        weak var widget: Widget?
        var shown: Item.ID?
    }

    /// Hosts `view`, shown in `scroller`; `items` gives the items in the view's order. The
    /// view's own scrolling near its edges during a drag is taken away: the container scrolls
    /// it.
    init(view: ListBase, layoutKind: ReorderLayoutKind, scroller: ScrolledWindow, items: @escaping @MainActor () -> [Item]) {
        self.view = view
        self.layoutKind = layoutKind
        self.scroller = scroller
        itemsNow = items
        view.removeOwnDragScrolling()
    }

    /// Makes a newly built item widget take part (it gets the style class `reorder-item`, as
    /// every item does): call from the view's `setup`.
    public func prepare(row: Widget) {
        row.addCSSClass("reorder-item")
        rows[row.pointer] = Row(widget: row)
    }

    /// Notes that `row` shows the item `id`: call from the view's `bind`.
    public func bind(row: Widget, to id: Item.ID) {
        rows[row.pointer, default: Row(widget: row)].shown = id
        rebindingObservers.forEach { $0(row, id) }
    }

    /// Forgets an item widget the view is done with: call from the view's `teardown`.
    public func forget(row: Widget) {
        rows[row.pointer] = nil
    }

    /// Ends any reorder in progress before the items change by other means than a drop (an
    /// edit, a search): call before changing the view's items.
    public func itemsWillChange() {
        updateObservers.forEach { $0() }
    }

    /// Makes this view the container in which its items are reordered; the view's selection
    /// travels together when a selected item is dragged.
    ///
    /// ```swift
    /// let container = rows.reorderContainer { tracks.apply(difference: $0) }
    /// window.setChild(container.view)
    /// ```
    public func reorderContainer(
        isEnabled: Bool = true,
        move: @escaping @MainActor (ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>) -> Void
    ) -> ReorderContainer<Item, ReorderableSingleCollectionIdentifier> {
        let container = ReorderContainer(
            for: Item.self, in: ReorderableSingleCollectionIdentifier.self, isEnabled: isEnabled, move: move
        )
        container.dragContainer = .selection
        _ = container.addSection(.init(), rows: self)
        return container
    }

    /// The position of the item `row` shows now.
    func position(of row: Widget) -> Int? { view.position(of: row) }

    var widget: Widget { view }
    var overlaid: Widget { scroller }
    var items: [Item] { itemsNow() }
    var contentOffset: CGPoint { CGPoint(x: 0, y: scroller.verticalOffset) }
    var keepsDraggedItemsInPlace: Bool { true }
    /// The view draws an item's background (and selection) on the item widget's parent:
    /// previews need one of their own.
    var previewStyleClass: String? { "row-preview" }

    var selectedIDs: Set<Item.ID>? {
        let items = itemsNow()
        return Set(view.selectedPositions.compactMap { items.indices.contains($0) ? items[$0].id : nil })
    }

    /// Where the items lie, measured on the cells on screen. An item's own widget sits inside
    /// the view's cell, which the theme pads and spaces (Adwaita does), so the view's cells
    /// are measured; the view keeps recycled ones aside, unmapped and of no useful size.
    ///
    /// - Complexity: O(*r* log *r*) in the item widgets the view keeps (about 200), whatever
    ///   the items; only those on screen are measured.
    private var lattice: CellLattice? {
        let cells = rows.values.compactMap { row -> CGRect? in
            guard let widget = row.widget, widget.isMapped else { return nil }
            return (widget.parent ?? widget).bounds(relativeTo: view)
        }
        return CellLattice(
            cells: cells, scrollOffset: scroller.verticalOffset,
            startsAtRight: layoutKind == .flow && view.isRightToLeft
        )
    }

    /// - Complexity: O(*n*) in the number of items; no widget is measured but those on screen.
    func frames() -> [CGRect]? {
        let count = itemsNow().count
        guard let lattice else {
            return (0..<count).map { CGRect(x: 0, y: Double($0) * 32, width: Double(view.width), height: 32) }
        }
        return (0..<count).map(lattice.frame(of:))
    }

    func shownWidgets(of ids: Set<Item.ID>) -> [(id: Item.ID, widget: Widget)] {
        rows.values.compactMap { row in
            guard let shown = row.shown, ids.contains(shown), let widget = row.widget, widget.isMapped else { return nil }
            return (shown, widget)
        }
    }

    func item(shownBy widget: Widget) -> Item.ID? {
        rows[widget.pointer]?.shown
    }

    /// The item widget GTK finds under `point`: a view's cells take the pointer themselves.
    func itemWidget(at point: CGPoint) -> Widget? {
        var widget = self.widget.pick(at: point)
        while let current = widget, current.pointer != self.widget.pointer {
            if rows[current.pointer]?.shown != nil { return current }
            widget = current.parent
        }
        return nil
    }

    func focusedItem() -> (id: Item.ID, widget: Widget)? {
        for row in rows.values {
            guard let widget = row.widget, let shown = row.shown, widget.isMapped,
                  widget.isFocus || widget.parent?.isFocus == true else { continue }
            return (shown, widget)
        }
        return nil
    }

    /// The view focuses the item widget's parent (its cell), not the widget.
    func focusTarget(of widget: Widget) -> Widget { widget.parent ?? widget }
    func pictured(_ widget: Widget) -> Widget { widget.parent ?? widget }

    func observeRebinding(_ observer: @escaping @MainActor (Widget, Item.ID) -> Void) {
        rebindingObservers.append(observer)
    }

    func observeUpdates(_ observer: @escaping @MainActor () -> Void) {
        updateObservers.append(observer)
    }

    /// The items do not move: the line goes between the items the held one would land
    /// between (across a list; down the side of a grid's cell), and the view scrolls to it.
    func preview(order: [Item.ID], holding id: Item.ID, startedAt start: Int) -> CGRect? {
        guard let index = order.firstIndex(of: id), index != start, let lattice else { return nil }
        let slot = index < start ? index : index + 1
        let frames = readingFrames(of: lattice)
        let line: CGRect
        if layoutKind == .verticalList {
            let y = lattice.top + Double(slot) * lattice.pitch
            line = CGRect(x: 0, y: y - 2, width: Double(view.width), height: 4)
        } else if slot < order.count {
            let cell = frames(slot)
            line = CGRect(x: cell.minX - 2, y: cell.minY, width: 4, height: cell.height)
        } else {
            let cell = frames(order.count - 1)
            line = CGRect(x: cell.maxX - 2, y: cell.minY, width: 4, height: cell.height)
        }
        scrollToShow(top: line.minY - lattice.pitch, bottom: line.maxY + lattice.pitch)
        return line
    }

    /// The frame of an item by its position, in reading coordinates.
    private func readingFrames(of lattice: CellLattice) -> (Int) -> CGRect {
        let width = Double(view.width)
        return { [mirrors] index in
            let frame = lattice.frame(of: index)
            return mirrors ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
    }

    /// GTK's views keep their place by an item in view, which a reorder may have replaced:
    /// the view can then jump away from where the items landed (after a drag that scrolled
    /// it). Once it is laid out, the cell of `id` is scrolled back into view.
    ///
    /// - Complexity: O(*n*) in the number of items.
    func reveal(_ id: Item.ID) {
        NextFrame.run(after: view) { [weak self] in
            guard let self, let index = itemsNow().firstIndex(where: { $0.id == id }), let lattice else { return }
            let frame = lattice.frame(of: index)
            scrollToShow(top: frame.minY, bottom: frame.maxY)
        }
    }

    /// Scrolls as little as it takes to show the content from `top` to `bottom`.
    private func scrollToShow(top: Double, bottom: Double) {
        let height = Double(scroller.height)
        let offset = scroller.verticalOffset
        if top < offset {
            scroller.scroll(by: CGPoint(x: 0, y: top - offset))
        } else if bottom > offset + height {
            scroller.scroll(by: CGPoint(x: 0, y: bottom - offset - height))
        }
    }

    /// The items never moved: nothing to put back.
    func showModelOrder() {}

    /// The items stay put: the insertion line alone shows where they go.
    func showGap(around line: CGRect?) {}
}
