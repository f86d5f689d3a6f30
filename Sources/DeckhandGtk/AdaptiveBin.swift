import CDeckhandGtk
import Foundation

/// A bin whose children, one above the other, change their layout with the width the bin is
/// given, as libadwaita 1.4's `AdwBreakpointBin` does (this machine has libadwaita 1.2): once it
/// adapts, the bin's minimum size is the one declared for the narrowest layout, never the
/// children's current minimum, so a window is never wider than a phone's screen asks; and the
/// children are told each new width before they are measured and allocated at it, in the same
/// layout pass.
///
/// The children stack from top to bottom, each at least its minimum height; room beyond their
/// natural heights goes to those that expand vertically. Overlays lie over one of them, where
/// their alignment puts them, and take no room of their own. Every libadwaita `ApplicationWindow`
/// holds its title bar, content and bottom bars in one (`ApplicationWindow.adapt`), and a
/// plain one its content and bottom bars once it has bars, with no box between them: each
/// widget between the window and the one under the pointer makes every pointer event dearer
/// to deliver.
///
/// ```swift
/// let statusRow = Box(.horizontal)
/// let bin = AdaptiveBin(child: statusRow)
/// bin.adapt { width in statusRow.orientation = width < 560 ? .vertical : .horizontal }
/// ```
@MainActor
public final class AdaptiveBin: Widget {
    /// The breakpoint and the layout last applied, shared with the layout's closures.
    private let state = BreakpointState()

    /// A bin holding `child`; until a breakpoint is set it is as big as the child.
    public convenience init(child: Widget) {
        self.init(stacking: [child])
    }

