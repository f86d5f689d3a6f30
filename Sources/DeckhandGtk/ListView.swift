import CDeckhandGtk

/// A `GtkListView`: items in one column, top to bottom, with multiple selection; only the rows
/// on screen are widgets (see ``ListBase``).
///
/// ```swift
/// let list = ListView()
/// list.setRows(setup: { Label("") }, bind: { row, position in (row as? Label)?.text = titles[position] })
/// list.setItems(Array(titles.indices))
/// ```
@MainActor
public final class ListView: ListBase {
    /// An empty list view; give it rows with `setRows` before it is shown.
    public init() {
        super.init { selection, factory in gtk_list_view_new(selection, factory) }
    }
}
