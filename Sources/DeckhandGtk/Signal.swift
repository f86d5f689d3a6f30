import CDeckhandGtk

/// Holds a Swift closure for the lifetime of one signal connection; GLib owns the box.
final class SignalClosure<Body> {
    let body: Body
    init(_ body: Body) { self.body = body }
}

/// Releases a `SignalClosure` when GLib drops the connection (disconnect or finalize).
private let releaseClosure: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Releases a `SignalClosure` handed to a GLib API that takes a `GDestroyNotify`.
let releaseBoxedClosure: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

extension Object {
    /// Connects `body` to `signal` through a C `trampoline` that knows the signal's signature.
    ///
    /// GLib owns the boxed closure and releases it when the handler is disconnected or the
    /// object finalized.
    /// - Returns: the handler id, for `disconnect(_:)`.
    @discardableResult
    func connect<Body>(
        _ signal: String, _ body: Body, trampoline: UnsafeRawPointer, after: Bool = false
    ) -> UInt {
        let box = Unmanaged.passRetained(SignalClosure(body) as AnyObject).toOpaque()
        let callback = unsafeBitCast(trampoline, to: GCallback.self)
        return UInt(g_signal_connect_data(
            pointer, signal, callback, box, releaseClosure,
            after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0)
        ))
    }

    /// Disconnects a handler returned by one of the `on…` methods; one already gone is left be
    /// (an object disposed while something still holds it, as a window's frame clock once the
    /// window is destroyed, has dropped its handlers already).
    public func disconnect(_ handler: UInt) {
        guard g_signal_handler_is_connected(pointer, gulong(handler)) != 0 else { return }
        g_signal_handler_disconnect(pointer, gulong(handler))
    }
}

/// Unboxes the closure a trampoline was given.
func unbox<Body>(_ data: gpointer?, as _: Body.Type) -> Body? {
    guard let data else { return nil }
    let object = Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue()
    return (object as? SignalClosure<Body>)?.body
}

/// Signal handler bodies shared by several wrappers.
public typealias VoidHandler = @MainActor () -> Void

/// Trampoline for signals of the shape `void (*)(GObject*, gpointer)`.
let voidTrampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        unbox(userData, as: VoidHandler.self)?()
    }
}

/// Trampoline for `notify::property` signals: `void (*)(GObject*, GParamSpec*, gpointer)`.
let notifyTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        unbox(userData, as: VoidHandler.self)?()
    }
}

/// Casts a `@convention(c)` trampoline to the raw pointer `connect` takes.
func trampolinePointer<T>(_ function: T) -> UnsafeRawPointer {
    unsafeBitCast(function, to: UnsafeRawPointer.self)
}

extension Object {
    /// Runs `handler` whenever the named property changes.
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping VoidHandler) -> UInt {
        connect("notify::\(property)", handler, trampoline: trampolinePointer(notifyTrampoline))
    }
}
