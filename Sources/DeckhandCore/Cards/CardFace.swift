import Foundation
import DeckhandGtk
import Patience

/// Draws a card's face: the rank above the suit in two opposite corners (top left and bottom
/// right, or top right and bottom left for a right-to-left table), the standard pip layout for
/// an ace to a ten, and a court figure for a jack, queen or king. A card in a fan too tight to
/// show the suit under its rank has a compact index: the suit beside the rank as well, in the
/// strip the fan leaves in view.
@MainActor
enum CardFace {
    /// Draws `card` filling `width` by `width × 1.4` pixels, its upright index at the top right
    /// when `indexAtRight`, with the suit beside its rank when `compactIndex`; the rank's text
    /// comes from `indexes`, made for `width`.
    static func draw(
        _ card: Card, width: Double, indexAtRight: Bool = false, compactIndex: Bool = false, indexes: CardIndexOutlines,
        palette: CardPalette, on canvas: Canvas
    ) {
        let height = width * CardTableGeometry.aspect
        CardOutline.fill(width: width, height: height, colour: palette.face, palette: palette, on: canvas)
        canvas.setColor(palette.ink(card.suit))
        index(of: card, width: width, atRight: indexAtRight, indexes: indexes, on: canvas)
        if compactIndex {
            // Beside the rank, clear of the pips and the court figure's frame below it.
            let x = width * (indexAtRight ? 0.875 - besideRank : 0.125 + besideRank)
            SuitShape.fill(card.suit, size: width * 0.12, centredAt: CGPoint(x: x, y: width * 0.12), on: canvas)
        }
        canvas.save()
        canvas.translate(width, height)
        canvas.rotate(.pi)
        index(of: card, width: width, atRight: indexAtRight, indexes: indexes, on: canvas)
        canvas.restore()
        if card.rank > 10 {
            CourtFigure.draw(card, width: width, height: height, palette: palette, on: canvas)
        } else {
            pips(of: card, width: width, height: height, on: canvas)
        }
    }

    /// How far beside the rank's centre a compact index puts the suit, in card widths.
    static let besideRank = 0.17

    /// The top-left (or top-right) index: the rank, and the suit under it.
    private static func index(of card: Card, width: Double, atRight: Bool, indexes: CardIndexOutlines, on canvas: Canvas) {
        let centre = CGPoint(x: width * (atRight ? 0.875 : 0.125), y: width * 0.125)
        indexes.fillRank(of: card, centredAt: centre, on: canvas)
        SuitShape.fill(card.suit, size: width * 0.12, centredAt: CGPoint(x: centre.x, y: width * 0.29), on: canvas)
    }

    /// The pips of an ace to a ten, as printed cards lay them out; those in the lower half
    /// upside down.
    private static func pips(of card: Card, width: Double, height: Double, on canvas: Canvas) {
        guard card.rank > 1 else {
            SuitShape.fill(card.suit, size: width * (card.suit == .spades ? 0.5 : 0.42), centredAt: CGPoint(x: width / 2, y: height / 2), on: canvas)
            return
        }
        let size = width * (card.rank >= 9 ? 0.17 : 0.19)
        for pip in layout(ofRank: card.rank) {
            let centre = CGPoint(x: pip.x * width, y: pip.y * height)
            SuitShape.fill(card.suit, size: size, centredAt: centre, inverted: pip.y > 0.51, on: canvas)
        }
    }

    /// Where the pips of `rank` (2 to 10) go, as fractions of the card's width and height.
    static func layout(ofRank rank: Int) -> [CGPoint] {
        let (left, middle, right) = (0.32, 0.5, 0.68)
        let (top, bottom, centre) = (0.21, 0.79, 0.5)
        let third = (bottom - top) / 3
        let pairs: (Double) -> [CGPoint] = { y in [CGPoint(x: left, y: y), CGPoint(x: right, y: y)] }
        let single: (Double) -> [CGPoint] = { y in [CGPoint(x: middle, y: y)] }
        switch rank {
        case 2: return single(top) + single(bottom)
        case 3: return single(top) + single(centre) + single(bottom)
        case 4: return pairs(top) + pairs(bottom)
        case 5: return pairs(top) + single(centre) + pairs(bottom)
        case 6: return pairs(top) + pairs(centre) + pairs(bottom)
        case 7: return pairs(top) + single((top + centre) / 2) + pairs(centre) + pairs(bottom)
        case 8: return pairs(top) + single((top + centre) / 2) + pairs(centre) + single((centre + bottom) / 2) + pairs(bottom)
        case 9: return pairs(top) + pairs(top + third) + single(centre) + pairs(top + 2 * third) + pairs(bottom)
        case 10:
            return pairs(top) + single(top + third / 2) + pairs(top + third) + pairs(top + 2 * third)
                + single(bottom - third / 2) + pairs(bottom)
        default: return []
        }
    }
}
