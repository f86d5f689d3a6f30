import CDeckhandGtk
import Foundation
import DeckhandGtk
import GtkTestSupport
import XCTest

/// `Paintable.flattened` and `Paintable.greyed`: what a drag's preview shows in place of each
/// snapshot, as it is and while the drop is refused.
final class FlattenedPaintableTests: XCTestCase {
    /// Logical 10 by 14 at scale 2: the left half red, the right half green at half opacity,
    /// its top row clear.
    @MainActor
    private static func twoHalves(forCairo: Bool) throws -> Paintable {
        let drawn = Paintable.drawn(width: 10, height: 14, scale: 2, forCairo: forCairo) { canvas in
            canvas.setColor(Canvas.Color(hex: 0xFF0000))
            canvas.rectangle(CGRect(x: 0, y: 0, width: 5, height: 14))
            canvas.fill()
            canvas.setColor(Canvas.Color(hex: 0x00FF00, alpha: 0.5))
            canvas.rectangle(CGRect(x: 5, y: 1, width: 5, height: 13))
            canvas.fill()
        }
        return try XCTUnwrap(drawn)
    }

    /// B, G, R, A of the device pixel at (`x`, `y`) in `pixels`, 20 device pixels a row.
    private static func pixel(_ pixels: [UInt8], _ x: Int, _ y: Int) -> [Int] {
        pixels[(y * 80 + x * 4)..<(y * 80 + x * 4 + 4)].map(Int.init)
    }

    /// A flattened paintable shows every device pixel the original did, and has the logical
    /// size by nature in both forms (a texture's would otherwise be its device pixels), so a
    /// picture showing it keeps the original's size.
    func testAFlattenedPaintableShowsTheSamePixelsAtTheLogicalSize() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            for forCairo in [false, true] {
                let original = try Self.twoHalves(forCairo: forCairo)
                let flat = try XCTUnwrap(original.flattened(width: 10, height: 14, scale: 2, forCairo: forCairo))
                let pointer = OpaquePointer(flat.pointer)
                XCTAssertEqual(gdk_paintable_get_intrinsic_width(pointer), 10, "forCairo: \(forCairo)")
                XCTAssertEqual(gdk_paintable_get_intrinsic_height(pointer), 14, "forCairo: \(forCairo)")
                let before = try drawnPixels(of: OpaquePointer(original.pointer), width: 10, height: 14, scale: 2)
                let after = try drawnPixels(of: pointer, width: 10, height: 14, scale: 2)
                XCTAssertEqual(after, before, "forCairo: \(forCairo)")
                XCTAssertEqual(Self.pixel(after, 3, 20), [0, 0, 255, 255], "red (B, G, R, A), forCairo: \(forCairo)")
                var natural = GtkRequisition()
                let picture = Picture(flat)
                withExtendedLifetime(picture) {
                    gtk_widget_get_preferred_size(picture.pointer.assumingMemoryBound(to: GtkWidget.self), nil, &natural)
                }
                XCTAssertEqual([natural.width, natural.height], [10, 14], "a picture of it, forCairo: \(forCairo)")
            }
        }
    }

    /// Every pixel becomes its luminance (CSS's weights) darkened to the brightness asked, its
    /// alpha kept, at the scale asked and the logical size; the paintable greyed is left as
    /// it was.
    func testEachPixelBecomesItsDarkenedLuminanceAtTheScaleAsked() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            for forCairo in [false, true] {
                let original = try Self.twoHalves(forCairo: forCairo)
                let grey = try XCTUnwrap(original.greyed(width: 10, height: 14, scale: 2, brightness: 0.8, forCairo: forCairo))
                XCTAssertEqual(gdk_paintable_get_intrinsic_width(OpaquePointer(grey.pointer)), 10, "forCairo: \(forCairo)")
                let pixels = try drawnPixels(of: OpaquePointer(grey.pointer), width: 10, height: 14, scale: 2)
                // 255 × 0.2126 × 0.8 is 43.4; green at half opacity, premultiplied, 128 × 0.7152 × 0.8 is 73.2.
                XCTAssertEqual(Self.pixel(pixels, 3, 20), [43, 43, 43, 255], "red, in grey (B, G, R, A), forCairo: \(forCairo)")
                let green = Self.pixel(pixels, 15, 20)
                XCTAssertEqual(green[3], 128, accuracy: 1, "its alpha kept, forCairo: \(forCairo)")
                for component in green[0..<3] {
                    XCTAssertEqual(component, 73, accuracy: 1, "green at half opacity, in grey, forCairo: \(forCairo)")
                }
                XCTAssertEqual(Self.pixel(pixels, 15, 0), [0, 0, 0, 0], "clear stays clear, forCairo: \(forCairo)")
                let before = try drawnPixels(of: OpaquePointer(original.pointer), width: 10, height: 14, scale: 2)
                XCTAssertEqual(Self.pixel(before, 3, 20), [0, 0, 255, 255], "the original is still red")
            }
        }
    }
}
