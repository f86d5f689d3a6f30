import DeckhandGtk
import Patience
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
        // The picture draws the card's rounded edge itself; cutting the corners off again would
        // cost a clip for every card on every frame.
        view.clipsContent = false
        view.addCSSClass("playing-card")
        refresh(placed, on: view, art: art)
        return view
    }

    /// The CSS class of a card whose pile fans it too tight to show the suit under its rank
    /// (`PileLayout`): its face then has the suit beside the rank.
    static let compactIndexClass = "compact-index"

    /// Shows `placed` face up or face down, and names it for assistive technology.
    static func refresh(_ placed: PlacedCard, on view: Widget, art: CardArt) {
        let compact = view.hasCSSClass(compactIndexClass)
        if let picture = view as? Picture, let paintable = art.picture(of: placed, compactIndex: compact) { picture.show(paintable) }
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
