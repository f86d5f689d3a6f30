import CGtk

/// A `GtkBox`: children in a row or a column.
@MainActor
public final class Box: Widget {
    /// Creates a box laying out children along `orientation`, `spacing` pixels apart.
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(taking: UnsafeMutableRawPointer(gtk_box_new(orientation.gtk, gint(spacing))))
    }

    /// Adds `child` after the last child.
    public func append(_ child: Widget) {
        gtk_box_append(typed(), child.widget)
    }
}
