import CGtk

/// A `GtkDropTarget` that accepts strings: the drop side of drag and drop.
@MainActor
public final class DropTarget: EventController {
    /// Creates a drop target for string data and the given `actions`.
    public init(actions: DragAction = .move) {
        super.init(taking: UnsafeMutableRawPointer(gtk_drop_target_new(cgtk_type_string(), actions.gdk)))
    }

    /// Called when a drag enters the widget, at (x, y) in its coordinates; return the action a
    /// drop there would take, or no action to refuse.
    @discardableResult
    public func onEnter(_ handler: @escaping @MainActor (Double, Double) -> DragAction) -> UInt {
        connect("enter", handler, trampoline: trampolinePointer(motionTrampoline))
    }

    /// Called as a drag moves over the widget, at (x, y) in its coordinates; return the action a
    /// drop there would take, or no action to refuse.
    @discardableResult
    public func onMotion(_ handler: @escaping @MainActor (Double, Double) -> DragAction) -> UInt {
        connect("motion", handler, trampoline: trampolinePointer(motionTrampoline))
    }

    /// Called when the drag leaves the widget or is dropped or cancelled over it.
    @discardableResult
    public func onLeave(_ handler: @escaping VoidHandler) -> UInt {
        connect("leave", handler, trampoline: trampolinePointer(voidTrampoline))
    }

    /// Called on a drop with the string dropped and the point; return true to accept it.
    @discardableResult
    public func onDrop(_ handler: @escaping @MainActor (String, Double, Double) -> Bool) -> UInt {
        connect("drop", handler, trampoline: trampolinePointer(dropTrampoline))
    }

    /// The drag this application started that is over the target now, or nil for drags from
    /// other applications or when no drag is in progress.
    public var currentLocalDrag: Drag? {
        guard let drop = gtk_drop_target_get_current_drop(OpaquePointer(pointer)),
              let drag = gdk_drop_get_drag(drop) else { return nil }
        return Drag(borrowing: UnsafeMutableRawPointer(drag))
    }
}

private typealias MotionBody = @MainActor (Double, Double) -> DragAction
private typealias DropBody = @MainActor (String, Double, Double) -> Bool

private let motionTrampoline:
    @convention(c) (gpointer?, Double, Double, gpointer?) -> GdkDragAction = { _, x, y, data in
        nonisolated(unsafe) let userData = data
        return MainActor.assumeIsolated {
            (unbox(userData, as: MotionBody.self)?(x, y) ?? []).gdk
        }
    }

private let dropTrampoline:
    @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
        _, value, x, y, data in
        guard let value, g_type_check_value_holds(value, cgtk_type_string()) != 0,
              let cString = g_value_get_string(value) else { return 0 }
        let text = String(cString: cString)
        nonisolated(unsafe) let userData = data
        return MainActor.assumeIsolated {
            (unbox(userData, as: DropBody.self)?(text, x, y) ?? false) ? 1 : 0
        }
    }
