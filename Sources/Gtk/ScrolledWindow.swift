import CGtk

/// A `GtkScrolledWindow`: a scrollable viewport around one child.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates an empty scrolled window.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
    }

    /// The scrolled child.
    public func setChild(_ child: Widget) {
        gtk_scrolled_window_set_child(OpaquePointer(pointer), child.widget)
    }

    /// Which scrollbars may appear.
    public func setPolicy(horizontal: ScrollbarPolicy, vertical: ScrollbarPolicy) {
        gtk_scrolled_window_set_policy(OpaquePointer(pointer), horizontal.gtk, vertical.gtk)
    }
}
