import CDeckhandGtk
import Foundation

/// A cairo drawing context with text set by Pango: what `Paintable.drawn` hands its drawing
/// code. Coordinates are in logical pixels; the canvas is already scaled for the screen.
///
/// ```swift
/// let picture = Paintable.drawn(width: 100, height: 140, scale: 2) { canvas in
///     canvas.roundedRectangle(CGRect(x: 0, y: 0, width: 100, height: 140), radius: 8)
///     canvas.setColor(Color(red: 1, green: 1, blue: 1))
///     canvas.fill()
///     canvas.text("A", size: 20, bold: true, centredAt: CGPoint(x: 50, y: 70))
/// }
/// ```
public struct Canvas {
    /// A colour, its components from 0 to 1.
    public struct Color: Sendable, Equatable {
        /// The components, from 0 to 1; `alpha` 1 is opaque.
        public var red, green, blue, alpha: Double

        /// Creates a colour.
        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        /// The colour `0xRRGGBB`.
        public init(hex: UInt32, alpha: Double = 1) {
            self.init(
                red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                blue: Double(hex & 0xFF) / 255, alpha: alpha
            )
        }
    }

    let cairo: OpaquePointer

    /// Saves the transform, colour and clip, for `restore()`.
    public func save() { cairo_save(cairo) }
    /// Goes back to what the matching `save()` saved.
    public func restore() { cairo_restore(cairo) }
    /// Moves the origin by `x`, `y`.
    public func translate(_ x: Double, _ y: Double) { cairo_translate(cairo, x, y) }
    /// Scales what is drawn from now on by `x` across and `y` down.
    public func scale(_ x: Double, _ y: Double) { cairo_scale(cairo, x, y) }
    /// Rotates by `angle` radians.
    public func rotate(_ angle: Double) { cairo_rotate(cairo, angle) }

    /// Fills and strokes in `color` from now on.
    public func setColor(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// A vertical gradient from `top` at `y0` to `bottom` at `y1`, as the source.
    public func setGradient(from top: Color, at y0: Double, to bottom: Color, at y1: Double) {
        guard let gradient = cairo_pattern_create_linear(0, y0, 0, y1) else { return }
        defer { cairo_pattern_destroy(gradient) }
        cairo_pattern_add_color_stop_rgba(gradient, 0, top.red, top.green, top.blue, top.alpha)
        cairo_pattern_add_color_stop_rgba(gradient, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
        cairo_set_source(cairo, gradient)
    }

    /// Strokes lines `width` wide from now on.
    public func setLineWidth(_ width: Double) { cairo_set_line_width(cairo, width) }

    /// Starts a new part of the path at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cairo, point.x, point.y) }
    /// Adds a straight line to `point`.
    public func line(to point: CGPoint) { cairo_line_to(cairo, point.x, point.y) }
    /// Adds a Bézier curve to `point` through the two control points.
    public func curve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
    }
    /// Closes the current part of the path.
    public func closePath() { cairo_close_path(cairo) }
    /// Starts an empty path.
    public func newPath() { cairo_new_path(cairo) }

    /// An arc around `centre` from angle `start` to `end` (radians, clockwise on screen).
    public func arc(centre: CGPoint, radius: Double, from start: Double = 0, to end: Double = 2 * .pi) {
        cairo_arc(cairo, centre.x, centre.y, radius, start, end)
    }

    /// An ellipse filling `rect`.
    public func ellipse(in rect: CGRect) {
        save()
        translate(rect.midX, rect.midY)
        scale(rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        restore()
    }

    /// Adds `rect` to the path.
    public func rectangle(_ rect: CGRect) {
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    }

    /// A rectangle with corners rounded by `radius`.
    public func roundedRectangle(_ rect: CGRect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    /// Fills the path (keeping it when `preserving`).
    public func fill(preserving: Bool = false) {
        if preserving { cairo_fill_preserve(cairo) } else { cairo_fill(cairo) }
    }

    /// Strokes the path (keeping it when `preserving`).
    public func stroke(preserving: Bool = false) {
        if preserving { cairo_stroke_preserve(cairo) } else { cairo_stroke(cairo) }
    }

    /// Limits drawing to the path.
    public func clip() { cairo_clip(cairo) }

    /// Fills the path (keeping it when `preserving`) with a square tile drawn once by `draw`
    /// and repeated from the origin: a pattern of many strokes costs the strokes of one tile.
    /// The tile's side is `side` logical pixels rounded to whole device pixels, so that its
    /// copies meet without a seam; `draw` gets a canvas for the tile and that side.
    ///
    /// ```swift
    /// canvas.roundedRectangle(panel, radius: 4)
    /// canvas.fillTiled(side: 8) { tile, side in  // a diagonal hatch
    ///     tile.move(to: CGPoint(x: -1, y: -1))
    ///     tile.line(to: CGPoint(x: side + 1, y: side + 1))
    ///     tile.stroke()
    /// }
    /// ```
    ///
    /// - Complexity: O(*side*² · *scale*²) to draw the tile, then one fill of the path.
    public func fillTiled(side: Double, preserving: Bool = false, draw: (Canvas, Double) -> Void) {
        var across = side
        var down = 0.0
        cairo_user_to_device_distance(cairo, &across, &down)
        // A tile of no size (or a negative one) gives no finite, positive scale.
        let scale = hypot(across, down) / side
        guard scale > 0, scale.isFinite else { return }
        let pixels = max(1, Int((side * scale).rounded()))
        guard let tile = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels), Int32(pixels)) else { return }
        defer { cairo_surface_destroy(tile) }
        guard let context = cairo_create(tile) else { return }
        cairo_scale(context, scale, scale)
        draw(Canvas(cairo: context), Double(pixels) / scale)
        cairo_destroy(context)
        guard let pattern = cairo_pattern_create_for_surface(tile) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scale, scale)
        cairo_pattern_set_matrix(pattern, &matrix)
        // Unturned, a tile's pixels fall on the device's: nothing to filter.
        var transform = cairo_matrix_t()
        cairo_get_matrix(cairo, &transform)
        if transform.xy == 0, transform.yx == 0 { cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST) }
        cairo_save(cairo)
        cairo_set_source(cairo, pattern)
        fill(preserving: preserving)
        cairo_restore(cairo)
    }

    /// Draws `text` in the current colour, `size` pixels tall (the font's em), centred on
    /// `centre`; returns the size of its ink. To draw the same text more than once, make its
    /// `outline(of:size:bold:family:)` once and `fill(_:centredAt:)` it each time.
    @discardableResult
    public func text(_ text: String, size: Double, bold: Bool = false, family: String = "Sans", centredAt centre: CGPoint) -> CGSize {
        guard let outline = outline(of: text, size: size, bold: bold, family: family) else { return .zero }
        fill(outline, centredAt: centre)
        return outline.inkSize
    }

    /// `text` set by Pango as `text(_:size:bold:family:centredAt:)` sets it, as an outline
    /// centred on the origin, to be filled any number of times, anywhere, turned or scaled.
    ///
    /// ```swift
    /// if let rank = canvas.outline(of: "Q", size: 24, bold: true) {
    ///     canvas.fill(rank, centredAt: CGPoint(x: 12, y: 12))
    ///     canvas.translate(100, 140)
    ///     canvas.rotate(.pi)  // the same glyphs upside down, with no second font set up
    ///     canvas.fill(rank, centredAt: CGPoint(x: 12, y: 12))
    /// }
    /// ```
    public func outline(of text: String, size: Double, bold: Bool = false, family: String = "Sans") -> TextOutline? {
        guard let layout = pango_cairo_create_layout(cairo) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        // Unhinted metrics: glyphs keep their designed spacing under any transform (hinted
        // advances are rounded to whole pixels, which pulls small scaled text apart).
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
            pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
            cairo_font_options_destroy(options)
            pango_layout_context_changed(layout)
        }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, family)
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        // The text's own direction, whatever the reading direction of the desktop.
        pango_layout_set_auto_dir(layout, 0)
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_new_path(cairo)
        cairo_move_to(cairo, -Double(ink.x) - Double(ink.width) / 2, -Double(ink.y) - Double(ink.height) / 2)
        pango_cairo_layout_path(cairo, layout)
        defer { cairo_new_path(cairo) }
        return cairo_copy_path(cairo).map { TextOutline(path: $0, inkSize: CGSize(width: Double(ink.width), height: Double(ink.height))) }
    }

    /// Fills `outline` in the current colour, centred on `centre`.
    public func fill(_ outline: TextOutline, centredAt centre: CGPoint) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_translate(cairo, centre.x, centre.y)
        cairo_append_path(cairo, outline.path)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
}

