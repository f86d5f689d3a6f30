import Foundation
import DeckhandGtk
import Patience

/// The four suits drawn as shapes rather than font glyphs: the same on every machine, and
/// crisp at any size.
@MainActor
enum SuitShape {
    /// Fills `suit`'s shape, `size` pixels tall, centred on `centre`, upside down if
    /// `inverted` (the lower half of a card), in the current colour.
    static func fill(_ suit: Card.Suit, size: Double, centredAt centre: CGPoint, inverted: Bool = false, on canvas: Canvas) {
        canvas.save()
        canvas.translate(centre.x, centre.y)
        canvas.scale(size, size)
        if inverted { canvas.rotate(.pi) }
        canvas.newPath()
        switch suit {
        case .hearts: heart(on: canvas)
        case .diamonds: diamond(on: canvas)
        case .spades: spade(on: canvas)
        case .clubs: club(on: canvas)
        }
        canvas.fill()
        canvas.restore()
    }

    /// A heart in the unit square around the origin, point down.
    private static func heart(on canvas: Canvas) {
        canvas.move(to: CGPoint(x: 0, y: 0.46))
        canvas.curve(to: CGPoint(x: -0.48, y: -0.1), control1: CGPoint(x: -0.14, y: 0.3), control2: CGPoint(x: -0.48, y: 0.16))
        canvas.curve(to: CGPoint(x: 0, y: -0.28), control1: CGPoint(x: -0.48, y: -0.44), control2: CGPoint(x: -0.06, y: -0.52))
        canvas.curve(to: CGPoint(x: 0.48, y: -0.1), control1: CGPoint(x: 0.06, y: -0.52), control2: CGPoint(x: 0.48, y: -0.44))
        canvas.curve(to: CGPoint(x: 0, y: 0.46), control1: CGPoint(x: 0.48, y: 0.16), control2: CGPoint(x: 0.14, y: 0.3))
        canvas.closePath()
    }

    /// A diamond with slightly hollow sides.
    private static func diamond(on canvas: Canvas) {
        canvas.move(to: CGPoint(x: 0, y: -0.5))
        canvas.curve(to: CGPoint(x: 0.38, y: 0), control1: CGPoint(x: 0.12, y: -0.3), control2: CGPoint(x: 0.24, y: -0.12))
        canvas.curve(to: CGPoint(x: 0, y: 0.5), control1: CGPoint(x: 0.24, y: 0.12), control2: CGPoint(x: 0.12, y: 0.3))
        canvas.curve(to: CGPoint(x: -0.38, y: 0), control1: CGPoint(x: -0.12, y: 0.3), control2: CGPoint(x: -0.24, y: 0.12))
        canvas.curve(to: CGPoint(x: 0, y: -0.5), control1: CGPoint(x: -0.24, y: -0.12), control2: CGPoint(x: -0.12, y: -0.3))
        canvas.closePath()
    }

    /// A spade: a heart upside down on a flared stem.
    private static func spade(on canvas: Canvas) {
        canvas.move(to: CGPoint(x: 0, y: -0.5))
        canvas.curve(to: CGPoint(x: 0.46, y: 0.1), control1: CGPoint(x: 0.14, y: -0.32), control2: CGPoint(x: 0.46, y: -0.16))
        canvas.curve(to: CGPoint(x: 0.04, y: 0.2), control1: CGPoint(x: 0.46, y: 0.38), control2: CGPoint(x: 0.14, y: 0.38))
        canvas.curve(to: CGPoint(x: 0.2, y: 0.5), control1: CGPoint(x: 0.06, y: 0.34), control2: CGPoint(x: 0.12, y: 0.44))
        canvas.line(to: CGPoint(x: -0.2, y: 0.5))
        canvas.curve(to: CGPoint(x: -0.04, y: 0.2), control1: CGPoint(x: -0.12, y: 0.44), control2: CGPoint(x: -0.06, y: 0.34))
        canvas.curve(to: CGPoint(x: -0.46, y: 0.1), control1: CGPoint(x: -0.14, y: 0.38), control2: CGPoint(x: -0.46, y: 0.38))
        canvas.curve(to: CGPoint(x: 0, y: -0.5), control1: CGPoint(x: -0.46, y: -0.16), control2: CGPoint(x: -0.14, y: -0.32))
        canvas.closePath()
    }

    /// A club: three leaves round a centre, on a flared stem.
    private static func club(on canvas: Canvas) {
        for centre in [CGPoint(x: 0, y: -0.25), CGPoint(x: -0.25, y: 0.07), CGPoint(x: 0.25, y: 0.07)] {
            canvas.arc(centre: centre, radius: 0.22)
            canvas.closePath()
        }
        canvas.arc(centre: CGPoint(x: 0, y: 0), radius: 0.12)
        canvas.closePath()
        canvas.move(to: CGPoint(x: -0.05, y: 0.05))
        canvas.curve(to: CGPoint(x: -0.19, y: 0.5), control1: CGPoint(x: -0.05, y: 0.3), control2: CGPoint(x: -0.12, y: 0.44))
        canvas.line(to: CGPoint(x: 0.19, y: 0.5))
        canvas.curve(to: CGPoint(x: 0.05, y: 0.05), control1: CGPoint(x: 0.12, y: 0.44), control2: CGPoint(x: 0.05, y: 0.3))
        canvas.closePath()
    }
}
