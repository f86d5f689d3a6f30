import CGtk
import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// `Paintable.drawn` in both of its forms, a texture (for GL) and a surface painted straight
/// into the frame (for the cairo renderer): rendered by GSK at the size a screen of their scale
/// shows them, each shows what was drawn, pixel for pixel.
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
                // As a scale-2 screen shows it: 20 by 28 device pixels.
                let pixels = try Self.render(pointer, width: 20, height: 28)
                let stride = 20 * 4
                func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * stride + x * 4)..<(y * stride + x * 4 + 4)]) }
                XCTAssertEqual(pixel(2, 14), [0, 0, 255, 255], "red on the left (B, G, R, A), forCairo: \(forCairo)")
                XCTAssertEqual(pixel(8, 27), [0, 0, 255, 255], "to the middle, forCairo: \(forCairo)")
                XCTAssertEqual(pixel(11, 14), [0, 0, 0, 0], "clear on the right, forCairo: \(forCairo)")
                XCTAssertEqual(pixel(19, 0), [0, 0, 0, 0], "forCairo: \(forCairo)")
            }
        }
    }

    /// `paintable` drawn `width` by `height` by GSK's cairo renderer, as premultiplied B, G,
    /// R, A bytes.
    @MainActor
    private static func render(_ paintable: OpaquePointer, width: Int, height: Int) throws -> [UInt8] {
        let snapshot = try XCTUnwrap(gtk_snapshot_new())
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        let node = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot))
        defer { gsk_render_node_unref(node) }
        let renderer = try XCTUnwrap(gsk_cairo_renderer_new())
        defer { g_object_unref(UnsafeMutableRawPointer(renderer)) }
        XCTAssertEqual(gsk_renderer_realize(renderer, nil, nil), 1)
        defer { gsk_renderer_unrealize(renderer) }
        let texture = try XCTUnwrap(gsk_renderer_render_texture(renderer, node, nil))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        XCTAssertEqual(Int(gdk_texture_get_width(texture)), width)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        return bytes
    }
}
