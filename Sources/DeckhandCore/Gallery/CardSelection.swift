import DeckhandGtk

/// The selected cards of the grid, chosen the usual way: a click selects one card, Ctrl+click
/// adds or removes one, Shift+click selects the range from the last clicked card.
@MainActor
final class CardSelection {
    private(set) var selected: Set<GalleryCard.ID> = []
    private var anchor: GalleryCard.ID?
    /// The tiles, held weakly: the content owns them.
    private var tiles: [GalleryCard.ID: WeakWidget] = [:]
    /// The cards in their current order, for Shift ranges.
    var order: () -> [GalleryCard.ID] = { [] }
    /// Called after the selection changed.
    var changed: () -> Void = {}

    /// Makes `tile` selectable as the card `id`.
    func attach(_ tile: Widget, for id: GalleryCard.ID) {
        tiles[id] = WeakWidget(widget: tile)
        let click = GestureClick()
        click.onClicked { [weak self] modifiers in self?.clicked(id, modifiers: modifiers) }
        tile.addController(click)
    }

    private func clicked(_ id: GalleryCard.ID, modifiers: ModifierKeys) {
        if modifiers.contains(.shift), let anchor {
            let ids = order()
            if let from = ids.firstIndex(of: anchor), let to = ids.firstIndex(of: id) {
                selected.formUnion(ids[min(from, to)...max(from, to)])
            }
        } else if modifiers.contains(.control) {
            if selected.remove(id) == nil { selected.insert(id) }
            anchor = id
        } else {
            selected = [id]
            anchor = id
        }
        tiles = tiles.filter { $0.value.widget != nil }
        for (card, tile) in tiles {
            guard let tile = tile.widget else { continue }
            if selected.contains(card) { tile.addCSSClass("selected") } else { tile.removeCSSClass("selected") }
            tile.setAccessibleSelected(selected.contains(card))
        }
        changed()
    }
}
