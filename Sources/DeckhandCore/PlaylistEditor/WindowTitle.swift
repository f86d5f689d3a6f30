import DeckhandGtk

/// The title in a header bar, GNOME style: the window's title over a dimmer subtitle.
@MainActor
final class WindowTitle {
    let widget = Box(.vertical)
    private let titleLabel = Label()
    private let subtitleLabel = Label()

    init() {
        widget.verticalAlignment = .center
        titleLabel.addCSSClass("title")
        subtitleLabel.addCSSClass("subtitle")
        for label in [titleLabel, subtitleLabel] {
            label.ellipsizeAtEnd()
            widget.append(label)
        }
    }

    /// The main line.
    var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// The second line.
    var subtitle: String {
        get { subtitleLabel.text }
        set { subtitleLabel.text = newValue }
    }
}
