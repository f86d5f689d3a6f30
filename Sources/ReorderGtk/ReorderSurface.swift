import Foundation
import DeckhandGtk
import ReorderKit

/// What a reorder container needs to know of one collection on screen: where its items are
/// and how it shows a move. It is the one thing that differs between a flow box, a box, a
/// custom layout and a virtualized list; the drag, drop, keyboard and callbacks around it are
/// the container's, the same for all of them.
///
/// Frames are in *content* coordinates: the surface widget's own, plus the scroll offset for a
/// list that scrolls its rows inside itself.
@MainActor
protocol ReorderSurface<Item>: AnyObject {
    associatedtype Item: Identifiable where Item.ID: Sendable

    /// The widget the items are in; the pointer positions it is given are in its coordinates.
    var widget: Widget { get }
    /// What the section's overlay wraps (the widget itself, or the scrolled window around it).
    var overlaid: Widget { get }
    /// How the items are laid out.
    var layoutKind: ReorderLayoutKind { get }
    /// The items, in order.
    var items: [Item] { get }
    /// Where the content under `widget` is scrolled to: a point in `widget` plus this offset
    /// is a point in content coordinates.
    var contentOffset: CGPoint { get }
    /// Whether the items stay where they are during a pointer drag (a list's rows), so drops
    /// are judged against every item as shown; otherwise the dragged items leave a gap.
    var keepsDraggedItemsInPlace: Bool { get }
    /// The style class a drag preview needs for the surface's snapshots, if any.
    var previewStyleClass: String? { get }

    /// Every item's frame, in order, in content coordinates; nil when they cannot be measured.
    func frames() -> [CGRect]?
    /// The widgets on screen showing items of `ids`, with the item each shows.
    func shownWidgets(of ids: Set<Item.ID>) -> [(id: Item.ID, widget: Widget)]
    /// The item `widget` shows now.
    func item(shownBy widget: Widget) -> Item.ID?
    /// The widget showing the item under `point` (in the surface widget's coordinates), the
    /// topmost where items overlap; nil over none. Items in boxes and flow boxes need not be
    /// pick targets; a list view's rows are found by GTK's pick.
    func itemWidget(at point: CGPoint) -> Widget?
    /// The item whose widget (or row) has the keyboard focus.
    func focusedItem() -> (id: Item.ID, widget: Widget)?
    /// The widget that takes keyboard focus for an item shown by `widget`.
    func focusTarget(of widget: Widget) -> Widget
    /// The widget to picture in a drag preview for an item shown by `widget`.
    func pictured(_ widget: Widget) -> Widget
    /// The items selected in the surface itself (a list's selection); nil when the container's
    /// `selection` decides.
    var selectedIDs: Set<Item.ID>? { get }

    /// Calls `observer` whenever a widget starts showing another item (a list recycles rows).
    func observeRebinding(_ observer: @escaping @MainActor (Widget, Item.ID) -> Void)
    /// Calls `observer` before the items change, so an interaction can end first.
    func observeUpdates(_ observer: @escaping @MainActor () -> Void)

    /// Shows the items in `order` (a keyboard move in progress), scrolled into view. Returns
    /// the line to draw, in content coordinates, when the surface does not move its items
    /// itself.
    func preview(order: [Item.ID], holding id: Item.ID, startedAt start: Int) -> CGRect?
    /// Shows the items in the model's order again.
    func showModelOrder()
    /// Opens a gap at the insertion line `line` (in the widget's coordinates), or closes it
    /// (nil), where the items make room for a drop.
    func showGap(around line: CGRect?)
    /// Once the dropped items are laid out, scrolls so that `id` (the first of them) is in
    /// view, where the surface scrolls itself.
    func reveal(_ id: Item.ID)
}

/// Reading coordinates: content coordinates, mirrored in a right-to-left flow or row so that
/// items run from left to right in their collection's order, as ReorderKit's resolvers
/// expect. Everything a drag is judged by is in reading coordinates; everything drawn goes
/// back to the widget's.
extension ReorderSurface {
    /// The item under `point` (in the surface widget's coordinates); nil over none.
    func item(at point: CGPoint) -> Item.ID? {
        itemWidget(at: point).flatMap(item(shownBy:))
    }

    /// The item IDs, in order.
    ///
    /// - Complexity: O(*n*).
    var order: [Item.ID] { items.map(\.id) }

    /// Whether the surface runs right to left along its rows.
    var mirrors: Bool {
        (layoutKind == .flow || layoutKind == .horizontalList) && widget.isRightToLeft
    }

    /// Every item's frame in reading coordinates; nil when they cannot be measured.
    ///
    /// - Complexity: O(*n*).
    func readingFrames() -> [CGRect]? {
        guard mirrors else { return frames() }
        return frames()?.map(mirrored)
    }

    /// `point`, in the surface widget's coordinates, in reading coordinates.
    func readingPoint(_ point: CGPoint) -> CGPoint {
        let content = CGPoint(x: point.x + contentOffset.x, y: point.y + contentOffset.y)
        return mirrors ? CGPoint(x: Double(widget.width) - content.x, y: content.y) : content
    }

    /// A pointer's movement `offset` in the widget, as a movement in reading coordinates.
    func readingOffset(_ offset: CGPoint) -> CGPoint {
        mirrors ? CGPoint(x: -offset.x, y: offset.y) : offset
    }

    /// `rect`, in the surface widget's coordinates, in reading coordinates.
    func readingRect(_ rect: CGRect) -> CGRect {
        let content = rect.offsetBy(dx: contentOffset.x, dy: contentOffset.y)
        return mirrors ? mirrored(content) : content
    }

    /// `rect`, in reading coordinates, in the surface widget's coordinates.
    func widgetRect(_ rect: CGRect) -> CGRect {
        (mirrors ? mirrored(rect) : rect).offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
    }

    /// `rect` reflected across the widget's vertical centre line.
    private func mirrored(_ rect: CGRect) -> CGRect {
        CGRect(x: Double(widget.width) - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
