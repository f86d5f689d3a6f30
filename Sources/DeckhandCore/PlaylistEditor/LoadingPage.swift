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

    /// Shows `heading` ("Opening “mix.m3u”") over the bar.
    func show(_ heading: String) {
        self.heading.text = heading
        widget.isVisible = true
    }
}
