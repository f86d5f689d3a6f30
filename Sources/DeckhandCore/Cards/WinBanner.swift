import DeckhandGtk
import Localization

/// The banner over a won game: what the win was worth, and Play Again (the window's
/// `win.new`).
@MainActor
struct WinBanner {
    let widget = Box(.vertical, spacing: 12)
    private let text = Label("")

    /// A hidden banner.
    init() {
        widget.addCSSClass("win-banner")
        widget.horizontalAlignment = .center
        widget.verticalAlignment = .center
        widget.isVisible = false
        text.addCSSClass("win-title")
        widget.append(text)
        let again = Button(label: tr("Play Again"))
        again.setActionName("win.new")
        again.addCSSClass("suggested-action")
        widget.append(again)
    }

    /// Shows `message`, or hides the banner when it is nil.
    func show(_ message: String?) {
        text.text = message ?? ""
        widget.isVisible = message != nil
    }
}
