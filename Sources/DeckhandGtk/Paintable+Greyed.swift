import CDeckhandGtk

extension Paintable {
    /// The paintable as it looks now, `width` by `height` logical pixels, in shades of grey
    /// darkened to `brightness` (CSS's `filter: grayscale(1) brightness(0.8)` by default),
    /// worked out once at `scale` device pixels per logical pixel (as `flattened` draws it): a
    /// CSS filter would work every pixel out again in each frame that draws it with GSK's cairo
    /// renderer (GTK 4.8). `forCairo` is as for `drawn(width:height:scale:forCairo:draw:)`; nil
    /// when it cannot be drawn.
    ///
    /// ```swift
    /// let refused = snapshot.greyed(width: 100, height: 140, scale: 2)
    /// ```
    ///
    /// - Complexity: O(*w*·*h*·*scale*²), once.
    public func greyed(width: Int, height: Int, scale: Int, brightness: Double = 0.8, forCairo: Bool = false) -> Paintable? {
        flattened(width: width, height: height, scale: scale, forCairo: forCairo) { Self.grey($0, brightness: brightness) }
    }

    /// Turns every pixel of `surface`, an image surface in cairo's ARGB32, to its luminance
    /// (the weights CSS's `grayscale()` uses) times `brightness`. Its components are
    /// premultiplied, which a weighted sum of them keeps.
    private static func grey(_ surface: OpaquePointer?, brightness: Double) {
        guard let surface else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // In 16.16 fixed point: red, green and blue's shares of the luminance, darkened.
        let red = UInt32(0.2126 * brightness * 65536), green = UInt32(0.7152 * brightness * 65536)
        let blue = UInt32(0.0722 * brightness * 65536)
        for row in 0..<height {
            let words = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let pixel = words[column]
                let level = (((pixel >> 16) & 0xFF) * red + ((pixel >> 8) & 0xFF) * green + (pixel & 0xFF) * blue) >> 16
                words[column] = (pixel & 0xFF00_0000) | (level << 16) | (level << 8) | level
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
