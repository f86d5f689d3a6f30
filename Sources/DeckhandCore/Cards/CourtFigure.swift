import Foundation
import DeckhandGtk
import Patience

/// Draws the figure of a jack, queen or king: a framed, double-ended portrait, as on printed
/// court cards, so that it reads the right way up from either end. The king wears a crown and
/// holds a sceptre, the queen a tiara and a flower, the jack a feathered cap and a staff.
@MainActor
enum CourtFigure {
    /// Draws the figure of `card` (rank 11 to 13) on a `width` by `height` face.
    static func draw(_ card: Card, width: Double, height: Double, palette: CardPalette, on canvas: Canvas) {
        let frame = CGRect(x: width * 0.22, y: height * 0.13, width: width * 0.56, height: height * 0.74)
        canvas.roundedRectangle(frame, radius: width * 0.03)
        canvas.setColor(Canvas.Color(red: palette.gold.red, green: palette.gold.green, blue: palette.gold.blue, alpha: 0.16))
        canvas.fill(preserving: true)
        canvas.setColor(palette.ink(card.suit))
        canvas.setLineWidth(max(1, width * 0.012))
        canvas.stroke()
        for end in 0..<2 {
            canvas.save()
            if end == 1 {
                canvas.translate(width, height)
                canvas.rotate(.pi)
            }
            canvas.rectangle(CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height / 2))
            canvas.clip()
            half(card, in: frame, width: width, palette: palette, on: canvas)
            canvas.restore()
        }
        canvas.setColor(palette.ink(card.suit))
        canvas.move(to: CGPoint(x: frame.minX, y: frame.midY))
        canvas.line(to: CGPoint(x: frame.maxX, y: frame.midY))
        canvas.stroke()
    }

    /// The upper half of the portrait, inside `frame`.
    private static func half(_ card: Card, in frame: CGRect, width w: Double, palette: CardPalette, on canvas: Canvas) {
        let top = frame.minY
        let middle = frame.midY
        let span = middle - top
        let ink = palette.ink(card.suit)
        let head = CGPoint(x: frame.midX, y: top + span * 0.42)
        let headRadius = w * 0.085

        // Robe: from the shoulders out to the frame's middle.
        let shoulders = head.y + headRadius * 1.2
        canvas.move(to: CGPoint(x: frame.midX - w * 0.11, y: shoulders))
        canvas.curve(to: CGPoint(x: frame.minX + w * 0.02, y: middle),
                     control1: CGPoint(x: frame.midX - w * 0.2, y: shoulders), control2: CGPoint(x: frame.minX + w * 0.04, y: middle - span * 0.2))
        canvas.line(to: CGPoint(x: frame.maxX - w * 0.02, y: middle))
        canvas.curve(to: CGPoint(x: frame.midX + w * 0.11, y: shoulders),
                     control1: CGPoint(x: frame.maxX - w * 0.04, y: middle - span * 0.2), control2: CGPoint(x: frame.midX + w * 0.2, y: shoulders))
        canvas.closePath()
        canvas.setColor(ink)
        canvas.fill()
        // A gold trim down the front and a collar.
        canvas.setColor(palette.gold)
        canvas.setLineWidth(max(1, w * 0.025))
        canvas.move(to: CGPoint(x: frame.midX, y: shoulders))
        canvas.line(to: CGPoint(x: frame.midX, y: middle))
        canvas.stroke()
        canvas.ellipse(in: CGRect(x: frame.midX - w * 0.1, y: shoulders - w * 0.02, width: w * 0.2, height: w * 0.06))
        canvas.fill()

        // Head and face.
        canvas.arc(centre: head, radius: headRadius)
        canvas.setColor(palette.skin)
        canvas.fill(preserving: true)
        canvas.setColor(ink)
        canvas.setLineWidth(max(1, w * 0.01))
        canvas.stroke()
        for side in [-1.0, 1.0] {
            canvas.arc(centre: CGPoint(x: head.x + side * headRadius * 0.38, y: head.y - headRadius * 0.1), radius: max(0.6, w * 0.011))
            canvas.fill()
        }
        headgear(forRank: card.rank, above: head, radius: headRadius, width: w, palette: palette, ink: ink, on: canvas)
        held(byRank: card.rank, at: CGPoint(x: frame.minX + w * 0.08, y: head.y), span: span, width: w, palette: palette, on: canvas)
        SuitShape.fill(card.suit, size: w * 0.11, centredAt: CGPoint(x: frame.maxX - w * 0.08, y: top + span * 0.2), on: canvas)
    }

    /// The king's crown, the queen's tiara and hair, or the jack's cap and feather.
    private static func headgear(
        forRank rank: Int, above head: CGPoint, radius: Double, width w: Double, palette: CardPalette,
        ink: Canvas.Color, on canvas: Canvas
    ) {
        let brow = head.y - radius * 0.55
        switch rank {
        case 13:
            canvas.move(to: CGPoint(x: head.x - radius * 1.05, y: brow))
            for (index, x) in [-1.05, -0.7, -0.35, 0, 0.35, 0.7, 1.05].enumerated() {
                let peak = index % 2 == 0 ? brow - radius * 1.1 : brow - radius * 0.5
                canvas.line(to: CGPoint(x: head.x + x * radius, y: index == 0 ? brow - radius * 1.1 : peak))
            }
            canvas.line(to: CGPoint(x: head.x + radius * 1.05, y: brow))
            canvas.closePath()
            canvas.setColor(palette.gold)
            canvas.fill()
        case 12:
            canvas.setColor(ink)
            canvas.ellipse(in: CGRect(x: head.x - radius * 1.25, y: head.y - radius * 0.9, width: radius * 0.6, height: radius * 2.2))
            canvas.ellipse(in: CGRect(x: head.x + radius * 0.65, y: head.y - radius * 0.9, width: radius * 0.6, height: radius * 2.2))
            canvas.fill()
            canvas.setColor(palette.gold)
            canvas.arc(centre: CGPoint(x: head.x, y: brow + radius * 0.3), radius: radius * 0.95, from: .pi * 1.1, to: .pi * 1.9)
            canvas.setLineWidth(max(1, w * 0.03))
            canvas.stroke()
            canvas.arc(centre: CGPoint(x: head.x, y: brow - radius * 0.75), radius: max(1, w * 0.022))
            canvas.fill()
        default:
            canvas.setColor(ink)
            canvas.arc(centre: CGPoint(x: head.x, y: brow + radius * 0.2), radius: radius * 1.02, from: .pi, to: 2 * .pi)
            canvas.closePath()
            canvas.fill()
            canvas.setColor(palette.gold)
            canvas.setLineWidth(max(1, w * 0.022))
            canvas.move(to: CGPoint(x: head.x + radius * 0.5, y: brow - radius * 0.6))
            canvas.curve(to: CGPoint(x: head.x + radius * 2.1, y: brow - radius * 1.2),
                         control1: CGPoint(x: head.x + radius * 1.1, y: brow - radius * 1.6), control2: CGPoint(x: head.x + radius * 1.8, y: brow - radius * 1.7))
            canvas.stroke()
        }
    }

    /// The sceptre, flower or staff held at the figure's side.
    private static func held(byRank rank: Int, at point: CGPoint, span: Double, width w: Double, palette: CardPalette, on canvas: Canvas) {
        canvas.setColor(palette.gold)
        canvas.setLineWidth(max(1, w * 0.022))
        canvas.move(to: CGPoint(x: point.x, y: point.y - span * 0.25))
        canvas.line(to: CGPoint(x: point.x, y: point.y + span * 0.6))
        canvas.stroke()
        let tip = CGPoint(x: point.x, y: point.y - span * 0.25)
        switch rank {
        case 13:
            canvas.arc(centre: tip, radius: w * 0.035)
            canvas.fill()
        case 12:
            for petal in 0..<5 {
                let angle = Double(petal) * 2 * .pi / 5
                canvas.arc(centre: CGPoint(x: tip.x + cos(angle) * w * 0.025, y: tip.y + sin(angle) * w * 0.025), radius: w * 0.018)
                canvas.fill()
            }
        default:
            canvas.move(to: CGPoint(x: tip.x - w * 0.03, y: tip.y + w * 0.02))
            canvas.line(to: CGPoint(x: tip.x, y: tip.y - w * 0.04))
            canvas.line(to: CGPoint(x: tip.x + w * 0.03, y: tip.y + w * 0.02))
            canvas.closePath()
            canvas.fill()
        }
    }
}
