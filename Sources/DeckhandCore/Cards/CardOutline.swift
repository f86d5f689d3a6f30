import Foundation
import DeckhandGtk

/// A card's rounded outline, filled, with a fine edge: the base of faces and backs.
@MainActor
enum CardOutline {
    /// The corners' radius, as a share of the card's width (the stylesheet's rings follow it).
    static let radius = 0.07

    /// Fills the outline of a `width` by `height` card with `colour` and draws its edge.
    static func fill(width: Double, height: Double, colour: Canvas.Color, palette: CardPalette, on canvas: Canvas) {
        let outline = CGRect(x: 0.5, y: 0.5, width: width - 1, height: height - 1)
        canvas.roundedRectangle(outline, radius: width * radius)
        canvas.setColor(colour)
        canvas.fill(preserving: true)
        canvas.setColor(palette.edge)
        canvas.setLineWidth(1)
        canvas.stroke()
    }
}
