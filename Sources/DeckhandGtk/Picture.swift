import CDeckhandGtk

/// A `GtkPicture`: draws a paintable at its natural size.
@MainActor
public final class Picture: Widget {
    /// Creates a picture showing nothing yet; with a `role`, assistive technology takes it
    /// for that (a playing card is a button, not an image).
    public init(role: AccessibleRole? = nil) {
        if let role, let made = makeWidget(ofType: gtk_picture_get_type(), role: role) {
            super.init(taking: made)
        } else {
            super.init(taking: UnsafeMutableRawPointer(gtk_picture_new()))
        }
    }

    /// Creates a picture of `paintable` that keeps its natural size.
    public init(_ paintable: Paintable) {
        super.init(taking: UnsafeMutableRawPointer(gtk_picture_new_for_paintable(OpaquePointer(paintable.pointer))))
        gtk_picture_set_can_shrink(OpaquePointer(pointer), 0)
    }

    /// Whether the picture shows `paintable` now.
    public func isShowing(_ paintable: Paintable) -> Bool {
        gtk_picture_get_paintable(OpaquePointer(pointer)) == OpaquePointer(paintable.pointer)
    }

    /// What the picture shows.
    public func show(_ paintable: Paintable) {
        gtk_picture_set_paintable(OpaquePointer(pointer), OpaquePointer(paintable.pointer))
    }

    /// Whether the picture scales its paintable to fill the space it is given (keeping its
    /// aspect), rather than keeping its natural size.
    public func scalesToFill() {
        gtk_picture_set_can_shrink(OpaquePointer(pointer), 1)
        gtk_picture_set_content_fit(OpaquePointer(pointer), GTK_CONTENT_FIT_CONTAIN)
    }
}
