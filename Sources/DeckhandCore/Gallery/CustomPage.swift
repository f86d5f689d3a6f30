import DeckhandGtk
import Localization
import ReorderGtk
import ReorderKit

/// The custom layout: cards seated around a ring by a layout written for it, reordered by
/// dragging with the same container as every other page. A card dropped near another takes
/// its seat.
@MainActor
final class CustomPage: CardCollectionPage {
    let name = "custom"
    let title = trc("gallery page", "Ring")
    let iconName = "object-rotate-right-symbolic"
    let widget: Widget
    let collection: CardCollection

    /// Creates the page, reporting every reorder, undo and redo to `context`.
    init(context: GalleryPageContext) {
        let cards = GalleryCard.samples.prefix(8).map {
            GalleryCard(id: "r" + $0.id.dropFirst(), title: $0.title, colour: $0.colour, shape: .small)
        }
        collection = CardCollection(cards, tile: CardTile.make(for:), context: context)
        // gallery-source: custom
        let ring = Box(.horizontal)
        ring.addCSSClass("card-ring")
        ring.setCustomLayout(RingLayout.make(diameter: 420))
        // gallery-source: end
        ring.horizontalAlignment = .center
        ring.verticalAlignment = .center
        let page = Box(.vertical)
        widget = page

        // gallery-source: custom
        let container = collection.makeContainer()
        container.sectionName = { _ in tr("Ring of cards") }
        let view = container.addSection(.init(), content: collection.content, host: BoxContentHost(box: ring, layout: .free))
        // gallery-source: end
        view.expandsVertically = true
        page.append(view)
    }

    func automationContainers(in window: ApplicationWindow) -> [AutomationContainer] {
        [AutomationContainer(id: "gallery.custom", items: collection.automationItems(in: window))]
    }

    func automationModel() -> [String: JSONValue] {
        ["ring": .array(collection.cards.map { .string($0.id) })]
    }
}
