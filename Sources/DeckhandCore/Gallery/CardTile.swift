import DeckhandGtk

/// The widget that draws one gallery card: a coloured, rounded card with its title.
@MainActor
enum CardTile {
    /// Builds the tile for `card`: a button to assistive technology, and (a focusable
    /// overlay) a Tab stop of its own, which a reorder container uses as it is.
    static func make(for card: GalleryCard) -> Widget {
        let tile = Overlay(role: .button)
        tile.isFocusable = true
        let column = Box(.vertical, spacing: 4)
        tile.setChild(column)
        tile.addCSSClass("card")
        tile.addCSSClass(card.colour.rawValue)
        tile.setSizeRequest(width: card.shape.size.width, height: card.shape.size.height)
        tile.horizontalAlignment = .start
        tile.verticalAlignment = .start

        let title = Label(card.title)
        title.addCSSClass("card-title")
        title.xAlign = 0
        title.wraps = true
        title.expandsVertically = true
        title.verticalAlignment = .start
        column.append(title)

        let caption = Label(card.colour.name)
        caption.addCSSClass("card-caption")
        caption.xAlign = 0
        column.append(caption)
        return tile
    }
}
