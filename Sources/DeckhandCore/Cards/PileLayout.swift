import Foundation
import DeckhandGtk
import Patience

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

    /// The layout for a pile that spreads its cards as `spread`; `indexChanged` hears of a
    /// face-up card whose fan turned too tight to show the suit under its rank, or roomy again
    /// (its `CardView.compactIndexClass` changed), to draw its face again.
    static func make(_ spread: Spread, indexChanged: @escaping @MainActor (Widget) -> Void = { _ in }) -> CustomLayout {
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
                let shown = drawn(children, spread: spread)
                if case .fanned = spread {
                    markCompactIndices(of: children, at: placed.map { Double($0.y) }, cardWidth: cardWidth, changed: indexChanged)
                }
                for (child, (offset, isShown)) in zip(children, zip(placed, shown)) {
                    if child.isChildVisible != isShown { child.isChildVisible = isShown }
                    _ = child.measure(.horizontal)
                    _ = child.measure(.vertical, forSize: Int(cardWidth))
                    child.allocate(CGRect(x: offset.x, y: offset.y, width: cardWidth, height: cardHeight))
                }
            }
        )
    }

    /// Which of a pile's cards are drawn: every card still flying in (`moving`), and from the
    /// top down the cards at rest that can show before the pile is laid out again, the top two
    /// of a stack (the second shows while the top one is carried) and, on the waste, the cards
    /// of its fan and the one under them. A card at rest under those is hidden by them, and is
    /// left undrawn: drawing every card of Klondike's stock and Spider's took the GL renderer on
    /// llvmpipe 4–8 ms more at the table's first frame. Cards in flight count for nothing, so
    /// the top of a stack stays in view while cards fly onto it.
    ///
    /// - Complexity: O(*n*) in the cards.
    private static func drawn(_ children: [Widget], spread: Spread) -> [Bool] {
        let atRest: Int
        switch spread {
        case .fanned: return children.map { _ in true }
        case .stacked: atRest = 2
        case .waste(let showing): atRest = max(showing, 1) + 1
        }
        var shownAtRest = 0
        return children.reversed().map { child -> Bool in
            if child.hasCSSClass(KeyframeAnimations.movingClass) { return true }
            shownAtRest += 1
            return shownAtRest <= atRest
        }.reversed()
    }

    /// Marks the face-up cards of a fan whose next card leaves less than their whole index in
    /// view (the rank, not the suit under it) with `CardView.compactIndexClass`, and clears
    /// it from the others, telling `changed` of each card whose mark changed.
    ///
    /// - Complexity: O(*n*) in the cards.
    private static func markCompactIndices(of children: [Widget], at tops: [Double], cardWidth: Double, changed: @MainActor (Widget) -> Void) {
        // Fan offsets are whole pixels: a step rounded down still shows the suit.
        let wholeIndex = CardTableGeometry.faceUpStep.least * cardWidth - 1
        for (index, child) in children.enumerated() {
            let inView = index + 1 < tops.count ? tops[index + 1] - tops[index] : .infinity
            let compact = inView < wholeIndex && !child.hasCSSClass("face-down")
            guard compact != child.hasCSSClass(CardView.compactIndexClass) else { continue }
            if compact { child.addCSSClass(CardView.compactIndexClass) } else { child.removeCSSClass(CardView.compactIndexClass) }
            changed(child)
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