    /// A bin holding `children`, the first at the top.
    init(stacking children: [Widget]) {
        super.init(taking: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        clipsContent = true
        let state = state
        setCustomLayout(CustomLayout(heightForWidth: true, measure: { bin, orientation, forSize in
            Self.measure(state.rows(of: bin), orientation, forSize, state.breakpoint)
        }, allocate: { bin, width, height in
            Self.allocate(bin, width, height, state)
        }))
        stack(children)
    }

    /// Holds `children` from now on, the first at the top, in place of those it held, and
    /// `overlays` over `overlaid` (one of `children`), the last on top.
    func stack(_ children: [Widget], overlays: [Widget] = [], over overlaid: Widget? = nil) {
        state.overlays = Set(overlays.map(\.pointer))
        state.overlaid = overlaid?.pointer
        let children = children + overlays
        let wanted = Set(children.map(\.pointer))
        for old in self.children where !wanted.contains(old.pointer) {
            gtk_box_remove(typed(), old.widget)
        }
        var previous: Widget?
        for child in children {
            if child.parent?.pointer != pointer {
                gtk_box_append(typed(), child.widget)
            }
            gtk_box_reorder_child_after(typed(), child.widget, previous?.widget)
            previous = child
        }
    }

    /// Whether the children, at their last allocation, needed more room than the bin had and
    /// were clipped: their layout for that size does not fit.
    public var isClipping: Bool { state.isClipping }

    /// Tells `layOut` every new width the bin is given, before its children are measured and
    /// allocated at it, so that they can take the layout for that width (the narrow one below
    /// a breakpoint); the bin's minimum size is from now on `minimumSize`, which the narrowest
    /// layout must fit (by default 340 by 294: a phone's 360 px screen less the shadow a window
    /// has on X11, and GNOME's smallest height). Children that do not fit are allocated their
    /// own minimum and clipped.
    public func adapt(minimumSize: (width: Int, height: Int) = (340, 294), _ layOut: @escaping @MainActor (_ width: Int) -> Void) {
        state.breakpoint = Breakpoint(minimumSize: minimumSize, layOut: layOut)
        state.width = nil
        gtk_widget_queue_resize(widget)
    }

    /// - Complexity: O(*n*) measurements of the *n* children.
    private static func measure(_ children: [Widget], _ orientation: Orientation, _ forSize: Int, _ breakpoint: Breakpoint?) -> (minimum: Int, natural: Int) {
        switch orientation {
        case .horizontal:
            // The bin trades height for width: its width does not depend on a height, and
            // asking a wrapping label for its width at a height costs a search over widths.
            let widths = children.map { $0.measure(.horizontal) }
            let minimum = widths.map(\.minimum).max() ?? 0
            let natural = widths.map(\.natural).max() ?? 0
            guard let breakpoint else { return (minimum, natural) }
            return (breakpoint.minimumSize.width, max(natural, breakpoint.minimumSize.width))
        case .vertical:
            // The children are never allocated narrower than their minimum: ask their heights there.
            let width = forSize < 0 ? -1 : max(forSize, widestMinimum(of: children))
            let heights = children.map { $0.measure(.vertical, forSize: width) }
            let minimum = heights.reduce(0) { $0 + $1.minimum }
            let natural = heights.reduce(0) { $0 + $1.natural }
            guard let breakpoint else { return (minimum, natural) }
            return (breakpoint.minimumSize.height, max(natural, breakpoint.minimumSize.height))
        }
    }

    /// - Complexity: O(*n*) measurements of the *n* children.
    private static func allocate(_ bin: Widget, _ width: Int, _ height: Int, _ state: BreakpointState) {
        if let breakpoint = state.breakpoint, state.width != width {
            state.width = width
            // Before the children are measured and allocated at this width.
            breakpoint.layOut(width)
        }
        // Which are shown, after `layOut`, which may have shown or hidden some.
        let shown = bin.shownChildren
        let children = shown.filter { !state.overlays.contains($0.pointer) }
        let childWidth = max(width, widestMinimum(of: children))
        let heights = children.map { $0.measure(.vertical, forSize: childWidth) }
        let shares = stackedHeights(heights, expanding: children.map(\.computesVerticalExpand), in: height)
        state.isClipping = childWidth > width || shares.reduce(0, +) > height
        var top = 0
        var overlaidFrame: CGRect?
        for (child, share) in zip(children, shares) {
            let frame = CGRect(x: 0, y: top, width: childWidth, height: share)
            child.allocate(frame)
            if child.pointer == state.overlaid { overlaidFrame = frame }
            top += share
        }
        guard let overlaidFrame else { return }
        for overlay in shown where state.overlays.contains(overlay.pointer) {
            // GTK places it within the frame as its alignment says, at its natural size.
            _ = overlay.measure(.horizontal)
            _ = overlay.measure(.vertical, forSize: Int(overlaidFrame.width))
            overlay.allocate(overlaidFrame)
        }
    }

    /// The heights of children stacked in `height` pixels: each its minimum, then as much more
    /// towards its natural height as there is room for, first to last, then what is left
    /// shared among those that `expanding` says expand (the first ones taking a pixel more
    /// when it does not divide). When the minimums do not fit, each keeps its minimum.
    ///
    /// - Complexity: O(*n*) in the children.
    nonisolated static func stackedHeights(_ heights: [(minimum: Int, natural: Int)], expanding: [Bool], in height: Int) -> [Int] {
        var shares = heights.map(\.minimum)
        var room = height - shares.reduce(0, +)
        for index in shares.indices where room > 0 {
            let more = min(room, max(0, heights[index].natural - shares[index]))
            shares[index] += more
            room -= more
        }
        let expanders = expanding.indices.filter { expanding[$0] }
        guard room > 0, !expanders.isEmpty else { return shares }
        for (order, index) in expanders.enumerated() {
            shares[index] += room / expanders.count + (order < room % expanders.count ? 1 : 0)
        }
        return shares
    }

    private static func widestMinimum(of children: [Widget]) -> Int {
        children.map { $0.measure(.horizontal).minimum }.max() ?? 0
    }
}

/// A bin's minimum size while it adapts, and what lays its child out for a width.
@MainActor
private struct Breakpoint {
    let minimumSize: (width: Int, height: Int)
    let layOut: @MainActor (Int) -> Void
}

/// How a bin adapts, and the width its child was last laid out for.
@MainActor
private final class BreakpointState {
    var breakpoint: Breakpoint?
    var width: Int?
    var isClipping = false
    /// The children laid over another, and the one they lie over (compared, never followed).
    var overlays: Set<UnsafeMutableRawPointer> = []
    var overlaid: UnsafeMutableRawPointer?

    /// `bin`'s shown children that are stacked, not laid over another.
    func rows(of bin: Widget) -> [Widget] {
        bin.shownChildren.filter { !overlays.contains($0.pointer) }
    }
}
