import Foundation
import DeckhandGtk
import Patience
import Synchronization

/// A question about the game put to a solver off the main thread, one at a time on a queue
/// of its own: a question made stale by a later one is dropped before it starts, its search
/// stopped if it has started (`SearchCancellation`), and an answer to a question asked again
/// since is not told. Whether the game can still be won and the
/// hint's move are asked this way, each on its own queue, so the window never waits on a
/// search.
///
/// ```swift
/// let status = Label("")
/// let hints = SolverQuestion<Int>(label: "app.deckhand.hint")
/// hints.ask({ 6 * 7 }) { answer in status.text = "\(answer)" }
/// ```
@MainActor
final class SolverQuestion<Answer: Sendable> {
    private var asked = 0
    private let latest = Latest()
    private let queue: DispatchQueue

    /// Questions answered on a queue labelled `label`.
    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    /// Drops the questions asked so far: one not started never runs, and the answer of one
    /// running is not told.
    func withdraw() {
        asked += 1
        latest.set(asked)
    }

    /// Works out `work` off the main thread and tells `answered` its answer on it, unless
    /// another question was asked in the meantime.
    func ask(_ work: @escaping @Sendable () -> Answer, answered: @escaping @MainActor (Answer) -> Void) {
        withdraw()
        let question = asked
        let latest = latest
        queue.async {
            guard latest.value == question else { return }
            // A search frees arrays of megabytes (its keys, the positions it reached): each
            // goes back to the system as it is freed rather than staying in an arena (a table
            // at rest after its first verdict holds about 6 MB less). Not set as the app
            // starts, which would cost GTK's own start page faults (`FreedMemory`).
            FreedMemory.returnLargeBlocksAtOnce()
            // A solver stops searching once a later question has made this one stale.
            let began = ContinuousClock.now
            let answer = SearchCancellation.asking({ latest.value != question }) { work() }
            // A search frees what it held in the queue thread's own malloc arena, which glibc
            // keeps at its largest for the next; give it back rather than hold it while idle.
            // Trimming locks each arena in turn, the main thread's too, for under half a
            // millisecond (a table's first verdict, 70–90 ms of search, gave back 1 MB): not
            // worth it after the searches of a millisecond or two most moves ask for.
            if began.duration(to: .now) > .milliseconds(10) { FreedMemory.giveBack() }
            MainLoop.onMainThread { [weak self] in
                guard let self, asked == question else { return }
                answered(answer)
            }
        }
    }
}

/// The number of the latest question, read on the solver's queue.
private final class Latest: Sendable {
    private let number = Mutex(0)
    var value: Int { number.withLock { $0 } }
    func set(_ value: Int) { number.withLock { $0 = value } }
}
