import CDeckhandGtk
import DeckhandGtk
import XCTest

/// `paintable` snapshotted `width` by `height` logical pixels and drawn by GSK into a cairo
/// surface of `scale` device pixels per logical pixel, as the cairo renderer draws a window on
/// such a screen: premultiplied B, G, R, A bytes, a row of `width * scale` pixels after another.
@MainActor
public func drawnPixels(of paintable: OpaquePointer, width: Int, height: Int, scale: Int = 1) throws -> [UInt8] {
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

/// The widget as it is drawn now, at scale 1: B, G, R, A bytes row after row.
@MainActor
public func drawnPixels(of widget: Widget) throws -> [UInt8] {
    let image = try XCTUnwrap(widget.snapshotImage(), "the widget has been drawn")
    return try drawnPixels(of: OpaquePointer(image.pointer), width: widget.width, height: widget.height)
}
