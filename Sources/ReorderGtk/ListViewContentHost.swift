import Foundation
import DeckhandGtk
import ReorderKit

/// The surface of a virtualized `ListView`: rows are recycled as the list scrolls, all one
/// height, so an item's frame is worked out from its position and the rows on screen (the
/// list's rows, padding and margins included) rather than measured one by one, and a
/// list of 100,000 items costs one array of frames per drag, not 100,000 widgets. The rows stay
/// put during a drag; an insertion line shows where the items will land.
///
/// Tell it about rows from the list's factory, then make it a container's section:
///
/// ```swift
/// let rows = ListViewContentHost(list: list, scroller: scroller) { tracks }
/// list.setRows(setup: { let row = TrackRow(); rows.prepare(row: row); return row },
///              bind: { row, position in rows.bind(row: row, to: tracks[position].id) },
///              teardown: { rows.forget(row: $0) })
/// let container = rows.reorderContainer { tracks.apply(difference: $0) }
/// window.setChild(container.view)
/// ```
@MainActor
public final class ListViewContentHost<Item: Identifiable>: ReorderSurface where Item.ID: Sendable {
    /// The list whose rows are reordered.
    public let list: ListView
    /// The scrolled window the list scrolls in.
    public let scroller: ScrolledWindow
    private let itemsNow: @MainActor () -> [Item]
    /// The row widgets, held weakly (the list owns them), with the item each shows now.
    private var rows: [UnsafeMutableRawPointer: Row] = [:]
    private var rebindingObservers: [@MainActor (Widget, Item.ID) -> Void] = []
    private var updateObservers: [@MainActor () -> Void] = []

    private struct Row {
        weak var widget: Widget?
        var shown: Item.ID?
    }

    /// Hosts `list`, shown in `scroller`; `items` gives the items in list order. The list's own
    /// scrolling near its edges during a drag is taken away: the container scrolls it.
    public init(list: ListView, scroller: ScrolledWindow, items: @escaping @MainActor () -> [Item]) {
        self.list = list
        self.scroller = scroller
        itemsNow = items
        list.removeOwnDragScrolling()
    }

    /// Makes a newly built row take part: call from the list's `setup`.
    public func prepare(row: Widget) {
        rows[row.pointer] = Row(widget: row)
    }

    /// Notes that `row` shows the item `id`: call from the list's `bind`.
    public func bind(row: Widget, to id: Item.ID) {
        rows[row.pointer, default: Row(widget: row)].shown = id
        rebindingObservers.forEach { $0(row, id) }
    }

    /// Forgets a row the list is done with: call from the list's `teardown`.
    public func forget(row: Widget) {
        rows[row.pointer] = nil
    }

    /// Ends any reorder in progress before the items change by other means than a drop (an
    /// edit, a search): call before changing the list's items.
    public func itemsWillChange() {
        updateObservers.forEach { $0() }
    }

    var widget: Widget { list }
    var overlaid: Widget { scroller }
    var layoutKind: ReorderLayoutKind { .verticalList }
    var items: [Item] { itemsNow() }
    var contentOffset: CGPoint { CGPoint(x: 0, y: scroller.verticalOffset) }
    var keepsDraggedItemsInPlace: Bool { true }
    /// The list draws a row's background (and selection) on the row's parent: previews need
    /// one of their own.
    var previewStyleClass: String? { "row-preview" }

    var selectedIDs: Set<Item.ID>? {
        let items = itemsNow()
        return Set(list.selectedPositions.compactMap { items.indices.contains($0) ? items[$0].id : nil })
    }

    /// Where the rows lie, measured on the rows on screen: the content's `top` and the `pitch`
    /// from one row to the next. A row's own widget sits inside the list's row, which the
    /// theme pads and spaces (Adwaita does), so the list's rows are measured, two of them
    /// where the list shows two; the list keeps recycled rows aside, unmapped and of no
    /// useful size.
    ///
    /// - Complexity: O(*r*) in the rows the list keeps (about 200), whatever the items; only
    ///   the rows on screen are measured.
    private var rowMetrics: (top: Double, pitch: Double)? {
        let frames = rows.values.compactMap { row -> CGRect? in
            guard let widget = row.widget, widget.isMapped, let frame = (widget.parent ?? widget).bounds(relativeTo: list) else { return nil }
            return frame.height > 0 ? frame : nil
        }
        guard let first = frames.first else { return nil }
        let ys = frames.map(\.minY).sorted()
        // Rows are all one height, in a column: the least gap between two tops is the pitch;
        // with one row on screen, its height.
        let gaps = zip(ys, ys.dropFirst()).map { $1 - $0 }.filter { $0 > 0.5 }
        let pitch = Double(gaps.min() ?? first.height)
        // Every row's top, in the content, is the first row's plus a whole number of pitches.
        let top = (first.minY + scroller.verticalOffset).truncatingRemainder(dividingBy: pitch)
        return (top < 0 ? top + pitch : top, pitch)
    }

    /// - Complexity: O(*n*) in the number of items; no widget is measured but the rows on screen.
    func frames() -> [CGRect]? {
        let (top, pitch) = rowMetrics ?? (0, 32)
        let width = Double(list.width)
        return (0..<itemsNow().count).map { CGRect(x: 0, y: top + Double($0) * pitch, width: width, height: pitch) }
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

    /// The row GTK finds under `point`: a list's rows take the pointer themselves.
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

    /// The list focuses the row's parent (the list item), not the row.
    func focusTarget(of widget: Widget) -> Widget { widget.parent ?? widget }
    func pictured(_ widget: Widget) -> Widget { widget.parent ?? widget }

    func observeRebinding(_ observer: @escaping @MainActor (Widget, Item.ID) -> Void) {
        rebindingObservers.append(observer)
    }

    func observeUpdates(_ observer: @escaping @MainActor () -> Void) {
        updateObservers.append(observer)
    }

    /// The rows do not move: the line goes between the rows the item would land between, and
    /// the list scrolls to it.
    func preview(order: [Item.ID], holding id: Item.ID, startedAt start: Int) -> CGRect? {
        guard let index = order.firstIndex(of: id), index != start, let (top, pitch) = rowMetrics else { return nil }
        let slot = index < start ? index : index + 1
        let y = top + Double(slot) * pitch
        scrollToShow(top: y - pitch, bottom: y + pitch)
        return CGRect(x: 0, y: y - 2, width: Double(list.width), height: 4)
    }

    /// GTK's list keeps its place by an item in view, which a reorder may have replaced: the
    /// list can then jump away from where the items landed (after a drag that scrolled it).
    /// Once it is laid out, the row of `id` is scrolled back into view.
    ///
    /// - Complexity: O(*n*) in the number of items.
    func reveal(_ id: Item.ID) {
        NextFrame.run(after: list) { [weak self] in
            guard let self, let index = itemsNow().firstIndex(where: { $0.id == id }), let (top, pitch) = rowMetrics else { return }
            scrollToShow(top: top + Double(index) * pitch, bottom: top + Double(index + 1) * pitch)
        }
    }

    /// Scrolls as little as it takes to show the content from `top` to `bottom`.
    private func scrollToShow(top: Double, bottom: Double) {
        let view = Double(scroller.height)
        let offset = scroller.verticalOffset
        if top < offset {
            scroller.scroll(by: CGPoint(x: 0, y: top - offset))
        } else if bottom > offset + view {
            scroller.scroll(by: CGPoint(x: 0, y: bottom - offset - view))
        }
    }

    /// The rows never moved: nothing to put back.
    func showModelOrder() {}

    /// The rows stay put: the insertion line alone shows where the items go.
    func showGap(around line: CGRect?) {}
}
