import Dispatch
import Foundation

/// Files being written off the main thread (saves, kept unsaved edits): the app waits for
/// them before it exits, so that closing the last window never cuts a write short.
enum BackgroundWrites {
    /// Every write in flight is in this group.
    static let group = DispatchGroup()

    /// Runs `body` on a thread of its own, counted as a write in flight until it returns.
    static func run(_ body: @escaping @Sendable () -> Void) {
        group.enter()
        Thread.detachNewThread {
            body()
            group.leave()
        }
    }

    /// Waits until every write in flight is done.
    static func finish() {
        group.wait()
    }
}
