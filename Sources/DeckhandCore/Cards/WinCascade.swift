import Foundation
import DeckhandGtk

/// The classic ending of a won game: the cards leave the foundations one by one, top card
/// first, and bounce down the table and off its side, each path worked out once and played
/// as a CSS animation. Any click or key ends it, and the cards are home again.
@MainActor
final class WinCascade {
    private let motion = KeyframeAnimations()
    private let prefix = "win-cascade-\(UUID().uuidString.prefix(8).lowercased())"

    /// Whether cards are bouncing.
    var isRunning: Bool { motion.isRunning }

    /// Sends `cards` (top first, each with its frame in the table's coordinates) bouncing off
    /// the bottom of a table `size` big, one after another; the first one away from the
    /// foundations' side (leftwards on a right-to-left table). `finished` is called when the
    /// last card is off the table, unless `stop()` came first.
    func start(
        _ cards: [(widget: Widget, frame: CGRect)], in size: CGSize, rightToLeft: Bool = false,
        then finished: @escaping @MainActor () -> Void = {}
    ) {
        var longest = 0.0
        let flights = cards.enumerated().map { index, card in
            let leftwards = (index % 2 == 1) != rightToLeft
            let path = Self.path(from: card.frame, in: size, leftwards: leftwards, speed: 0.7 + Double(index % 5) * 0.12)
            let delay = Double(index) * 0.14
            longest = max(longest, delay + path.seconds)
            let keyframes = path.keyframes.map { fraction, offset in
                "\(Int((fraction * 100).rounded()))% { transform: translate(\(Int(offset.x))px, \(Int(offset.y))px); }"
            }.joined(separator: " ")
            // Whole milliseconds: CSS wants a point, whatever the locale's decimal separator.
            let timing = "\(Int((path.seconds * 1000).rounded()))ms linear \(Int((delay * 1000).rounded()))ms 1 normal both"
            return (card.widget, keyframes, timing)
        }
        motion.play(named: prefix, flights, lasting: Int(longest * 1000) + 100, then: finished)
    }

    /// Ends the cascade: the cards are back on the foundations.
    func stop() {
        motion.stop()
    }

    /// A card's flight from `frame`: thrown sideways, falling, bouncing off the bottom with
    /// three quarters of its speed, until it is past the side of the table; as offsets at
    /// fractions of its length, and that length in seconds.
    static func path(from frame: CGRect, in size: CGSize, leftwards: Bool, speed: Double) -> (keyframes: [(Double, CGPoint)], seconds: Double) {
        let gravity = 2400.0
        let step = 1.0 / 30
        var velocity = CGPoint(x: (leftwards ? -1 : 1) * size.width * 0.35 * speed, y: -250)
        var position = CGPoint.zero
        var points: [CGPoint] = [.zero]
        let floor = size.height - frame.maxY
        while points.count < 300, frame.maxX + position.x > 0, frame.minX + position.x < size.width {
            velocity.y += gravity * step
            position.x += velocity.x * step
            position.y += velocity.y * step
            if position.y > floor {
                position.y = floor
                velocity.y = -abs(velocity.y) * 0.75
            }
            points.append(position)
        }
        let seconds = Double(points.count - 1) * step
        // About forty keyframes a card, bounces among them: enough for the eye, little CSS.
        let stride = max(1, points.count / 40)
        let kept = points.indices.filter { index in
            index % stride == 0 || index == points.count - 1
                || (index > 0 && index < points.count - 1 && points[index].y >= floor && points[index - 1].y < floor)
        }
        let keyframes = kept.map { (Double($0) / Double(max(1, points.count - 1)), points[$0]) }
        return (keyframes, max(seconds, step))
    }
}
