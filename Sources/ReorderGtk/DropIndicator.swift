import Foundation
import Gtk

/// The insertion line that shows where a drop will land, drawn over the container.
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
    }

    /// Shows the line at `rect`, in the coordinates of the overlay it is drawn in.
    func show(at rect: CGRect) {
        widget.marginStart = Int(rect.minX.rounded())
        widget.marginTop = Int(rect.minY.rounded())
        widget.setSizeRequest(width: Int(rect.width.rounded()), height: Int(rect.height.rounded()))
        widget.isVisible = true
    }

    /// Hides the line.
    func hide() { widget.isVisible = false }
}
