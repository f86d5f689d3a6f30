import Foundation
import DeckhandGtk
import ReorderKit

/// Scrolls a scrolled window while a drag hovers near one of its edges, at ReorderKit's
/// `AutoScroll` speed, and reports each step so the drop can be judged again under the still
/// pointer (GTK sends no motion while the pointer does not move).
///
/// It waits until the pointer has moved a little from where it first saw it, so that an item
/// picked up near an edge does not scroll away at once.
@MainActor
final class EdgeAutoScroller {
    /// How fast to scroll for how near an edge.
    var rule = AutoScroll()
    /// How far, in pixels, the pointer must move from where it was first seen before edges
    /// scroll.
    private static let armingDistance = 12.0
    /// Where the pointer was first seen, in the scrolled window's coordinates, until it has
    /// moved `armingDistance` from there; nil once it has (or before it is seen).
    private var firstPoint: CGPoint?
    private var isArmed = false
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
        guard arm(at: inScroller) else { return }
        let viewport = CGRect(x: 0, y: 0, width: scroller.width, height: scroller.height)
        velocity = rule.velocity(pointer: inScroller, in: viewport)
        guard velocity != .zero else {
            halt()
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

    /// Stops scrolling, and waits for the pointer to move again before the next scroll: call
    /// when the drag leaves, drops or ends.
    func stop() {
        halt()
        firstPoint = nil
        isArmed = false
    }

    /// Whether the pointer at `point` has moved far enough from where it was first seen.
    private func arm(at point: CGPoint) -> Bool {
        guard !isArmed else { return true }
        guard let first = firstPoint else {
            firstPoint = point
            return false
        }
        isArmed = hypot(point.x - first.x, point.y - first.y) > Self.armingDistance
        if isArmed { firstPoint = nil }
        return isArmed
    }

    /// Stops scrolling while the pointer is away from the edges.
    private func halt() {
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
