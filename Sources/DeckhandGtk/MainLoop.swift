import CDeckhandGtk

/// The GLib main loop that GTK runs on.
@MainActor
public enum MainLoop {
    /// Starts GTK for use outside a `GtkApplication` (tests). Returns false when there is no
    /// display to connect to. The first answer stands: GTK reports success to a second
    /// `gtk_init_check` even when the first found no display.
    public static func initialize() -> Bool {
        if let started { return started }
        let result = gtk_init_check() != 0
        started = result
        return result
    }

    private static var started: Bool?

    /// Seconds on the monotonic clock GTK's events are timed by.
    public static var now: Double {
        Double(g_get_monotonic_time()) / 1_000_000
    }

    /// Runs `body` once, the next time the main loop is idle.
    public static func whenIdle(_ body: @escaping VoidHandler) {
        let box = Unmanaged.passRetained(SignalClosure(body) as AnyObject).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, idleTrampoline, box, releaseBoxedClosure)
    }

    /// Runs `body` on the main thread, soon; callable from any thread (a worker handing back
    /// its result).
    ///
    /// ```swift
    /// Thread.detachNewThread { let result = work(); MainLoop.onMainThread { show(result) } }
    /// ```
    ///
    /// With `afterFrames`, `body` waits while the window has a frame to lay out and draw: a
    /// stream of results from a worker then cannot hold the window's frames up.
    public nonisolated static func onMainThread(afterFrames: Bool = false, _ body: @escaping @Sendable @MainActor () -> Void) {
        let box = Unmanaged.passRetained(SignalClosure<VoidHandler>(body) as AnyObject).toOpaque()
        g_idle_add_full(afterFrames ? G_PRIORITY_DEFAULT_IDLE : G_PRIORITY_DEFAULT, idleTrampoline, box, releaseBoxedClosure)
    }

    /// Runs one main loop iteration; returns whether any event was dispatched.
    @discardableResult
    public static func iterate(blocking: Bool = false) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }
}

private let idleTrampoline: GSourceFunc = { data in
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        unbox(userData, as: VoidHandler.self)?()
    }
    return 0
}
