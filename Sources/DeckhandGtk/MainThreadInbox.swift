import Synchronization

/// Results handed from worker threads to the main thread and taken in one per main-loop turn,
/// after the window's frames: however fast the workers post, the main loop never runs more
/// than one taker between two frames (GLib runs every idle handler that is ready in one turn,
/// so a handler per result would run them all at once).
///
/// ```swift
/// let label = Label("")
/// let inbox = MainThreadInbox<Int> { done in label.text = "\(done) files read" }
/// Thread.detachNewThread {
///     for done in 1...10_000 { inbox.post(done) }
/// }
/// ```
public final class MainThreadInbox<Value: Sendable>: Sendable {
    private let waiting = Mutex<(values: [Value], scheduled: Bool)>(([], false))
    private let take: @Sendable @MainActor (Value) -> Void

    /// An inbox whose values `take` takes in, in the order they were posted.
    public init(_ take: @escaping @Sendable @MainActor (Value) -> Void) {
        self.take = take
    }

    /// Hands `value` to the main thread; callable from any thread.
    public func post(_ value: Value) {
        let wake = waiting.withLock { state in
            state.values.append(value)
            defer { state.scheduled = true }
            return !state.scheduled
        }
        if wake { schedule() }
    }

    private func schedule() {
        MainLoop.onMainThread(afterFrames: true) { [self] in takeOne() }
    }

    /// Takes the oldest value in, and asks for another turn if more are waiting.
    @MainActor private func takeOne() {
        let (value, more) = waiting.withLock { state -> (Value?, Bool) in
            let value = state.values.isEmpty ? nil : state.values.removeFirst()
            state.scheduled = !state.values.isEmpty
            return (value, state.scheduled)
        }
        if let value { take(value) }
        if more { schedule() }
    }
}
