import CDeckhandGtk

extension Paintable {
    /// The paintable as it looks now, drawn once into an image `width` by `height` logical
    /// pixels at `scale` device pixels per logical pixel, and that size by nature whatever the
    /// scale: it can stand in for the paintable in a `Picture`. A widget's snapshot
    /// (`Widget.snapshotImage()`) is drawn again from its render nodes, rounded clips and vector
    /// art included, in each frame that shows it; the flattened image is copied instead.
    /// `forCairo` is as for `drawn(width:height:scale:forCairo:draw:)`; nil when it cannot be
    /// drawn.
    ///
    /// ```swift
    /// let still = card.snapshotImage()?.flattened(width: card.width, height: card.height, scale: card.scaleFactor)
    /// ```
    ///
    /// - Complexity: O(*w*·*h*·*scale*²), once.
    public func flattened(width: Int, height: Int, scale: Int, forCairo: Bool = false) -> Paintable? {
        flattened(width: width, height: height, scale: scale, forCairo: forCairo) { _ in }
    }

    /// The paintable flattened as `flattened(width:height:scale:forCairo:)` does, `finish`
    /// given the image surface it was drawn into (cairo's ARGB32) before it is made a picture.
    func flattened(width: Int, height: Int, scale: Int, forCairo: Bool, finish: (OpaquePointer?) -> Void) -> Paintable? {
        let image = Paintable.drawn(width: width, height: height, scale: scale, forCairo: forCairo) { canvas in
            let snapshot = gtk_snapshot_new()
            gdk_paintable_snapshot(OpaquePointer(pointer), snapshot, Double(width), Double(height))
            guard let node = gtk_snapshot_free_to_node(snapshot) else { return }
            gsk_render_node_draw(node, canvas.cairo)
            gsk_render_node_unref(node)
            finish(cairo_get_target(canvas.cairo))
        }
        // A texture's natural size is its device pixels: shown at the logical size instead.
        guard let image, !forCairo else { return image }
        return Paintable(taking: UnsafeMutableRawPointer(cgtk_sized_paintable_new(OpaquePointer(image.pointer), Int32(width), Int32(height))))
    }
}
