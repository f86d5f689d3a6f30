import CDeckhandGtk
import Foundation

/// A `GtkScrolledWindow`: a scrollable viewport around one child.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates an empty scrolled window.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
    }

    /// Wraps an existing scrolled window.
    override public init(borrowing pointer: UnsafeMutableRawPointer) {
        super.init(borrowing: pointer)
    }

    /// The scrolled window `widget` is inside, if any.
    public static func containing(_ widget: Widget) -> ScrolledWindow? {
        gtk_widget_get_ancestor(widget.widget, gtk_scrolled_window_get_type())
            .map { ScrolledWindow(borrowing: UnsafeMutableRawPointer($0)) }
    }

    /// Scrolls by `offset` pixels (right and down are positive), within the content's bounds.
    public func scroll(by offset: CGPoint) {
        let scroller = OpaquePointer(pointer)
        for (adjustment, delta) in [
            (gtk_scrolled_window_get_hadjustment(scroller), offset.x),
            (gtk_scrolled_window_get_vadjustment(scroller), offset.y),
        ] where delta != 0 {
            guard let adjustment else { continue }
            let highest = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            let value = min(max(gtk_adjustment_get_value(adjustment) + delta, gtk_adjustment_get_lower(adjustment)), highest)
            gtk_adjustment_set_value(adjustment, value)
        }
    }

    /// How far the content is scrolled down, in pixels.
    public var verticalOffset: Double {
        gtk_scrolled_window_get_vadjustment(OpaquePointer(pointer)).map { gtk_adjustment_get_value($0) } ?? 0
    }

    /// The scrolled child.
    public func setChild(_ child: Widget) {
        gtk_scrolled_window_set_child(OpaquePointer(pointer), child.widget)
    }

    /// Which scrollbars may appear.
    public func setPolicy(horizontal: ScrollbarPolicy, vertical: ScrollbarPolicy) {
        gtk_scrolled_window_set_policy(OpaquePointer(pointer), horizontal.gtk, vertical.gtk)
    }

    /// Grows with its content up to `height` points, then scrolls: a dialog whose text may be
    /// long stays on the screen.
    public func growsWithContent(upTo height: Int) {
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(pointer), 1)
        gtk_scrolled_window_set_max_content_height(OpaquePointer(pointer), gint(height))
    }
}
