import CDeckhandGtk

/// Tells a screen reader news through the accessible description of the focused widget: GTK 4.8
/// has no announcement API, and a screen reader speaks a description when it changes on the
/// focused widget.
///
/// What it said on a widget before is cleared when it speaks on another, so an old announcement
/// is not read again when focus comes back there; the same news twice on one widget differs by
/// an invisible mark, so that it is a change, and spoken again.
///
/// ```swift
/// let announcer = Announcer()
/// announcer.announce("Harbour moved to position 5 of 14", on: focusedCard)
/// ```
@MainActor
public final class Announcer {
    /// The widget spoken on last, and the description it was given. Held strongly: a list
    /// row's wrapper may have no other owner, and the next announcement must still find it.
    private var last: (widget: Widget, said: String)?

    /// Creates an announcer that has said nothing yet.
    public init() {}

    /// Says `text` on `widget`, which should be the one with focus.
    public func announce(_ text: String, on widget: Widget) {
        let mark = "\u{200B}"
        var said = text
        if let last {
            if last.widget.pointer != widget.pointer {
                last.widget.setAccessibleDescription("")
            } else if last.said == text {
                said = text + mark
            }
        }
        widget.setAccessibleDescription(said)
        last = (widget, said)
    }

    /// Takes back what was said on `widget`, if it was the last widget spoken on (a list row
    /// that now shows another item).
    public func clear(on widget: Widget) {
        guard let last, last.widget.pointer == widget.pointer else { return }
        widget.setAccessibleDescription("")
        self.last = nil
    }
}
