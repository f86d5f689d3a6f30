import CGtk

/// A `GtkOverlay`: a main child with other widgets drawn over it.
@MainActor
public final class Overlay: Widget {
    /// Creates an empty overlay.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_overlay_new()))
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
