import CDeckhandGtk
import Foundation

/// A bin whose child changes its layout with the width the bin is given, as libadwaita 1.4's
/// `AdwBreakpointBin` does (this machine has libadwaita 1.2): once it adapts, the bin's minimum
/// size is the one declared for the narrowest layout, never the child's current minimum, so a
/// window is never wider than a phone's screen asks; and the child is told each new width
/// before it is measured and allocated at it, in the same layout pass.
///
/// Every `ApplicationWindow` holds its content in one (`ApplicationWindow.adapt`).
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
    public init(child: Widget) {
        super.init(taking: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        clipsContent = true
        gtk_box_append(typed(), child.widget)
        let state = state
        setCustomLayout(CustomLayout(heightForWidth: true, measure: { bin, orientation, forSize in
            Self.measure(bin, orientation, forSize, state.breakpoint)
        }, allocate: { bin, width, height in
            Self.allocate(bin, width, height, state)
        }))
    }

    /// Whether the child, at its last allocation, needed more room than the bin had and was
    /// clipped: its layout for that size does not fit.
    public var isClipping: Bool { state.isClipping }

    /// Tells `layOut` every new width the bin is given, before its child is measured and
    /// allocated at it, so that the child can take the layout for that width (the narrow one
    /// below a breakpoint); the bin's minimum size is from now on `minimumSize`, which the
    /// narrowest layout must fit (by default 340 by 294: a phone's 360 px screen less the
    /// shadow a window has on X11, and GNOME's smallest height). A child
    /// that does not fit is allocated its own minimum and clipped.
    public func adapt(minimumSize: (width: Int, height: Int) = (340, 294), _ layOut: @escaping @MainActor (_ width: Int) -> Void) {
        state.breakpoint = Breakpoint(minimumSize: minimumSize, layOut: layOut)
        state.width = nil
        gtk_widget_queue_resize(widget)
    }

    private static func measure(_ bin: Widget, _ orientation: Orientation, _ forSize: Int, _ breakpoint: Breakpoint?) -> (minimum: Int, natural: Int) {
        guard let child = bin.children.first else { return (0, 0) }
        guard let breakpoint else { return child.measure(orientation, forSize: forSize) }
        switch orientation {
        case .horizontal:
            // The bin trades height for width: its width does not depend on a height, and
            // asking a wrapping label for its width at a height costs a search over widths.
            let natural = child.measure(.horizontal).natural
            return (breakpoint.minimumSize.width, max(natural, breakpoint.minimumSize.width))
        case .vertical:
            // The child is never allocated narrower than its minimum: ask its height there.
            let width = forSize < 0 ? -1 : max(forSize, child.measure(.horizontal).minimum)
            let natural = child.measure(.vertical, forSize: width).natural
            return (breakpoint.minimumSize.height, max(natural, breakpoint.minimumSize.height))
        }
    }

    private static func allocate(_ bin: Widget, _ width: Int, _ height: Int, _ state: BreakpointState) {
        guard let child = bin.children.first else { return }
        if let breakpoint = state.breakpoint, state.width != width {
            state.width = width
            // Before the child is measured and allocated at this width.
            breakpoint.layOut(width)
        }
        let childWidth = max(width, child.measure(.horizontal).minimum)
        let childHeight = max(height, child.measure(.vertical, forSize: childWidth).minimum)
        state.isClipping = childWidth > width || childHeight > height
        child.allocate(CGRect(x: 0, y: 0, width: childWidth, height: childHeight))
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
}
