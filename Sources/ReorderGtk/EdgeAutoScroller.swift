import Foundation
import Gtk
import ReorderKit

/// Scrolls a scrolled window while a drag hovers near one of its edges, at ReorderKit's
/// `AutoScroll` speed, and reports each step so the drop can be judged again under the still
/// pointer (GTK sends no motion while the pointer does not move).
@MainActor
final class EdgeAutoScroller {
    /// How fast to scroll for how near an edge.
    var rule = AutoScroll()
    private var timer: RepeatingTimer?
    private var scroller: ScrolledWindow?
    private var pointer = CGPoint.zero
    private var velocity = CGPoint.zero
    private weak var widget: Widget?
    private var scrolled: (@MainActor (CGPoint) -> Void)?

    /// Follows the pointer at `point` in `widget`'s coordinates: near an edge of the scrolled
    /// window around `widget`, scrolls every frame and calls `scrolled` with the pointer in
    /// `widget`'s new coordinates; elsewhere, stops.
    func follow(_ point: CGPoint, in widget: Widget, scrolled: @escaping @MainActor (CGPoint) -> Void) {
        guard let scroller = ScrolledWindow.containing(widget),
              let inScroller = widget.convert(point, to: scroller) else {
            stop()
            return
        }
        let viewport = CGRect(x: 0, y: 0, width: scroller.width, height: scroller.height)
        velocity = rule.velocity(pointer: inScroller, in: viewport)
        guard velocity != .zero else {
            stop()
            return
        }
        self.scroller = scroller
        self.widget = widget
        pointer = inScroller
        self.scrolled = scrolled
        if timer == nil {
            timer = RepeatingTimer(milliseconds: 16) { [weak self] in
                guard let self else { return false }
                step()
                return true
            }
        }
    }

    /// Stops scrolling.
    func stop() {
        timer?.stop()
        timer = nil
        scroller = nil
        widget = nil
        scrolled = nil
    }

    private func step() {
        guard let scroller else { return }
        scroller.scroll(by: CGPoint(x: velocity.x * 0.016, y: velocity.y * 0.016))
        if let widget, let point = scroller.convert(pointer, to: widget) { scrolled?(point) }
    }
}

