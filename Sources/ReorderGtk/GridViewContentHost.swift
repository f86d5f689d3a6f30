import DeckhandGtk

/// The cells of a virtualized `GridView`, as a reorder container's section: only the cells on
/// screen are widgets, all one size, so a grid of 100,000 items reorders as one of 20 does.
/// The cells stay put during a drag; an insertion line down the side of a cell shows where the
/// dragged items will land, in reading order (right to left where the language runs so).
///
/// Tell it about cells from the grid's factory, then make it a container's section:
///
/// ```swift
/// let cells = GridViewContentHost(grid: grid, scroller: scroller) { photos }
/// grid.setRows(setup: { let cell = PhotoCell(); cells.prepare(row: cell); return cell },
///              bind: { cell, position in cells.bind(row: cell, to: photos[position].id) },
///              teardown: { cells.forget(row: $0) })
/// let container = cells.reorderContainer { difference in
///     photos.apply(difference: difference)
///     grid.setItems(photos.map(\.key))
/// }
/// window.setChild(container.view)
/// ```
@MainActor
public final class GridViewContentHost<Item: Identifiable>: VirtualizedContentHost<Item> where Item.ID: Sendable {
    /// The grid whose cells are reordered.
    public let grid: GridView

    /// Hosts `grid`, shown in `scroller`; `items` gives the items in the grid's order. The
    /// grid's own scrolling near its edges during a drag is taken away: the container scrolls
    /// it.
    public init(grid: GridView, scroller: ScrolledWindow, items: @escaping @MainActor () -> [Item]) {
        self.grid = grid
        super.init(view: grid, layoutKind: .flow, scroller: scroller, items: items)
    }
}
