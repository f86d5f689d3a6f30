import DeckhandGtk
import Localization

/// The panel under a gallery page that shows the Swift that builds it, as GTK's own demo
/// shows its source: the page's marked regions of its source files, taken when the app was
/// built (`GallerySources`), selectable to copy.
@MainActor
final class PageSourcePanel {
    /// The panel, hidden until shown.
    let widget = Box(.vertical, spacing: 6)
    private let code = Label("")
    private let scroller = ScrolledWindow()

    init() {
        widget.addCSSClass("page-source")
        widget.isVisible = false
        let heading = Label(tr("The Swift that builds this page"))
        heading.addCSSClass("heading")
        heading.xAlign = 0
        widget.append(heading)
        code.addCSSClass("source-code")
        code.isSelectable = true
        code.xAlign = 0
        code.verticalAlignment = .start
        code.setAccessibleLabel(tr("Swift source of this page"))
        scroller.setPolicy(horizontal: .automatic, vertical: .automatic)
        scroller.setChild(code)
        scroller.setSizeRequest(width: -1, height: 180)
        widget.append(scroller)
    }

    /// Whether the panel shows.
    var isShown: Bool {
        get { widget.isVisible }
        set { widget.isVisible = newValue }
    }

    /// The source shown now.
    var text: String { code.text }

    /// Shows the source of the page named `page`.
    func show(page: String) {
        code.text = GallerySources.byPage[page] ?? ""
    }
}
