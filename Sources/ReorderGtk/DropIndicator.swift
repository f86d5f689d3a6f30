import Foundation
import DeckhandGtk

/// What shows where a drop will land, drawn over the container: an insertion line, or for
/// free layouts an outline of the slot the items will take (CSS classes `drop-indicator` and
/// `slot`).
@MainActor
final class DropIndicator {
    /// The line widget, styled by the `drop-indicator` CSS class.
    let widget = Box(.vertical)

    init() {
        widget.addCSSClass("drop-indicator")
        widget.horizontalAlignment = .start
        widget.verticalAlignment = .start
        widget.canTarget = false
        widget.isVisible = false
        widget.isRightToLeft = false
    }

    /// Shows the indicator at `rect`, in the coordinates of the overlay it is drawn in, as a
    /// slot outline or a line. A line above the first item (or before it, in a row) is drawn
    /// at the overlay's edge: GTK takes no negative margin without a warning.
    func show(at rect: CGRect, asSlot: Bool) {
        if asSlot { widget.addCSSClass("slot") } else { widget.removeCSSClass("slot") }
        widget.marginStart = max(0, Int(rect.minX.rounded()))
        widget.marginTop = max(0, Int(rect.minY.rounded()))
        widget.setSizeRequest(width: Int(rect.width.rounded()), height: Int(rect.height.rounded()))
        widget.isVisible = true
    }

    /// Hides the line.
    func hide() { widget.isVisible = false }
}
