import CDeckhandGtk

/// A strong, typed reference to a GObject; the base of every wrapper in this module.
///
/// A wrapper sinks a new object's floating reference (or adds one to an existing object) and drops
/// it in `deinit`, so a widget lives at least as long as its wrapper. Signal closures are owned by
/// GLib and freed when the object is finalized or the handler disconnected; capture wrappers
/// weakly in them, or the object keeps its own wrapper alive.
@MainActor
open class Object {
    /// The wrapped instance.
    public nonisolated(unsafe) let pointer: UnsafeMutableRawPointer

    /// Wraps an object returned with full ownership, sinking its reference if it is floating.
    public init(taking pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        if g_object_is_floating(pointer) != 0 {
            g_object_ref_sink(pointer)
        }
    }

    /// Wraps an object owned elsewhere (a toplevel window, a child handed out by GTK), adding a
    /// reference of its own.
    public init(borrowing pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        g_object_ref(pointer)
    }

    deinit {
        g_object_unref(pointer)
    }

    /// The pointer as a `GObject*`.
    public var gobject: UnsafeMutablePointer<GObject> {
        pointer.assumingMemoryBound(to: GObject.self)
    }

    /// The pointer typed as the C struct `T` (for GTK types whose struct the headers declare).
    public func typed<T>(as _: T.Type = T.self) -> UnsafeMutablePointer<T> {
        pointer.assumingMemoryBound(to: T.self)
    }

}
