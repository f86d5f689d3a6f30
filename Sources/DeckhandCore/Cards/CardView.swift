import DeckhandGtk
import Klondike
import Localization

/// The widget that shows one playing card: a picture of its face, or of the back, drawn by
/// `CardArt` and scaled to the place the pile gives it. One widget per card, whatever the
/// face shows.
@MainActor
enum CardView {
    /// Builds the widget for `placed`, drawn by `art`.
    static func make(for placed: PlacedCard, art: CardArt) -> Widget {
        // A button to assistive technology: the card under the keyboard's ring takes focus.
        let view = Picture(role: .button)
        view.scalesToFill()
        view.addCSSClass("playing-card")
        refresh(placed, on: view, art: art)
        return view
    }

    /// Shows `placed` face up or face down, and names it for assistive technology.
    static func refresh(_ placed: PlacedCard, on view: Widget, art: CardArt) {
        if let picture = view as? Picture, let paintable = art.picture(of: placed) { picture.show(paintable) }
        // A face-down card takes no click and no drag in any game: the pointer finds the pile
        // under it (a game whose face-down cards answer a click would need them back). GTK
        // looks for the widget under the pointer at every motion by visiting every widget that
        // can take it, so each card left out is work saved: a fifth of the event handling
        // along the row above a freshly dealt tableau, a twentieth across it (README, the card
        // table's benchmarks).
        view.canTarget = placed.isFaceUp
        if placed.isFaceUp {
            view.removeCSSClass("face-down")
            // TRANSLATORS: a card's name for a screen reader; %s is the card ("Queen of hearts").
            view.setAccessibleLabel(tr("%s, face up", placed.card.name))
        } else {
            view.addCSSClass("face-down")
            view.setAccessibleLabel(tr("Face-down card"))
        }
    }
}
