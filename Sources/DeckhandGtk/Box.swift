import CDeckhandGtk

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

    /// Removes `child`.
    public func remove(_ child: Widget) {
        gtk_box_remove(typed(), child.widget)
    }

    /// Moves `child` to just after `sibling`, or to the front when `sibling` is nil.
    public func reorder(_ child: Widget, after sibling: Widget?) {
        gtk_box_reorder_child_after(typed(), child.widget, sibling?.widget)
    }

    /// Whether every child gets the same share of the box.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(typed()) != 0 }
        set { gtk_box_set_homogeneous(typed(), newValue ? 1 : 0) }
    }

    /// Pixels between children.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(typed())) }
        set { gtk_box_set_spacing(typed(), gint(newValue)) }
    }

    /// The box's axis; a narrow window's layout may turn a row into a column.
    public var orientation: Orientation {
        get {
            gtk_orientable_get_orientation(OpaquePointer(pointer)) == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical
        }
        set { gtk_orientable_set_orientation(OpaquePointer(pointer), newValue.gtk) }
    }
}
