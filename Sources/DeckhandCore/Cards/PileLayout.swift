import Foundation
import DeckhandGtk
import Klondike

/// Lays out one pile's cards in the frame the table gives it: the tableau fans them downwards
/// as `CardTableGeometry.fan` says (face-down cards closer), the stock and foundations stack
/// them, and the waste shows its top three side by side when three are drawn at a time, each
/// one's index in view (towards the left on a right-to-left table). Cards are as wide as the
/// pile (the waste is as wide as its fan) and 1.4 times as tall; those wholly covered by
/// others are not drawn.
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
                let cardWidth = cardWidth(inPile: Double(width), tall: Double(height), spread: spread)
                let cardHeight = (cardWidth * CardTableGeometry.aspect).rounded()
                let children = widget.children
                let placed = offsets(
                    of: children, spread: spread, cardWidth: cardWidth, room: Double(height) - cardHeight,
                    leftwards: widget.isRightToLeft
                ).map { offset in
                    // A waste fanned to the left lies at the right of its pile.
                    widget.isRightToLeft ? CGPoint(x: offset.x + Double(width) - cardWidth, y: offset.y) : offset
                }
                let covered = covered(in: children.count, spread: spread)
                for (index, (child, offset)) in zip(children, placed).enumerated() {
                    let shown = index >= covered || child.hasCSSClass(KeyframeAnimations.movingClass)
                    if child.isChildVisible != shown { child.isChildVisible = shown }
                    _ = child.measure(.horizontal)
                    _ = child.measure(.vertical, forSize: Int(cardWidth))
                    child.allocate(CGRect(x: offset.x, y: offset.y, width: cardWidth, height: cardHeight))
                }
            }
        )
    }

    /// How many of a pile's `count` cards, from the bottom, lie wholly under others where
    /// nothing can uncover them before the pile is laid out again: the stock and the
    /// foundations show their top two (the second while the top one is carried), the waste
    /// the cards in its fan and the one under them. The layout leaves the rest undrawn unless
    /// they are still flying in: drawing them cost the GL renderer on llvmpipe about a fifth
    /// of the card table's first frame.
    private static func covered(in count: Int, spread: Spread) -> Int {
        switch spread {
        case .fanned: 0
        case .stacked: max(0, count - 2)
        case .waste(let showing): max(0, count - max(showing, 1) - 1)
        }
    }

    /// How wide a pile of cards `cardWidth` wide spread as `spread` is: the waste as wide as
    /// its fan, so that a press anywhere on the cards in view finds the pile; the others a
    /// card's width (a tableau pile runs down the table instead).
    static func width(of spread: Spread, cardWidth: Double) -> Double {
        guard case .waste(let showing) = spread else { return cardWidth }
        return cardWidth + (Double(max(showing, 1) - 1) * CardTableGeometry.wasteStep * cardWidth).rounded()
    }

    /// The width of the cards in a pile `width` by `height` pixels: the pile's width, or for
    /// the waste, which is wider, the width whose card is the pile's height tall (card widths
    /// are whole pixels, and a card's height is its width times the aspect, rounded).
    private static func cardWidth(inPile width: Double, tall height: Double, spread: Spread) -> Double {
        guard case .waste = spread else { return width }
        return (height / CardTableGeometry.aspect).rounded()
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
