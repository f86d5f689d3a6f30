import Foundation
import DeckhandGtk
import Patience

/// The pictures of the cards at the size the table shows them: each face drawn once, when a
/// card first shows it, and shared by every widget showing that card; one back for all the
/// face-down cards, and one place for every pile. A new size or style drops them, to be drawn
/// again as they are shown.
@MainActor
final class CardArt {
    /// How the pictures are drawn.
    struct Look: Equatable {
        /// The card width, in logical pixels.
        var width: Int
        /// Device pixels per logical pixel.
        var scale: Int
        /// Whether the dark style's palette is used.
        var dark: Bool
        /// Whether GSK's cairo renderer draws the window (see `Paintable.drawn`).
        var cairo: Bool
        /// Whether the table reads right to left: the faces' indices then sit in the top-right
        /// corner, where a fan to the left leaves them in view.
        var rightToLeft = false
    }

    /// How the pictures are drawn now; nothing is drawn while the width is 0.
    private(set) var look = Look(width: 0, scale: 1, dark: false, cairo: false)
    /// The card width drawn, in logical pixels.
    var width: Int { look.width }
    /// Each face drawn, by rank and suit.
    private var faces: [String: Paintable] = [:]
    private var back: Paintable?
    private var drawnPlace: Paintable?
    /// The ranks' index text at this width, shared by the faces.
    private var indexes = CardIndexOutlines(width: 0)

    /// Draws the pictures as `look` says from now on; returns whether that changed anything.
    @discardableResult
    func use(_ look: Look) -> Bool {
        guard look != self.look else { return false }
        self.look = look
        faces.removeAll()
        back = nil
        drawnPlace = nil
        indexes = CardIndexOutlines(width: Double(look.width))
        return true
    }

    /// A pile's place on the felt: a card-shaped tint, drawn under the pile's cards; nil until
    /// `use` gave a size.
    var place: Paintable? {
        guard width > 0 else { return nil }
        if drawnPlace == nil {
            let outline = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
            drawnPlace = drawn { canvas, palette in
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

    /// A card-sized picture drawn by `draw` as `look` says, with the style's palette.
    private func drawn(_ draw: (Canvas, CardPalette) -> Void) -> Paintable? {
        let palette = CardPalette(dark: look.dark)
        return Paintable.drawn(width: width, height: height, scale: look.scale, forCairo: look.cairo) { draw($0, palette) }
    }

    /// The picture `placed` shows: its face (with the suit beside the rank when
    /// `compactIndex`: a fan too tight to show the suit under it), or the back; nil until `use`
    /// gave a size.
    ///
    /// - Complexity: O(1) once drawn; drawing a face costs about a millisecond.
    func picture(of placed: PlacedCard, compactIndex: Bool = false) -> Paintable? {
        // Nothing is drawn before the table knows the size its cards are.
        guard width > 0 else { return nil }
        if !placed.isFaceUp {
            if back == nil {
                back = drawn { canvas, palette in CardBack.draw(width: Double(width), palette: palette, on: canvas) }
            }
            return back
        }
        // Copies of a card (Spider's two decks, or eight) share their face.
        let key = placed.card.rankLabel + placed.card.suit.rawValue + (compactIndex ? "-compact" : "")
        if let face = faces[key] { return face }
        let look = look
        let indexes = indexes
        let face = drawn { canvas, palette in
            CardFace.draw(
                placed.card, width: Double(width), indexAtRight: look.rightToLeft, compactIndex: compactIndex, indexes: indexes,
                palette: palette, on: canvas
            )
        }
        faces[key] = face
        return face
    }
}
