import DeckhandGtk
import Localization
import ReorderGtk
import ReorderKit

/// The photo grid: cards of different sizes in a flow box; click, Ctrl+click and Shift+click
/// select, and dragging a selected card carries the whole selection. (The flow box's own
/// selection is off: its rubber-band gesture would take every drag.)
@MainActor
final class GridPage: CardCollectionPage {
    let name = "grid"
    let title = trc("gallery page", "Grid")
    let iconName = "view-grid-symbolic"
    let widget: Widget
    let collection: CardCollection
    private let scroller = ScrolledWindow()

    /// Creates the page, reporting every reorder, undo, redo and selection change to `context`.
    init(context: GalleryPageContext) {
        collection = CardCollection(GalleryCard.samples, tile: CardTile.make(for:), context: context)
        // gallery-source: grid
        let grid = FlowBox()
        grid.addCSSClass("gallery-grid")
        grid.setSelectionMode(.none)
        grid.columnSpacing = 12
        grid.rowSpacing = 12
        grid.maxChildrenPerLine = 12
        grid.verticalAlignment = .start
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        widget = scroller

        let container = collection.makeContainer()
        container.sectionName = { _ in tr("Cards") }
        container.selectsOnClick = true
        container.dragContainer = .selection
        container.onEvent { event in
            if case .selectionChanged = event { context.changed() }
        }
        scroller.setChild(container.addSection(.init(), content: collection.content, host: FlowBoxContentHost(flowBox: grid)))
        // gallery-source: end
    }

    func automationContainers(in window: ApplicationWindow) -> [AutomationContainer] {
        [AutomationContainer(id: "gallery.grid", items: collection.automationItems(in: window), section: .init(), of: collection.container)]
    }

    func automationModel() -> [String: JSONValue] {
        let selected = collection.container?.selectedItems ?? []
        return [
            "order": .array(collection.cards.map { .string($0.id) }),
            "selection": .array(collection.cards.filter { selected.contains($0.id) }.map { .string($0.id) }),
            "scroll": .number(scroller.verticalOffset),
        ]
    }
}
