import CDeckhandGtk

/// A `GtkGestureDrag`: follows the pointer from a press to its release.
@MainActor
public final class GestureDrag: EventController {
    /// Creates a drag gesture for the primary button.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_gesture_drag_new()))
    }

    /// Called on the press, at (x, y) in the widget's coordinates.
    @discardableResult
    public func onBegin(_ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        connect("drag-begin", handler, trampoline: trampolinePointer(pointTrampoline))
    }

    /// Called as the pointer moves, with its offset from the press.
    @discardableResult
    public func onUpdate(_ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        connect("drag-update", handler, trampoline: trampolinePointer(pointTrampoline))
    }

    /// Called on the release (or when the gesture is cancelled), with the final offset.
    @discardableResult
    public func onEnd(_ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        connect("drag-end", handler, trampoline: trampolinePointer(pointTrampoline))
    }

    /// Called when GTK cancels the gesture (a broken grab, the widget going away); `onEnd`
    /// follows.
    @discardableResult
    public func onCancel(_ handler: @escaping VoidHandler) -> UInt {
        connect("cancel", handler, trampoline: trampolinePointer(cancelTrampoline))
    }

    /// Claims the pointer sequence, so that no other gesture (a click) acts on it.
    public func claim() {
        gtk_gesture_set_state(OpaquePointer(pointer), GTK_EVENT_SEQUENCE_CLAIMED)
    }
}

private typealias PointBody = @MainActor (Double, Double) -> Void

/// Trampoline for `void (*)(GtkGesture*, double, double, gpointer)` signals.
private let pointTrampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = {
    _, x, y, data in
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        unbox(userData, as: PointBody.self)?(x, y)
    }
}

/// Trampoline for `cancel`: `void (*)(GtkGesture*, GdkEventSequence*, gpointer)`.
private let cancelTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        unbox(userData, as: VoidHandler.self)?()
    }
}
