import Gtk
import Klondike

/// The widget that draws one playing card: a white card with its rank and suit in the corners
/// and a large suit in the middle, or, face down, a patterned back. Drawn by CSS and text, so
/// it stays crisp at any size.
@MainActor
enum CardView {
    /// Builds the widget for `placed`.
    static func make(for placed: PlacedCard) -> Widget {
        let card = placed.card
        let view = Box(.vertical)
        view.addCSSClass("playing-card")
        view.addCSSClass(card.suit.isRed ? "red" : "black")
        let corner = Label("\(card.rankLabel)\(card.suit.symbol)")
        corner.addCSSClass("corner")
        corner.xAlign = 0
        view.append(corner)
        let pip = Label(card.suit.symbol)
        pip.addCSSClass("pip")
        pip.expandsVertically = true
        view.append(pip)
        refresh(placed, on: view)
        return view
    }

    /// Shows `placed` face up or face down, and names it for assistive technology.
    static func refresh(_ placed: PlacedCard, on view: Widget) {
        if placed.isFaceUp {
            view.removeCSSClass("face-down")
            view.setAccessibleLabel("\(placed.card.name), face up")
        } else {
            view.addCSSClass("face-down")
            view.setAccessibleLabel("Face-down card")
        }
    }
}
