import CDeckhandGtk

/// A `GtkGridView`: items in reading order, wrapping into as many columns as fit between
/// ``minColumns`` and ``maxColumns``, with multiple selection; only the cells on screen are
/// widgets, so a grid of 100,000 items costs no more to show than one of 20 (see ``ListBase``).
///
/// ```swift
/// let grid = GridView()
/// grid.maxColumns = 6
/// grid.setRows(setup: { Label("") }, bind: { cell, position in (cell as? Label)?.text = names[position] })
/// grid.setItems(Array(names.indices))
/// ```
@MainActor
public final class GridView: ListBase {
    /// An empty grid view; give it cells with `setRows` before it is shown.
    public init() {
        super.init { selection, factory in gtk_grid_view_new(selection, factory) }
    }

    /// The most columns the grid lays its items out in (GTK's default is 7).
    public var maxColumns: Int {
        get { Int(gtk_grid_view_get_max_columns(OpaquePointer(widget))) }
        set { gtk_grid_view_set_max_columns(OpaquePointer(widget), guint(max(1, newValue))) }
    }

    /// The fewest columns the grid lays its items out in, however narrow it is (GTK's default
    /// is 1).
    public var minColumns: Int {
        get { Int(gtk_grid_view_get_min_columns(OpaquePointer(widget))) }
        set { gtk_grid_view_set_min_columns(OpaquePointer(widget), guint(max(1, newValue))) }
    }
}
