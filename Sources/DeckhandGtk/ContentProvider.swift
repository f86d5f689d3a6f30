import CDeckhandGtk

/// A `GdkContentProvider`: the data a drag offers.
@MainActor
public final class ContentProvider: Object {
    /// Offers `text` as a string (`text/plain;charset=utf-8` to other applications).
    public convenience init(text: String) {
        var value = GValue()
        g_value_init(&value, cgtk_type_string())
        g_value_set_string(&value, text)
        self.init(value: &value)
        g_value_unset(&value)
    }

    /// Offers the contents of `value`.
    init(value: inout GValue) {
        super.init(taking: UnsafeMutableRawPointer(gdk_content_provider_new_for_value(&value)))
    }

    /// Offers everything `providers` offer, the first preferred: files and their names as
    /// text, say.
    public init(union providers: [ContentProvider]) {
        // The union takes a reference to each; the wrappers keep theirs.
        var members: [UnsafeMutablePointer<GdkContentProvider>?] = providers.map {
            g_object_ref($0.pointer).assumingMemoryBound(to: GdkContentProvider.self)
        }
        let union = members.withUnsafeMutableBufferPointer { buffer -> UnsafeMutableRawPointer in
            UnsafeMutableRawPointer(gdk_content_provider_new_union(buffer.baseAddress, gsize(buffer.count)))
        }
        super.init(taking: union)
    }
}

extension ContentProvider {
    /// Offers files (`text/uri-list` to other applications), given their paths.
    public convenience init(filePaths: [String]) {
        var files = filePaths.map { g_file_new_for_path($0) }
        var value = GValue()
        g_value_init(&value, gdk_file_list_get_type())
        files.withUnsafeMutableBufferPointer { buffer in
            let list = gdk_file_list_new_from_array(buffer.baseAddress, gsize(buffer.count))
            g_value_take_boxed(&value, UnsafeRawPointer(list))
        }
        files.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
        self.init(value: &value)
        g_value_unset(&value)
    }
}

/// A `GdkDrag`: one drag-and-drop operation, seen from the side it started on.
@MainActor
public final class Drag: Object {
    /// Whether two wrappers refer to the same operation.
    public func isSame(as other: Drag) -> Bool { pointer == other.pointer }

    /// Shows `widget` under the pointer for the rest of the drag, with the pointer at
    /// (hotX, hotY) inside it.
    public func setIcon(_ widget: Widget, hotX: Int, hotY: Int) {
        let icon = gtk_drag_icon_get_for_drag(OpaquePointer(pointer))
        drawnWithoutGL { gtk_drag_icon_set_child(OpaquePointer(icon), widget.widget) }
        gdk_drag_set_hotspot(OpaquePointer(pointer), gint(hotX), gint(hotY))
        letIconPassPressesThrough()
    }

    /// Runs `body`, which shows the drag icon (realizing it), with the icon drawn by cairo on
    /// Wayland. GTK 4.8 moves a Wayland drag icon to its hotspot by the offset of the icon's
    /// next buffer, which its GL renderer hands over only as `wl_surface.offset`: a compositor
    /// without it (wl_compositor before version 5, as weston 10) showed the icon's top-left
    /// corner at the pointer, not the grab point. Cairo's buffers carry the offset in
    /// `wl_surface.attach`, which every compositor takes. A renderer named on the display (as
    /// GTK's inspector names one) is the one a surface realized then gets.
    private func drawnWithoutGL(_ body: () -> Void) {
        guard let display = gdk_display_get_default(),
              String(cString: g_type_name(cgtk_object_type(UnsafeMutableRawPointer(display)))) == "GdkWaylandDisplay" else {
            body()
            return
        }
        let object = UnsafeMutableRawPointer(display).assumingMemoryBound(to: GObject.self)
        g_object_set_data_full(object, "gsk-renderer", g_strdup("cairo"), g_free)
        body()
        g_object_set_data(object, "gsk-renderer", nil)
    }

    /// Shows `paintable` under the pointer for the rest of the drag, with the pointer at
    /// (hotX, hotY) inside it.
    public func setIcon(_ paintable: Paintable, hotX: Int, hotY: Int) {
        gtk_drag_icon_set_from_paintable(
            OpaquePointer(pointer), OpaquePointer(paintable.pointer), gint(hotX), gint(hotY)
        )
        letIconPassPressesThrough()
    }

    /// Gives the icon's surface an empty input region. On X11 the icon of a drag nobody took
    /// glides back to where the drag began for half a second, as a window of its own: without
    /// this, a press on whatever it passes over lands on the icon, and that drag never starts.
    private func letIconPassPressesThrough() {
        guard let surface = gdk_drag_get_drag_surface(OpaquePointer(pointer)) else { return }
        let nowhere = cairo_region_create()
        gdk_surface_set_input_region(surface, nowhere)
        cairo_region_destroy(nowhere)
    }
}
