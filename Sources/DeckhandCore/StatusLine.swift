import DeckhandGtk

/// The line along the bottom of a window that says what is going on: a message that wraps (so
/// that a long one never sets the window's least width), and widgets at its end (a count, a
/// button).
@MainActor
final class StatusLine {
    /// The line, to place in the window.
    let widget = Box(.horizontal, spacing: 12)
    /// The message shown.
    let message = Label("")

    init() {
        widget.addCSSClass("status-line")
        message.xAlign = 0
        message.wraps = true
        message.expandsHorizontally = true
        widget.append(message)
    }

    /// Adds `trailing` at the end of the line, after the message.
    func append(_ trailing: Widget) {
        widget.append(trailing)
    }
}
