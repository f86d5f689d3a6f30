import CDeckhandGtk

/// A callback the main loop runs every few milliseconds until it returns false, the timer is
/// stopped, or the timer is freed. Stopping is safe at any time, also after the timer has ended
/// by itself.
///
/// ```swift
/// let timer = RepeatingTimer(milliseconds: 16) { pollSomething() }
/// timer.stop()
/// ```
@MainActor
public final class RepeatingTimer {
    private var sourceID: guint = 0

    /// Whether the timer will run again.
    public var isRunning: Bool { sourceID != 0 }

    /// Starts running `body` every `milliseconds`; it keeps running while `body` returns true.
    public init(milliseconds: Int, _ body: @escaping @MainActor () -> Bool) {
        let state = TimerState(body: body)
        state.timer = self
        let box = Unmanaged.passRetained(state).toOpaque()
        sourceID = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(milliseconds), timerTrampoline, box, timerEnded
        )
    }

    deinit {
        if sourceID != 0 { g_source_remove(sourceID) }
    }

    /// Stops the timer; does nothing if it has already ended.
    public func stop() {
        guard sourceID != 0 else { return }
        let id = sourceID
        sourceID = 0
        g_source_remove(id)
    }

    /// Called when GLib destroys the timer's source, whichever way it ended.
    fileprivate func ended() { sourceID = 0 }
}

/// What GLib holds for a running timer: its body, and the timer to tell when it ends.
@MainActor
private final class TimerState {
    let body: @MainActor () -> Bool
    weak var timer: RepeatingTimer?

    init(body: @escaping @MainActor () -> Bool) { self.body = body }
}

private let timerTrampoline: GSourceFunc = { data in
    guard let data else { return 0 }
    nonisolated(unsafe) let userData = data
    return MainActor.assumeIsolated {
        Unmanaged<TimerState>.fromOpaque(userData).takeUnretainedValue().body() ? 1 : 0
    }
}

private let timerEnded: GDestroyNotify = { data in
    guard let data else { return }
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        let state = Unmanaged<TimerState>.fromOpaque(userData).takeRetainedValue()
        state.timer?.ended()
    }
}
