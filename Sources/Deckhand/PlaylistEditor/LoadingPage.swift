import Gtk

/// What a playlist window shows while its file loads: the file's name and a progress bar,
/// centred where the tracks will be.
@MainActor
final class LoadingPage {
    let widget = Box(.vertical, spacing: 12)
    private let heading = Label("")
    /// The bar the loader moves.
    let bar = ProgressBar()

    init() {
        widget.addCSSClass("loading-page")
        widget.expandsVertically = true
        widget.verticalAlignment = .center
        widget.horizontalAlignment = .center
        heading.addCSSClass("loading-title")
        bar.setSizeRequest(width: 320, height: -1)
        widget.append(heading)
        widget.append(bar)
    }

    /// Shows that `name` is opening.
    func show(opening name: String) {
        heading.text = "Opening “\(name)”"
        widget.isVisible = true
    }
}
