import CDeckhandGtk
import Foundation
import DeckhandGtk
import GtkTestSupport
import XCTest

/// `Paintable.greyed`: what a refused drag's preview shows in place of each snapshot.
final class GreyedPaintableTests: XCTestCase {
    /// Every pixel becomes its luminance (CSS's weights) darkened to the brightness asked, its
    /// alpha kept, at the scale asked; the paintable greyed is left as it was.
    func testEachPixelBecomesItsDarkenedLuminanceAtTheScaleAsked() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            for forCairo in [false, true] {
                // Logical 10 by 14: the left half red, the right half green at half opacity, its
                // top row clear.
                let drawn = Paintable.drawn(width: 10, height: 14, scale: 2, forCairo: forCairo) { canvas in
                    canvas.setColor(Canvas.Color(hex: 0xFF0000))
                    canvas.rectangle(CGRect(x: 0, y: 0, width: 5, height: 14))
                    canvas.fill()
                    canvas.setColor(Canvas.Color(hex: 0x00FF00, alpha: 0.5))
                    canvas.rectangle(CGRect(x: 5, y: 1, width: 5, height: 13))
                    canvas.fill()
                }
                let original = try XCTUnwrap(drawn)
                let grey = try XCTUnwrap(original.greyed(width: 10, height: 14, scale: 2, brightness: 0.8, forCairo: forCairo))
                let pixels = try drawnPixels(of: OpaquePointer(grey.pointer), width: 10, height: 14, scale: 2)
                func pixel(_ x: Int, _ y: Int) -> [Int] { pixels[(y * 80 + x * 4)..<(y * 80 + x * 4 + 4)].map(Int.init) }
                // 255 × 0.2126 × 0.8 is 43.4; green at half opacity, premultiplied, 128 × 0.7152 × 0.8 is 73.2.
                XCTAssertEqual(pixel(3, 20), [43, 43, 43, 255], "red, in grey (B, G, R, A), forCairo: \(forCairo)")
                let green = pixel(15, 20)
                XCTAssertEqual(green[3], 128, accuracy: 1, "its alpha kept, forCairo: \(forCairo)")
                for component in green[0..<3] {
                    XCTAssertEqual(component, 73, accuracy: 1, "green at half opacity, in grey, forCairo: \(forCairo)")
                }
                XCTAssertEqual(pixel(15, 0), [0, 0, 0, 0], "clear stays clear, forCairo: \(forCairo)")
                let before = try drawnPixels(of: OpaquePointer(original.pointer), width: 10, height: 14, scale: 2)
                XCTAssertEqual(Array(before[(20 * 80 + 12)..<(20 * 80 + 16)]), [0, 0, 255, 255], "the original is still red")
            }
        }
    }
}
