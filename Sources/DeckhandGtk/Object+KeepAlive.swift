import CDeckhandGtk

extension Object {
    /// Keeps `owner` alive for as long as this object lives: GLib holds it in the object's data
    /// under `key` and releases it when the object is finalized (or another owner is kept under
    /// the same key). This is how something built around a widget lives as long as the widget
    /// is in use, with no global to hold it; `owner` must not keep this object alive in turn.
    public func keepAlive(_ owner: AnyObject, as key: String) {
        g_object_set_data_full(gobject, key, Unmanaged.passRetained(owner).toOpaque(), releaseBoxedClosure)
    }
}
