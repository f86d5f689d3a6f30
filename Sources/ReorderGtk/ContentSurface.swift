import Foundation
import DeckhandGtk
import ReorderKit

/// The surface of dynamic content shown in a host widget (a flow box, a box, a box with a
/// custom layout): one widget per item, kept by `ForEach`, measured where it is.
@MainActor
final class ContentSurface<Item: Identifiable>: ReorderSurface where Item.ID: Sendable {
    let content: ForEach<Item>
    let host: any ReorderHost
    /// The items slid aside to open the gap at the insertion line.
    private var parted: [Widget] = []

    init(content: ForEach<Item>, host: any ReorderHost) {
        self.content = content
        self.host = host
        content.mount(in: host)
        markIfEmpty()
        content.observeChanges { [weak self] in self?.markIfEmpty() }
    }

    /// An empty collection's host takes the `reorder-empty` style class, which the default
    /// look gives a visible drop area: a box or flow box with no child is otherwise nothing
    /// wide or tall, and no pointer could drop into it.
    private func markIfEmpty() {
        if content.items.isEmpty { host.widget.addCSSClass("reorder-empty") } else { host.widget.removeCSSClass("reorder-empty") }
    }

    var widget: Widget { host.widget }
    var overlaid: Widget { host.widget }
    var layoutKind: ReorderLayoutKind { host.layoutKind }
    var items: [Item] { content.items }
    var contentOffset: CGPoint { .zero }
    var keepsDraggedItemsInPlace: Bool { false }
    var previewStyleClass: String? { nil }
    var selectedIDs: Set<Item.ID>? { nil }

    /// - Complexity: O(*n*).
    func frames() -> [CGRect]? {
        let frames = content.items.compactMap { content.widget(for: $0.id)?.bounds(relativeTo: host.widget) }
        return frames.count == content.items.count ? frames : nil
    }

    func shownWidgets(of ids: Set<Item.ID>) -> [(id: Item.ID, widget: Widget)] {
        content.items.compactMap { item in
            guard ids.contains(item.id), let widget = content.widget(for: item.id) else { return nil }
            return (item.id, widget)
        }
    }

    func item(shownBy widget: Widget) -> Item.ID? {
        content.id(of: widget)
    }

    /// The later item is drawn on top, as a box draws its children in order.
    ///
    /// - Complexity: O(*n*).
    func itemWidget(at point: CGPoint) -> Widget? {
        for item in content.items.reversed() {
            guard let widget = content.widget(for: item.id), widget.isMapped,
                  let frame = widget.bounds(relativeTo: host.widget), frame.contains(point) else { continue }
            return widget
        }
        return nil
    }

    func focusedItem() -> (id: Item.ID, widget: Widget)? {
        for item in content.items {
            if let widget = content.widget(for: item.id), widget.isFocus { return (item.id, widget) }
        }
        return nil
    }

    func focusTarget(of widget: Widget) -> Widget { widget }
    func pictured(_ widget: Widget) -> Widget { widget }

    /// Content widgets show one item for life: nothing is rebound.
    func observeRebinding(_ observer: @escaping @MainActor (Widget, Item.ID) -> Void) {}

    func observeUpdates(_ observer: @escaping @MainActor () -> Void) {
        content.observeUpdates(observer)
    }

    /// Calls `observer` after every update, once the widgets show the new items.
    func observeChanges(_ observer: @escaping @MainActor () -> Void) {
        content.observeChanges(observer)
    }

    /// Moves the widgets themselves into `order`; no line is needed.
    func preview(order: [Item.ID], holding id: Item.ID, startedAt start: Int) -> CGRect? {
        host.show(children: order.compactMap { content.widget(for: $0) })
        return nil
    }

    func showModelOrder() {
        host.show(children: content.items.compactMap { content.widget(for: $0.id) })
    }

    /// Slides the items on either side of an insertion line apart (CSS classes
    /// `gap-before-x`/`gap-after-x`, or `-y` for vertical lists), so the gap opens where the
    /// drop will land; the layout itself does not move, so what the pointer is judged against
    /// stays what is on screen. Free layouts show the slot instead.
    /// Its items are all laid out in a scrolled window's content: nothing to scroll to.
    func reveal(_ id: Item.ID) {}

    func showGap(around line: CGRect?) {
        let kind = host.layoutKind
        let axis = kind == .verticalList ? "y" : "x"
        var gap: [(Widget, String)] = []
        if let line, kind != .free {
            let items = content.items.compactMap { item -> (Widget, CGRect)? in
                guard let widget = content.widget(for: item.id),
                      let frame = widget.bounds(relativeTo: host.widget) else { return nil }
                return (widget, frame)
            }
            let start = { (frame: CGRect) in kind == .verticalList ? frame.minY : frame.minX }
            let end = { (frame: CGRect) in kind == .verticalList ? frame.maxY : frame.maxX }
            let band = items.filter { _, frame in
                kind == .verticalList || (frame.maxY > line.minY && frame.minY < line.maxY)
            }
            if let before = band.filter({ end($0.1) <= end(line) }).max(by: { end($0.1) < end($1.1) }) {
                gap.append((before.0, "gap-before-\(axis)"))
            }
            if let after = band.filter({ start($0.1) >= start(line) }).min(by: { start($0.1) < start($1.1) }) {
                gap.append((after.0, "gap-after-\(axis)"))
            }
        }
        for widget in parted where !gap.contains(where: { $0.0 === widget }) {
            ["gap-before-x", "gap-after-x", "gap-before-y", "gap-after-y"].forEach(widget.removeCSSClass)
        }
        for (widget, style) in gap { widget.addCSSClass(style) }
        parted = gap.map(\.0)
    }

}
