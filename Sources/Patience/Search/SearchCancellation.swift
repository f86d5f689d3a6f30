#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lets whoever asks a solver stop its search early: while `asking(_:_:)` runs its body,
/// every search on that thread asks `shouldStop` every thousand positions it looks from and,
/// once it answers true, ends as if it had reached its limit (unknown). A question made stale
/// by a later move stops costing a core this way.
///
/// ```swift
/// let verdict = SearchCancellation.asking({ stale.isSet }) {
///     game.solve(limit: 200_000)
/// }
/// ```
///
/// The question is kept in the thread's own slot, not in a task-local value: binding a
/// task-local value on a dispatch queue's thread, outside any task, crashed Swift 6.3's
/// runtime (`swift_task_localValuePush`).
public enum SearchCancellation {
    /// Runs `body` with `shouldStop` asked by every search `body` runs on this thread; the
    /// question asked before, if any, is asked again after.
    public static func asking<Result>(
        _ shouldStop: @escaping @Sendable () -> Bool, _ body: () throws -> Result
    ) rethrows -> Result {
        let previous = pthread_getspecific(slot)
        let question = Unmanaged.passRetained(Question(shouldStop))
        pthread_setspecific(slot, question.toOpaque())
        defer {
            pthread_setspecific(slot, previous)
            question.release()
        }
        return try body()
    }

    /// How many positions a search looks from between two questions.
    static let interval = 1024

    /// Whether the search should stop, asked after looking from `looked` positions.
    static func shouldStop(after looked: Int) -> Bool {
        guard looked % interval == 0, let question = pthread_getspecific(slot) else { return false }
        return Unmanaged<Question>.fromOpaque(question).takeUnretainedValue().shouldStop()
    }

    private final class Question: Sendable {
        let shouldStop: @Sendable () -> Bool
        init(_ shouldStop: @escaping @Sendable () -> Bool) { self.shouldStop = shouldStop }
    }

    /// The thread-specific slot the question on each thread is kept in.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
