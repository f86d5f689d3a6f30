import Foundation
import Patience

/// Where a patience table's piles go in the space a window gives it, and how a tableau column
/// fans its cards. The cards are as large as the width allows while the layout's roomy column
/// fits with every face-up card's corner index showing; a longer column tightens its fan
/// rather than shrinking the cards, so the cards keep their size through a game. On a narrow
/// table (a phone) the gaps between the piles close up before the cards shrink.
///
/// Sizes are in card widths unless said otherwise; a card is `aspect` times as tall as wide.
///
/// ```swift
/// let geometry = CardTableGeometry(width: 800, height: 540, layout: .klondike)
/// let stock = geometry.frame(of: .stock)
/// let offsets = CardTableGeometry.fan(faceDown: [true, true, false], cardWidth: geometry.cardWidth, room: 300)
/// ```
struct CardTableGeometry: Sendable, Equatable {
    /// A card's height over its width.
    static let aspect = 1.4
    /// The space between two piles side by side, and on a narrow table.
    static let gap = 0.14
    static let narrowGap = 0.05
    /// A card narrower than this, in pixels, is a narrow table's: its gaps close up.
    static let narrowCard = 60.0
    /// The space between the top row and the tableau.
    static let rowGap = 0.22
    /// How far a face-up card is below the one it lies on: as dealt, and at least (its corner
    /// index, rank above suit, must show).
    static let faceUpStep = (natural: 0.42, least: 0.36)
    /// The same for a face-down card, which shows nothing worth reading.
    static let faceDownStep = (natural: 0.16, least: 0.06)
    /// The steps of a column too long for its room: a sliver of each face-down card, and of
    /// each face-up card its rank.
    static let tightestStep = (faceDown: 0.02, faceUp: 0.21)
    /// How far apart the waste's top cards lie when three are drawn: each one's index shows.
    static let wasteStep = 0.27
    /// The smallest card drawn, in pixels, however small the window.
    static let smallestCard = 24.0

    /// The card width, in whole pixels.
    let cardWidth: Double
    /// Where the first column starts: the piles are centred across the width.
    let left: Double
    /// Where the tableau starts, below the top row.
    let tableauTop: Double
    /// The height given, which the tableau fills.
    let height: Double
    /// Where the piles lie.
    let layout: TableLayout
    /// The space between two piles side by side, in card widths: `gap`, or `narrowGap`.
    let columnGap: Double

    /// The geometry for `width` by `height` pixels, the piles where `layout` puts them.
    init(width: Double, height: Double, layout: TableLayout = .klondike) {
        let downBound = height / (Self.aspect + Self.rowGap + Self.leastHeight(layout.roomyColumn))
        func size(gap: Double) -> (card: Double, across: Double) {
            let across = Double(layout.columns) + Double(layout.columns - 1) * gap
            return (max(Self.smallestCard, min(width / across, downBound).rounded(.down)), across)
        }
        var (card, across) = size(gap: Self.gap)
        columnGap = card < Self.narrowCard ? Self.narrowGap : Self.gap
        if columnGap != Self.gap { (card, across) = size(gap: columnGap) }
        cardWidth = card
        left = max(0, (width - cardWidth * across) / 2).rounded(.down)
        tableauTop = (cardWidth * (Self.aspect + Self.rowGap)).rounded()
        self.height = height
        self.layout = layout
    }

    /// The card height, in pixels.
    var cardHeight: Double { (cardWidth * Self.aspect).rounded() }

    /// The frame of `pile`: a card's size in the top row; the tableau's columns reach down to
    /// the bottom, where a column too long for its room tightens its fan (see `fan`).
    func frame(of pile: PileID) -> CGRect {
        if case .tableau(let index) = pile {
            return CGRect(x: x(ofColumn: index), y: tableauTop, width: cardWidth, height: max(cardHeight, height - tableauTop))
        }
        return CGRect(x: x(ofColumn: layout.topRow[pile] ?? 0), y: 0, width: cardWidth, height: cardHeight)
    }

    private func x(ofColumn column: Int) -> Double {
        (left + Double(column) * cardWidth * (1 + columnGap)).rounded()
    }

    /// The height of a column at its least spacing, in card widths.
    static func leastHeight(_ column: (faceDown: Int, faceUp: Int)) -> Double {
        let steps = Double(column.faceDown) * faceDownStep.least + Double(max(0, column.faceUp - 1)) * faceUpStep.least
        // A column of face-down cards only: the last one lies face down too.
        let lastDown = column.faceUp == 0 && column.faceDown > 0 ? -faceDownStep.least : 0
        return aspect + steps + lastDown
    }

    /// How far down each card of a column lies, in pixels, for cards `cardWidth` wide with
    /// `room` pixels between the first card's top and the last card's top. The fan tightens in
    /// steps, each only as far as it must: face-down cards close up, then face-up ones down to
    /// their least step (the whole index showing), then face-down cards down to a sliver, then
    /// face-up ones down to their rank alone; only if even that does not fit do they close up
    /// further, all alike.
    ///
    /// - Complexity: O(*n*) in the cards.
    static func fan(faceDown: [Bool], cardWidth: Double, room: Double) -> [Double] {
        guard !faceDown.isEmpty else { return [] }
        let laid = faceDown.dropLast()
        let down = Double(laid.filter { $0 }.count)
        let up = Double(laid.count) - down
        let tiers = [
            (faceDownStep.natural, faceUpStep.natural), (faceDownStep.least, faceUpStep.natural),
            (faceDownStep.least, faceUpStep.least), (tightestStep.faceDown, faceUpStep.least),
            (tightestStep.faceDown, tightestStep.faceUp),
        ].map { (down: $0.0 * cardWidth, up: $0.1 * cardWidth) }
        func length(_ step: (down: Double, up: Double)) -> Double { down * step.down + up * step.up }
        var step = tiers[0]
        if length(step) > room {
            if let index = tiers.indices.dropFirst().first(where: { length(tiers[$0]) <= room }) {
                // Between two tiers only one of the steps changes: close it up just enough.
                let (looser, tighter) = (tiers[index - 1], tiers[index])
                let share = (length(looser) - room) / (length(looser) - length(tighter))
                step = (looser.down + (tighter.down - looser.down) * share, looser.up + (tighter.up - looser.up) * share)
            } else {
                let tightest = tiers[tiers.count - 1]
                let squeeze = max(0, room) / length(tightest)
                step = (tightest.down * squeeze, tightest.up * squeeze)
            }
        }
        var y = 0.0
        return [0] + laid.map { isDown in
            y += isDown ? step.down : step.up
            return y.rounded()
        }
    }
}
