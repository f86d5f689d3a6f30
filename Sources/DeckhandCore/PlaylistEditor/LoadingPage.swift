import DeckhandGtk

/// What a playlist window shows while its file loads: a status page naming the file, with a
/// progress bar, where the tracks will be.
@MainActor
final class LoadingPage {
    private let page = StatusPage()
    /// The bar the loader moves.
    let bar = ProgressBar()

    /// The page's widget.
    var widget: Widget { page }

    init() {
        page.addCSSClass("loading-page")
        page.addCSSClass("playlist-status")
        page.expandsVertically = true
        page.iconName = "document-open-symbolic"
        bar.setSizeRequest(width: 320, height: -1)
        bar.horizontalAlignment = .center
        page.setChild(bar)
    }

    /// Shows `heading` ("Opening “mix.m3u”") over the bar.
    func show(_ heading: String) {
        page.title = heading
        page.isVisible = true
    }
}
