import Foundation
import Gtk
import Klondike

/// The pictures of the cards at the size the table shows them: each face drawn once, when a
/// card first shows it, and shared by every widget showing that card; one back for all the
/// face-down cards, and one place for every pile. A new size or style drops them, to be drawn
/// again as they are shown.
@MainActor
final class CardArt {
    /// The card width drawn, in logical pixels.
    private(set) var width = 0
    private var scale = 1
    private var palette = CardPalette(dark: false)
    private var faces: [String: Paintable] = [:]
    private var back: Paintable?
    private var drawnPlace: Paintable?

    /// Whether the pictures are drawn `width` pixels wide at `scale`, in the dark palette if
    /// `dark`.
    func isCurrent(width: Int, scale: Int, dark: Bool) -> Bool {
        width == self.width && scale == self.scale && CardPalette(dark: dark) == palette
    }

    /// Draws cards `width` pixels wide at `scale` device pixels per pixel, in the dark
    /// style's palette if `dark`, from now on; returns whether that changed anything.
    @discardableResult
    func use(width: Int, scale: Int, dark: Bool) -> Bool {
        let palette = CardPalette(dark: dark)
        guard width != self.width || scale != self.scale || palette != self.palette else { return false }
        (self.width, self.scale, self.palette) = (width, scale, palette)
        faces.removeAll()
        back = nil
        drawnPlace = nil
        return true
    }

    /// A pile's place on the felt: a card-shaped tint, drawn under the pile's cards; nil until
    /// `use` gave a size.
    var place: Paintable? {
        guard width > 0 else { return nil }
        if drawnPlace == nil {
            let outline = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
            drawnPlace = Paintable.drawn(width: width, height: height, scale: scale) { [palette] canvas in
                canvas.roundedRectangle(outline, radius: outline.width * CardOutline.radius)
                canvas.setColor(palette.place)
                canvas.fill()
            }
        }
        return drawnPlace
    }

    /// The height of a card `width` pixels wide, in whole pixels.
    private var height: Int {
        Int((Double(width) * CardTableGeometry.aspect).rounded())
    }

    /// The picture `placed` shows: its face, or the back; nil until `use` gave a size.
    ///
    /// - Complexity: O(1) once drawn; drawing a face costs about a millisecond.
    func picture(of placed: PlacedCard) -> Paintable? {
        // Nothing is drawn before the table knows the size its cards are.
        guard width > 0 else { return nil }
        if !placed.isFaceUp {
            if back == nil {
                back = Paintable.drawn(width: width, height: height, scale: scale) { [palette] canvas in
                    CardBack.draw(width: Double(width), palette: palette, on: canvas)
                }
            }
            return back
        }
        if let face = faces[placed.card.id] { return face }
        let face = Paintable.drawn(width: width, height: height, scale: scale) { [palette] canvas in
            CardFace.draw(placed.card, width: Double(width), palette: palette, on: canvas)
        }
        faces[placed.card.id] = face
        return face
    }
}
