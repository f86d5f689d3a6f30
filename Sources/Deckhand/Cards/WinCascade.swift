import Foundation
import Gtk

/// The classic ending of a won game: the cards leave the foundations one by one, top card
/// first, and bounce down the table and off its side, each path worked out once and played
/// as a CSS animation. Any click or key ends it, and the cards are home again.
@MainActor
final class WinCascade {
    private let stylesheet = GeneratedStylesheet()
    private let prefix = "win-cascade-\(UUID().uuidString.prefix(8).lowercased())"
    private var styled: [(Widget, String)] = []
    private var ending: RepeatingTimer?

    /// Whether cards are bouncing.
    var isRunning: Bool { !styled.isEmpty }

    /// Sends `cards` (top first, each with its frame in the table's coordinates) bouncing off
    /// the bottom of a table `size` big, one after another.
    func start(_ cards: [(widget: Widget, frame: CGRect)], in size: CGSize) {
        stop()
        var css = ""
        var longest = 0.0
        for (index, card) in cards.enumerated() {
            let name = "\(prefix)-\(index)"
            let path = Self.path(from: card.frame, in: size, leftwards: index % 2 == 1, speed: 0.7 + Double(index % 5) * 0.12)
            let delay = Double(index) * 0.14
            longest = max(longest, delay + path.seconds)
            css += "@keyframes \(name) {"
            for (fraction, offset) in path.keyframes {
                css += " \(Int((fraction * 100).rounded()))% { transform: translate(\(Int(offset.x))px, \(Int(offset.y))px); }"
            }
            css += " }\n.\(name) { animation: \(name) \(String(format: "%.2f", path.seconds))s linear \(String(format: "%.2f", delay))s 1 normal both; }\n"
            styled.append((card.widget, name))
        }
        guard !styled.isEmpty else { return }
        stylesheet.load(css)
        styled.forEach { $0.0.addCSSClass($0.1) }
        ending = RepeatingTimer(milliseconds: Int(longest * 1000) + 100) { [weak self] in
            self?.stop()
            return false
        }
    }

    /// Ends the cascade: the cards are back on the foundations.
    func stop() {
        ending?.stop()
        ending = nil
        styled.forEach { $0.0.removeCSSClass($0.1) }
        if !styled.isEmpty { stylesheet.load("") }
        styled = []
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
