import Foundation
import DeckhandGtk
import Klondike

/// Lays out one pile's cards in the frame the table gives it: the tableau fans them downwards
/// as `CardTableGeometry.fan` says (face-down cards closer), the stock and foundations stack
/// them, and the waste shows its top three side by side when three are drawn at a time, each
/// one's index in view (towards the left on a right-to-left table). Cards are as wide as the
/// pile and 1.4 times as tall.
@MainActor
enum PileLayout {
    /// How a pile spreads its cards.
    enum Spread {
        case stacked, fanned, waste(showing: Int)
    }

    /// The layout for a pile that spreads its cards as `spread`.
    static func make(_ spread: Spread) -> CustomLayout {
        CustomLayout(
            measure: { _, _, _ in (0, 0) },
            allocate: { widget, width, height in
                let cardWidth = Double(width)
                let cardHeight = (cardWidth * CardTableGeometry.aspect).rounded()
                let children = widget.children
                let placed = offsets(
                    of: children, spread: spread, cardWidth: cardWidth, room: Double(height) - cardHeight,
                    leftwards: widget.isRightToLeft
                )
                for (child, offset) in zip(children, placed) {
                    _ = child.measure(.horizontal)
                    _ = child.measure(.vertical, forSize: Int(cardWidth))
                    child.allocate(CGRect(x: offset.x, y: offset.y, width: cardWidth, height: cardHeight))
                }
            }
        )
    }

    /// Each child's offset in pixels.
    private static func offsets(
        of children: [Widget], spread: Spread, cardWidth: Double, room: Double, leftwards: Bool
    ) -> [CGPoint] {
        switch spread {
        case .stacked:
            return children.map { _ in .zero }
        case .waste(let showing):
            let fanStart = max(0, children.count - showing)
            let step = CardTableGeometry.wasteStep * cardWidth * (leftwards ? -1 : 1)
            return children.indices.map { index in
                CGPoint(x: index >= fanStart ? (Double(index - fanStart) * step).rounded() : 0, y: 0)
            }
        case .fanned:
            let faceDown = children.map { $0.hasCSSClass("face-down") }
            return CardTableGeometry.fan(faceDown: faceDown, cardWidth: cardWidth, room: room).map { CGPoint(x: 0, y: $0) }
        }
    }
}
