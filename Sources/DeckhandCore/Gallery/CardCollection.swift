import DeckhandGtk
import ReorderGtk
import ReorderKit

/// Cards in one reorderable collection: the model, its undo history, the content that shows
/// it, and the container that reorders it. The grid and ring pages differ only in the shape
/// they show it in.
@MainActor
final class CardCollection {
    typealias Container = ReorderContainer<GalleryCard, ReorderableSingleCollectionIdentifier>

    private(set) var cards: [GalleryCard]
    let content: ForEach<GalleryCard>
    private var history = ReorderHistory<GalleryCard.ID, ReorderableSingleCollectionIdentifier>()
    private let changed: @MainActor () -> Void
    /// Set by `makeContainer`: its `move` closure needs `self`.
    private(set) var container: Container?

    private let announce: @MainActor (String) -> Void

    /// A collection of `cards`, each drawn by `tile`, reporting to `context`.
    init(_ cards: [GalleryCard], tile: @escaping @MainActor (GalleryCard) -> Widget, context: GalleryPageContext) {
        self.cards = cards
        changed = context.changed
        announce = context.announce
        // gallery-source: grid custom
        content = ForEach(cards, content: tile).reorderable()
        // gallery-source: end
    }

    /// Creates the reorder container that applies every drag to this collection.
    func makeContainer() -> Container {
        // gallery-source: grid custom
        let container = Container(for: GalleryCard.self, in: ReorderableSingleCollectionIdentifier.self) {
            [weak self] difference in
            guard let self else { return }
            history.apply(difference, to: &cards)
            content.update(cards)
            changed()
        }
        // gallery-source: end
        container.itemName = { $0.title }
        container.accessibleName = { $0.accessibleName }
        container.onEvent { [announce] event in
            if case .announced(let text) = event { announce(text) }
        }
        self.container = container
        return container
    }

    var isEditing: Bool {
        get { container?.isEnabled ?? false }
        set { container?.isEnabled = newValue }
    }

    var clickToMove: Bool {
        get { container?.clickToMove ?? false }
        set { container?.clickToMove = newValue }
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

    /// The cards as the automation file shows them, in order, framed in `window`.
    func automationItems(in window: ApplicationWindow) -> [AutomationItem] {
        cards.compactMap { card in
            content.widget(for: card.id).map {
                AutomationItem(id: card.id, label: card.title, widget: $0, in: window)
            }
        }
    }
}

/// A gallery page that shows one card collection: its editing and undo are the collection's.
@MainActor
protocol CardCollectionPage: GalleryPage {
    /// The collection the page shows.
    var collection: CardCollection { get }
}

extension CardCollectionPage {
    var isEditing: Bool {
        get { collection.isEditing }
        set { collection.isEditing = newValue }
    }

    var clickToMove: Bool {
        get { collection.clickToMove }
        set { collection.clickToMove = newValue }
    }

    var canUndo: Bool { collection.canUndo }
    var canRedo: Bool { collection.canRedo }
    func undo() { collection.undo() }
    func redo() { collection.redo() }
}
