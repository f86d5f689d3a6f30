import Gtk
import ReorderGtk
import ReorderKit

/// The photo grid: cards of different sizes in a flow box; click, Ctrl+click and Shift+click
/// select, and dragging a selected card carries the whole selection. (The flow box's own
/// selection is off: its rubber-band gesture would take every drag.)
@MainActor
final class GridPage: GalleryPage {
    let name = "grid"
    let title = "Grid"
    let widget: Widget
    private var cards = GalleryCard.samples
    private var history = ReorderHistory<GalleryCard.ID, ReorderableSingleCollectionIdentifier>()
    private let content: ForEach<GalleryCard>
    private let grid = FlowBox()
    private let selection = CardSelection()
    private let changed: @MainActor () -> Void
    /// Set at the end of `init`: its `move` closure needs `self`.
    private var container: ReorderContainer<GalleryCard, ReorderableSingleCollectionIdentifier>?

    /// Creates the page; `changed` runs after every reorder, undo and redo.
    init(changed: @escaping @MainActor () -> Void) {
        self.changed = changed
        content = ForEach(cards) { [selection] card in
            let tile = CardTile.make(for: card)
            selection.attach(tile, for: card.id)
            return tile
        }.reorderable()
        grid.addCSSClass("gallery-grid")
        grid.setSelectionMode(.none)
        grid.columnSpacing = 12
        grid.rowSpacing = 12
        grid.maxChildrenPerLine = 12
        grid.verticalAlignment = .start
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        widget = scroller

        let container = grid.reorderContainer(for: GalleryCard.self, content: content) {
            [unowned self] difference in
            history.apply(difference, to: &cards)
            content.update(cards)
            self.changed()
        }
        container.dragContainer = .selection
        container.selection = { [selection] in selection.selected }
        selection.order = { [unowned self] in cards.map(\.id) }
        selection.changed = changed
        container.exportedText = { $0.title }
        if let view = container.view { scroller.setChild(view) }
        self.container = container
    }

    var isEditing: Bool {
        get { container?.isEnabled ?? false }
        set { container?.isEnabled = newValue }
    }

    var canUndo: Bool { history.canUndo }
    var canRedo: Bool { history.canRedo }

    func undo() {
        guard history.undo(in: &cards) else { return }
        content.update(cards)
        changed()
    }

    func redo() {
        guard history.redo(in: &cards) else { return }
        content.update(cards)
        changed()
    }

    func automationContainers(in window: ApplicationWindow) -> [AutomationContainer] {
        let items = cards.compactMap { card in
            content.widget(for: card.id).map {
                AutomationItem(id: card.id, label: card.title, widget: $0, in: window)
            }
        }
        return [AutomationContainer(id: "gallery.grid", items: items)]
    }

    func automationModel() -> [String: JSONValue] {
        let selected = selection.selected
        return [
            "order": .array(cards.map { .string($0.id) }),
            "selection": .array(cards.filter { selected.contains($0.id) }.map { .string($0.id) }),
        ]
    }
}
