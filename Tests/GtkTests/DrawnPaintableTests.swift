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
                let pixels = try Self.draw(pointer, width: 10, height: 14, scale: 2)
                let stride = 20 * 4
                func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * stride + x * 4)..<(y * stride + x * 4 + 4)]) }
                XCTAssertEqual(pixel(2, 14), [0, 0, 255, 255], "red on the left (B, G, R, A), forCairo: \(forCairo)")
                XCTAssertEqual(pixel(8, 27), [0, 0, 255, 255], "to the middle, forCairo: \(forCairo)")
                XCTAssertEqual(pixel(11, 14), [0, 0, 0, 0], "clear on the right, forCairo: \(forCairo)")
                XCTAssertEqual(pixel(19, 0), [0, 0, 0, 0], "forCairo: \(forCairo)")
            }
        }
    }

    /// `paintable` snapshotted `width` by `height` logical pixels and drawn by GSK into a cairo
    /// surface of `scale` device pixels per logical pixel, as the cairo renderer draws a window
    /// on such a screen: premultiplied B, G, R, A bytes, a row of `width * scale` pixels after
    /// another.
    @MainActor
    private static func draw(_ paintable: OpaquePointer, width: Int, height: Int, scale: Int) throws -> [UInt8] {
        let snapshot = try XCTUnwrap(gtk_snapshot_new())
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        let node = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot))
        defer { gsk_render_node_unref(node) }
        let (pixelWidth, pixelHeight) = (width * scale, height * scale)
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let context = try XCTUnwrap(cairo_create(surface))
        gsk_render_node_draw(node, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        return (0..<pixelHeight).flatMap { row in Array(UnsafeBufferPointer(start: data + row * stride, count: pixelWidth * 4)) }
    }
}
