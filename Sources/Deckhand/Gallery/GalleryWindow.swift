import Gtk
import ReorderGtk
import ReorderKit

/// The gallery window: cards of different sizes in a flow-box grid, rearranged by dragging.
@MainActor
final class GalleryWindow: AutomationSource {
    let window: ApplicationWindow
    private var cards = GalleryCard.samples
    private let content: ForEach<GalleryCard>
    private let automation: AutomationPublisher?
    /// Set at the end of `init`: its `move` closure needs `self`.
    private var container: FlowBoxReorderContainer<GalleryCard>?

    init(application: Application, automation: AutomationPublisher?) {
        self.automation = automation
        window = ApplicationWindow(application: application)
        window.title = "Gallery"
        window.setDefaultSize(width: 1024, height: 720)

        let header = HeaderBar()
        let hint = Label("Drag a card to move it")
        hint.addCSSClass("dim-label")
        header.packStart(hint)
        window.setTitlebar(header)

        content = ForEach(cards) { CardTile.make(for: $0) }.reorderable()
        let grid = FlowBox()
        grid.addCSSClass("gallery-grid")
        grid.setSelectionMode(.none)
        grid.columnSpacing = 12
        grid.rowSpacing = 12
        grid.maxChildrenPerLine = 12
        grid.verticalAlignment = .start
        let container = grid.reorderContainer(for: GalleryCard.self, content: content) {
            [unowned self] difference in
            cards.apply(difference: difference)
            content.update(cards)
            automation?.setNeedsWrite()
        }

        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.setChild(container.view)
        window.setChild(scroller)
        self.container = container
        automation?.register(self)
    }

    func automationSnapshot() -> AutomationWindow {
        let items = cards.compactMap { card in
            content.widget(for: card.id).map {
                AutomationItem(id: card.id, label: card.title, widget: $0, in: window)
            }
        }
        return AutomationWindow(
            kind: "gallery", title: window.title, width: window.width, height: window.height,
            xid: window.x11WindowID,
            containers: [AutomationContainer(id: "gallery.grid", items: items)],
            model: .object(["order": .array(cards.map { .string($0.id) })])
        )
    }
}
