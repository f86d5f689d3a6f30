import Foundation
import Gtk

/// Lays out one pile's cards in a card-shaped column: the tableau fans them downwards (less
/// for face-down cards), the stock and foundations stack them, and the waste shows its top
/// three side by side when three are drawn at a time. Cards are as wide as the pile and 1.4
/// times as tall; `sized` hears the card width so that text can scale with it.
@MainActor
enum PileLayout {
    /// How a pile spreads its cards.
    enum Spread {
        case stacked, fanned, waste(showing: Int)
    }

    /// The layout for a pile that spreads its cards as `spread`.
    static func make(_ spread: Spread, sized: @escaping @MainActor (Double) -> Void) -> CustomLayout {
        CustomLayout(
            heightForWidth: true,
            measure: { widget, orientation, forSize in
                guard orientation == .vertical else { return (60, 110) }
                let width = forSize > 0 ? Double(forSize) : 110
                let height = width * 1.4
                let fanned = offsets(of: widget.children, spread: spread, cardHeight: height, room: .infinity)
                    .map(\.y).max() ?? 0
                return (Int(height), Int(height + fanned))
            },
            allocate: { widget, width, height in
                let cardWidth = Double(width)
                let cardHeight = cardWidth * 1.4
                sized(cardWidth)
                let children = widget.children
                let placed = offsets(of: children, spread: spread, cardHeight: cardHeight, room: Double(height) - cardHeight)
                for (child, offset) in zip(children, placed) {
                    _ = child.measure(.horizontal)
                    _ = child.measure(.vertical, forSize: Int(cardWidth))
                    child.allocate(CGRect(
                        x: offset.x * cardWidth, y: offset.y, width: cardWidth, height: cardHeight
                    ))
                }
            }
        )
    }

    /// Each child's offset: x in card widths, y in pixels, squeezed to fit `room` pixels.
    private static func offsets(
        of children: [Widget], spread: Spread, cardHeight: Double, room: Double
    ) -> [CGPoint] {
        switch spread {
        case .stacked:
            return children.map { _ in .zero }
        case .waste(let showing):
            let fanStart = max(0, children.count - showing)
            return children.indices.map { index in
                CGPoint(x: index >= fanStart ? Double(index - fanStart) * 0.22 : 0, y: 0)
            }
        case .fanned:
            let steps = children.dropLast().map { $0.hasCSSClass("face-down") ? 0.1 : 0.24 }
            let natural = steps.reduce(0, +) * cardHeight
            let squeeze = natural > room && natural > 0 ? max(0.3, room / natural) : 1
            var y = 0.0
            return [CGPoint(x: 0, y: 0)] + steps.map { step in
                y += step * cardHeight * squeeze
                return CGPoint(x: 0, y: y)
            }
        }
    }
}
