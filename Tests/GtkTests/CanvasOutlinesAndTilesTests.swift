import CDeckhandGtk
import Foundation
import DeckhandGtk
import GtkTestSupport
import XCTest

/// The canvas's two ways of drawing a thing once and showing it many times: a text outline
/// (set by Pango once, filled anywhere and turned) and a tiled fill (a tile drawn once,
/// repeated without a seam). Each is checked on the pixels GSK draws.
final class CanvasOutlinesAndTilesTests: XCTestCase {
    /// One pixel of `pixels`, a row of `width` device pixels after another: B, G, R, A.
    private static func alpha(_ pixels: [UInt8], width: Int, _ x: Int, _ y: Int) -> UInt8 { pixels[(y * width + x) * 4 + 3] }

    func testATiledFillRepeatsItsTileEverywhereWithoutASeam() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            // 5.3 logical pixels at scale 2 is 10.6 device pixels: the tile is 11, so 5.5.
            var sides: [Double] = []
            let drawn = Paintable.drawn(width: 40, height: 40, scale: 2) { canvas in
                canvas.rectangle(CGRect(x: 0, y: 0, width: 40, height: 40))
                canvas.fillTiled(side: 5.3) { tile, side in
                    sides.append(side)
                    tile.setColor(Canvas.Color(hex: 0xFF0000))
                    tile.rectangle(CGRect(x: 0, y: 0, width: side / 2, height: side / 2))
                    tile.fill()
                }
            }
            XCTAssertEqual(sides, [5.5], "the tile is drawn once, its side rounded to whole device pixels")
            let pixels = try drawnPixels(of: OpaquePointer(try XCTUnwrap(drawn).pointer), width: 40, height: 40, scale: 2)
            // Each tile's top-left 5.5 by 5.5 device pixels are red, the rest clear; the
            // column and row cut in half are left out.
            for y in 0..<80 where y % 11 != 5 {
                for x in 0..<80 where x % 11 != 5 {
                    let red = x % 11 < 5 && y % 11 < 5
                    XCTAssertEqual(Self.alpha(pixels, width: 80, x, y), red ? 255 : 0, "device pixel (\(x), \(y))")
                }
            }
        }
    }

    func testATileOfNoSizeDrawsNothing() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            var tilesDrawn = 0
            let drawn = Paintable.drawn(width: 10, height: 10, scale: 1) { canvas in
                canvas.rectangle(CGRect(x: 0, y: 0, width: 10, height: 10))
                for side in [0.0, -3] {
                    canvas.fillTiled(side: side) { tile, side in
                        tilesDrawn += 1
                        tile.rectangle(CGRect(x: 0, y: 0, width: side, height: side))
                        tile.fill()
                    }
                }
            }
            XCTAssertEqual(tilesDrawn, 0, "a side of no size, or a negative one, has no tile to draw")
            let pixels = try drawnPixels(of: OpaquePointer(try XCTUnwrap(drawn).pointer), width: 10, height: 10)
            XCTAssertTrue((0..<100).allSatisfy { pixels[$0 * 4 + 3] == 0 }, "nothing is filled")
        }
    }

    func testAnOutlineIsCentredWhereItIsFilledAndTurnsWithTheCanvas() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            var ink = CGSize.zero
            let drawn = Paintable.drawn(width: 60, height: 60, scale: 1) { canvas in
                guard let outline = canvas.outline(of: "K", size: 24, bold: true) else { return }
                ink = outline.inkSize
                canvas.setColor(Canvas.Color(hex: 0x000000))
                canvas.fill(outline, centredAt: CGPoint(x: 15, y: 15))
                // The same outline upside down about the square's centre.
                canvas.translate(60, 60)
                canvas.rotate(.pi)
                canvas.fill(outline, centredAt: CGPoint(x: 15, y: 15))
            }
            XCTAssertGreaterThan(ink.width, 8, "a K 24 pixels tall has ink")
            XCTAssertGreaterThan(ink.height, 12)
            let pixels = try drawnPixels(of: OpaquePointer(try XCTUnwrap(drawn).pointer), width: 60, height: 60)
            // The ink's box in the top-left quarter is centred on (15, 15) and as large as the
            // outline says.
            let inked = (0..<30).flatMap { y in (0..<30).compactMap { x in Self.alpha(pixels, width: 60, x, y) > 127 ? (x, y) : nil } }
            let (xs, ys) = (inked.map(\.0), inked.map(\.1))
            let (left, right, top, bottom) = try (XCTUnwrap(xs.min()), XCTUnwrap(xs.max()), XCTUnwrap(ys.min()), XCTUnwrap(ys.max()))
            XCTAssertEqual(Double(left + right + 1) / 2, 15, accuracy: 1.5)
            XCTAssertEqual(Double(top + bottom + 1) / 2, 15, accuracy: 1.5)
            XCTAssertEqual(Double(right - left + 1), ink.width, accuracy: 2)
            XCTAssertEqual(Double(bottom - top + 1), ink.height, accuracy: 2)
            // The turned copy covers the same pixels turned about the centre.
            var differing = 0
            for (x, y) in inked where Self.alpha(pixels, width: 60, 59 - x, 59 - y) <= 127 { differing += 1 }
            XCTAssertLessThanOrEqual(differing, inked.count / 20, "the turned K matches the upright one")
            XCTAssertEqual(Self.alpha(pixels, width: 60, 45, 15), 0, "nothing where neither was filled")
        }
    }
}
