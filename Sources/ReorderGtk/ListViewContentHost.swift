import DeckhandGtk

/// The rows of a virtualized `ListView`, as a reorder container's section: only the rows on
/// screen are widgets, all one height, and a drag costs one array of frames however long the
/// list. The rows stay put during a drag; an insertion line shows where they will land.
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
public final class ListViewContentHost<Item: Identifiable>: VirtualizedContentHost<Item> where Item.ID: Sendable {
    /// The list whose rows are reordered.
    public let list: ListView

    /// Hosts `list`, shown in `scroller`; `items` gives the items in list order. The list's own
    /// scrolling near its edges during a drag is taken away: the container scrolls it.
    public init(list: ListView, scroller: ScrolledWindow, items: @escaping @MainActor () -> [Item]) {
        self.list = list
        super.init(view: list, layoutKind: .verticalList, scroller: scroller, items: items)
    }
}
