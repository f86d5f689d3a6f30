import Foundation
import Klondike
import Testing

@Suite("Card table geometry")
struct CardTableGeometryTests {
    private let longest = (faceDown: 6, faceUp: 13)

    /// The longest column Klondike makes fits any window from 800x600 to 4K: every face-up
    /// card shows its index, the last card ends inside the table, and nothing is cut off at
    /// the sides.
    @Test(arguments: [(760.0, 480.0), (1240.0, 680.0), (1880.0, 960.0), (3800.0, 2000.0), (760.0, 1400.0)])
    func theLongestColumnFitsWithEveryIndexShowing(size: (Double, Double)) {
        let (width, height) = size
        let geometry = CardTableGeometry(width: width, height: height, columns: [longest] + Array(repeating: (0, 1), count: 6))
        let column = geometry.frame(of: .tableau(0))
        let faceDown = Array(repeating: true, count: 6) + Array(repeating: false, count: 13)
        let offsets = CardTableGeometry.fan(faceDown: faceDown, cardWidth: geometry.cardWidth, room: column.height - geometry.cardHeight)
        #expect(offsets.count == 19)
        for (index, pair) in zip(offsets, offsets.dropFirst()).enumerated() where !faceDown[index] {
            #expect(pair.1 - pair.0 >= (geometry.cardWidth * CardTableGeometry.faceUpStep.least).rounded(.down) - 1)
        }
        #expect(column.minY + (offsets.last ?? 0) + geometry.cardHeight <= height + 0.5)
        #expect(geometry.frame(of: .tableau(6)).maxX <= width)
        #expect(geometry.frame(of: .stock).minX >= 0)
        #expect(geometry.cardWidth >= 50, "legible at \(width)x\(height): \(geometry.cardWidth)")
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

    @Test func shortColumnsLeaveTheCardsTheirSizeAndTheWidthBoundsThem() {
        let short = CardTableGeometry(width: 1240, height: 680, columns: Array(repeating: (2, 1), count: 7))
        let long = CardTableGeometry(width: 1240, height: 680, columns: [longest])
        #expect(long.cardWidth < short.cardWidth, "only a column longer than the roomy one shrinks the cards")
        let narrow = CardTableGeometry(width: 500, height: 2000, columns: [])
        #expect(narrow.cardWidth == (500 / (7 + 6 * CardTableGeometry.gap)).rounded(.down))
    }
}