/// How cairo's ARGB32 lies in memory: premultiplied 32-bit words, so B, G, R, A on a
/// little-endian machine (`GDK_MEMORY_DEFAULT`, a macro Swift cannot import).
#if _endian(little)
private let cairoFormat = GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
#else
private let cairoFormat = GDK_MEMORY_A8R8G8B8_PREMULTIPLIED
#endif

extension Paintable {
    /// A picture `width` by `height` logical pixels, drawn once by `draw` at `scale` device
    /// pixels per logical pixel; shown by a `Picture` that scales it to fill that size, it is as
    /// crisp as the screen allows. For a window that GSK's cairo renderer draws
    /// (`Widget.rendersWithCairo`), pass `forCairo`: the picture is then painted straight into
    /// each frame, where a texture would be converted pixel by pixel every frame that draws it
    /// (GTK 4.8). Otherwise it is a texture, which the GL renderer uploads once; a texture has
    /// no scale, so its natural size is its device pixels.
    ///
    /// - Complexity: O(*w*·*h*·*scale*²) to draw; showing it again costs nothing more.
    public static func drawn(width: Int, height: Int, scale: Int, forCairo: Bool = false, draw: (Canvas) -> Void) -> Paintable? {
        let pixelWidth = max(1, width * scale)
        let pixelHeight = max(1, height * scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return nil }
        cairo_scale(context, Double(scale), Double(scale))
        draw(Canvas(cairo: context))
        cairo_destroy(context)
        cairo_surface_flush(surface)
        if forCairo {
            let paintable = cgtk_surface_paintable_new(surface, Int32(width), Int32(height), Int32(scale))
            return Paintable(taking: UnsafeMutableRawPointer(paintable))
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let bytes = g_bytes_new(data, gsize(stride * pixelHeight))
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_memory_texture_new(
            Int32(pixelWidth), Int32(pixelHeight), cairoFormat, bytes, gsize(stride)
        ) else { return nil }
        return Paintable(taking: UnsafeMutableRawPointer(texture))
    }
}
