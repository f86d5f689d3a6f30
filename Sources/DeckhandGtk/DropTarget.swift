import CDeckhandGtk

/// What a drop carries: text, or files (as URIs) from a file manager.
public enum DropValue: Hashable, Sendable {
    /// A string (`text/plain`).
    case text(String)
    /// Files and folders (`text/uri-list`), as URIs.
    case files([String])
}

/// A `GtkDropTarget` that accepts text and file lists: the drop side of drag and drop.
@MainActor
public final class DropTarget: EventController {
    /// Creates a drop target for text and files, offering `actions`.
    public init(actions: DragAction = .move) {
        super.init(taking: UnsafeMutableRawPointer(gtk_drop_target_new(0, actions.gdk)))
        // Files first: a file manager offers its files as text (their paths) too.
        var types = [gdk_file_list_get_type(), cgtk_type_string()]
        gtk_drop_target_set_gtypes(OpaquePointer(pointer), &types, gsize(types.count))
    }

    /// Called when a drag first comes over the widget, with the drag when this application
    /// started it (nil for another application's); return false to ignore the drag, which
    /// then passes on to the widgets around this one.
    @discardableResult
    public func onAccept(_ handler: @escaping @MainActor (Drag?) -> Bool) -> UInt {
        connect("accept", handler, trampoline: trampolinePointer(acceptTrampoline))
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

    /// Called on a drop with what was dropped and the point; return true to accept it.
    @discardableResult
    public func onDrop(_ handler: @escaping @MainActor (DropValue, Double, Double) -> Bool) -> UInt {
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
private typealias DropBody = @MainActor (DropValue, Double, Double) -> Bool
private typealias AcceptBody = @MainActor (Drag?) -> Bool

private let acceptTrampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, drop, data in
    nonisolated(unsafe) let userData = data
    nonisolated(unsafe) let localDrag = drop.flatMap { gdk_drop_get_drag($0) }.map(UnsafeMutableRawPointer.init)
    return MainActor.assumeIsolated {
        (unbox(userData, as: AcceptBody.self)?(localDrag.map { Drag(borrowing: $0) }) ?? false) ? 1 : 0
    }
}

/// Calls the handler, then narrows its answer to what both the target and the drop allow:
/// GDK treats any other action as a programming error (a critical).
private let motionTrampoline:
    @convention(c) (gpointer?, Double, Double, gpointer?) -> GdkDragAction = { target, x, y, data in
        nonisolated(unsafe) let userData = data
        let wanted = MainActor.assumeIsolated {
            (unbox(userData, as: MotionBody.self)?(x, y) ?? []).gdk
        }
        guard let target else { return GdkDragAction(rawValue: 0) }
        var allowed = gtk_drop_target_get_actions(OpaquePointer(target)).rawValue
        if let drop = gtk_drop_target_get_current_drop(OpaquePointer(target)) {
            allowed &= gdk_drop_get_actions(drop).rawValue
        }
        return GdkDragAction(rawValue: wanted.rawValue & allowed)
    }

private let dropTrampoline:
    @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
        _, value, x, y, data in
        guard let value, let dropped = dropValue(from: value) else { return 0 }
        nonisolated(unsafe) let userData = data
        return MainActor.assumeIsolated {
            (unbox(userData, as: DropBody.self)?(dropped, x, y) ?? false) ? 1 : 0
        }
    }

/// The text or file URIs a dropped `GValue` holds.
private func dropValue(from value: UnsafePointer<GValue>) -> DropValue? {
    if g_type_check_value_holds(value, cgtk_type_string()) != 0 {
        return g_value_get_string(value).map { .text(String(cString: $0)) }
    }
    guard g_type_check_value_holds(value, gdk_file_list_get_type()) != 0,
          let list = g_value_get_boxed(value) else { return nil }
    var uris: [String] = []
    var node = gdk_file_list_get_files(OpaquePointer(list))
    let head = node
    while let current = node {
        if let file = current.pointee.data, let uri = g_file_get_uri(OpaquePointer(file)) {
            uris.append(String(cString: uri))
            g_free(uri)
        }
        node = current.pointee.next
    }
    g_slist_free(head)
    return .files(uris)
}
