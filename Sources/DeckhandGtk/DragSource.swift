import CDeckhandGtk

/// A `GtkDragSource`: starts a drag when the pointer is pressed and moved past a threshold.
@MainActor
public final class DragSource: EventController {
    /// Creates a drag source offering `actions` (move by default).
    public init(actions: DragAction = .move) {
        super.init(taking: UnsafeMutableRawPointer(gtk_drag_source_new()))
        gtk_drag_source_set_actions(OpaquePointer(pointer), actions.gdk)
    }

    /// The actions a drag from here offers; change them in `onPrepare` to decide per drag.
    public var actions: DragAction {
        get { DragAction(rawValue: gtk_drag_source_get_actions(OpaquePointer(pointer)).rawValue) }
        set { gtk_drag_source_set_actions(OpaquePointer(pointer), newValue.gdk) }
    }

    /// Called when a drag is about to start at (x, y) in the widget's coordinates; return the
    /// content to offer, or nil to refuse the drag.
    @discardableResult
    public func onPrepare(
        _ handler: @escaping @MainActor (Double, Double) -> ContentProvider?
    ) -> UInt {
        connect("prepare", handler, trampoline: trampolinePointer(prepareTrampoline))
    }

    /// Cancels the drag this source started, as if the user had pressed Escape.
    public func cancelDrag() {
        gtk_drag_source_drag_cancel(OpaquePointer(pointer))
    }

    /// Called when the drag has begun; set the drag icon here.
    @discardableResult
    public func onDragBegin(_ handler: @escaping @MainActor (Drag) -> Void) -> UInt {
        connect("drag-begin", handler, trampoline: trampolinePointer(dragBeginTrampoline))
    }

    /// Called when the drag is over, dropped or not.
    @discardableResult
    public func onDragEnd(_ handler: @escaping @MainActor (Drag) -> Void) -> UInt {
        connect("drag-end", handler, trampoline: trampolinePointer(dragEndTrampoline))
    }
}

private typealias PrepareBody = @MainActor (Double, Double) -> ContentProvider?
private typealias DragBody = @MainActor (Drag) -> Void

private let prepareTrampoline:
    @convention(c) (gpointer?, Double, Double, gpointer?) -> OpaquePointer? = { _, x, y, data in
        nonisolated(unsafe) var result: OpaquePointer?
        nonisolated(unsafe) let userData = data
        MainActor.assumeIsolated {
            if let provider = unbox(userData, as: PrepareBody.self)?(x, y) {
                // The signal returns a full reference; the wrapper keeps its own.
                g_object_ref(provider.pointer)
                result = OpaquePointer(provider.pointer)
            }
        }
        return result
    }

private let dragBeginTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
    _, drag, data in
    guard let drag else { return }
    nonisolated(unsafe) let dragPointer = drag
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        unbox(userData, as: DragBody.self)?(Drag(borrowing: dragPointer))
    }
}

private let dragEndTrampoline:
    @convention(c) (gpointer?, gpointer?, gboolean, gpointer?) -> Void = { _, drag, _, data in
        guard let drag else { return }
        nonisolated(unsafe) let dragPointer = drag
        nonisolated(unsafe) let userData = data
        MainActor.assumeIsolated {
            unbox(userData, as: DragBody.self)?(Drag(borrowing: dragPointer))
        }
    }
