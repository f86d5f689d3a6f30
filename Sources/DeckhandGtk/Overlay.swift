import CDeckhandGtk

/// A `GtkOverlay`: a main child with other widgets drawn over it.
@MainActor
public final class Overlay: Widget {
    /// Creates an empty overlay; with a `role`, assistive technology takes it for that (an
    /// item of a collection is a button or a list item). Unlike a box, a focusable overlay is
    /// a Tab stop.
    public init(role: AccessibleRole? = nil) {
        if let role, let made = makeWidget(ofType: gtk_overlay_get_type(), role: role) {
            super.init(taking: made)
        } else {
            super.init(taking: UnsafeMutableRawPointer(gtk_overlay_new()))
        }
    }

    /// Wraps an overlay returned with full ownership (or a floating one).
    public override init(taking pointer: UnsafeMutableRawPointer) {
        super.init(taking: pointer)
    }

    /// The main child, which gives the overlay its size.
    public func setChild(_ child: Widget) {
        gtk_overlay_set_child(OpaquePointer(pointer), child.widget)
    }

    /// Adds a widget drawn over the main child, placed by its alignment and margins.
    public func addOverlay(_ child: Widget) {
        gtk_overlay_add_overlay(OpaquePointer(pointer), child.widget)
    }

    /// Removes a widget added with `addOverlay`.
    public func removeOverlay(_ child: Widget) {
        gtk_overlay_remove_overlay(OpaquePointer(pointer), child.widget)
    }
}
