import Foundation
@testable import DeckhandCore
import Patience
import Testing

@Suite("Card table geometry")
struct CardTableGeometryTests {
    /// Klondike's roomy column fits any window from 800x600 to 4K with every face-up card's
    /// index showing; the longest column Klondike can make (six face down under a king-to-ace
    /// run) still ends inside the table, its fan tightened. Nothing is cut off at the sides.
    @Test(arguments: [(760.0, 480.0), (1240.0, 680.0), (1880.0, 960.0), (3800.0, 2000.0), (760.0, 1400.0)])
    func theRoomyColumnShowsEveryIndexAndTheLongestStillFits(size: (Double, Double)) {
        let (width, height) = size
        let geometry = CardTableGeometry(width: width, height: height)
        let column = geometry.frame(of: .tableau(0))
        let room = column.height - geometry.cardHeight
        let roomy = Array(repeating: true, count: 6) + Array(repeating: false, count: 7)
        let offsets = CardTableGeometry.fan(faceDown: roomy, cardWidth: geometry.cardWidth, room: room)
        for (index, pair) in zip(offsets, offsets.dropFirst()).enumerated() where !roomy[index] {
            #expect(pair.1 - pair.0 >= (geometry.cardWidth * CardTableGeometry.faceUpStep.least).rounded(.down) - 1)
        }
        let longest = Array(repeating: true, count: 6) + Array(repeating: false, count: 13)
        let tightened = CardTableGeometry.fan(faceDown: longest, cardWidth: geometry.cardWidth, room: room)
        #expect(tightened.count == 19)
        #expect(zip(tightened, tightened.dropFirst()).allSatisfy { $0.1 > $0.0 }, "every card still peeks out")
        #expect(column.minY + (tightened.last ?? 0) + geometry.cardHeight <= height + 0.5)
        #expect(geometry.frame(of: .tableau(6)).maxX <= width)
        #expect(geometry.frame(of: .stock).minX >= 0)
        #expect(geometry.cardWidth >= 50, "legible at \(width)x\(height): \(geometry.cardWidth)")
    }

    /// Down to a phone's 360 px, every game's piles fit across with the gaps closed up, and the
    /// cards are as wide as that leaves.
    @Test(arguments: [TableLayout.klondike, .yukon, .freeCell, .spider])
    func aNarrowTableClosesItsGapsAndStillFitsEveryPile(layout: TableLayout) {
        let narrow = CardTableGeometry(width: 360, height: 560, layout: layout)
        let wide = CardTableGeometry(width: 1240, height: 680, layout: layout)
        #expect(narrow.columnGap == CardTableGeometry.narrowGap)
        #expect(wide.columnGap == CardTableGeometry.gap)
        let across = Double(layout.columns) + Double(layout.columns - 1) * CardTableGeometry.narrowGap
        #expect(narrow.cardWidth == (360 / across).rounded(.down))
        #expect(narrow.cardWidth >= 34, "\(layout.columns) columns in 360 px: \(narrow.cardWidth) px cards")
        let piles = layout.topRow.keys.map { $0 } + (0..<layout.columns).map(PileID.tableau)
        for pile in piles {
            let frame = narrow.frame(of: pile)
            #expect(frame.minX >= 0 && frame.maxX <= 360, "\(pile) lies inside")
        }
    }

    @Test func faceDownCardsCloseUpBeforeFaceUpOnes() {
        let flags = [true, true, true, false, false, false]
        let natural = CardTableGeometry.fan(faceDown: flags, cardWidth: 100, room: 1000)
        #expect(natural == [0, 16, 32, 48, 90, 132], "as dealt when there is room")
        let tighter = CardTableGeometry.fan(faceDown: flags, cardWidth: 100, room: 120)
        #expect(tighter[3] - tighter[0] < 48, "face-down cards closed up")
        #expect(tighter[4] - tighter[3] == 42, "face-up ones still as dealt")
        let tightest = CardTableGeometry.fan(faceDown: flags, cardWidth: 100, room: 90)
        #expect(tightest[1] - tightest[0] == 6)
        #expect(tightest[5] - tightest[4] >= 36, "the index still shows")
        #expect(CardTableGeometry.fan(faceDown: [], cardWidth: 100, room: 10).isEmpty)
    }

    @Test func theWidthBoundsTheCardsOfATallTable() {
        let narrow = CardTableGeometry(width: 700, height: 2000)
        #expect(narrow.cardWidth == (700 / (7 + 6 * CardTableGeometry.gap)).rounded(.down))
    }
}
