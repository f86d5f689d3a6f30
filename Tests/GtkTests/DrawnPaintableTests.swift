import CDeckhandGtk
import Foundation
import DeckhandGtk
import GtkTestSupport
import XCTest

/// `Paintable.drawn` in both of its forms, a texture (for GL) and a surface painted straight
/// into the frame (for the cairo renderer): drawn by GSK as a window on a screen of their scale
/// draws them, each shows what was drawn, pixel for pixel.
final class DrawnPaintableTests: XCTestCase {
    func testBothFormsShowWhatWasDrawnAtTheirScale() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            for forCairo in [false, true] {
                // Logical 10 by 14 at scale 2: the left half red, the right half left clear.
                let drawn = Paintable.drawn(width: 10, height: 14, scale: 2, forCairo: forCairo) { canvas in
                    canvas.setColor(Canvas.Color(hex: 0xFF0000))
                    canvas.rectangle(CGRect(x: 0, y: 0, width: 5, height: 14))
                    canvas.fill()
                }
                let paintable = try XCTUnwrap(drawn)
                let pointer = OpaquePointer(paintable.pointer)
                // A texture has no scale in GTK 4.8: its natural size is its device pixels.
                XCTAssertEqual(gdk_paintable_get_intrinsic_width(pointer), forCairo ? 10 : 20)
                XCTAssertEqual(gdk_paintable_get_intrinsic_height(pointer), forCairo ? 14 : 28)
                // As a window at scale 2 draws it: 10 by 14 logical pixels, 20 by 28 device pixels.
                let pixels = try drawnPixels(of: pointer, width: 10, height: 14, scale: 2)
                let stride = 20 * 4
                func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * stride + x * 4)..<(y * stride + x * 4 + 4)]) }
                XCTAssertEqual(pixel(2, 14), [0, 0, 255, 255], "red on the left (B, G, R, A), forCairo: \(forCairo)")
                XCTAssertEqual(pixel(8, 27), [0, 0, 255, 255], "to the middle, forCairo: \(forCairo)")
                XCTAssertEqual(pixel(11, 14), [0, 0, 0, 0], "clear on the right, forCairo: \(forCairo)")
                XCTAssertEqual(pixel(19, 0), [0, 0, 0, 0], "forCairo: \(forCairo)")
            }
        }
    }
}
