import Foundation
import DeckhandGtk
import Klondike
import Synchronization

/// Asks the game's solver, off the main thread, whether the game on the table can still be
/// won, after every change: one question at a time, on a queue of its own; a question made
/// stale by a later move is dropped before it starts, and an answer about a position the table
/// has left is not told.
@MainActor
final class WinnabilityWatch {
    /// What is known of the game on the table: nil until the solver has answered.
    private(set) var verdict: Bool?
    /// Told each answer about the game as it still is.
    var answered: @MainActor (Bool?) -> Void = { _ in }
    private var asked = 0
    private let latest = Latest()
    private static let queue = DispatchQueue(label: "app.deckhand.solver")

    /// Asks about `game` (dropping any question not yet started).
    func ask(about game: any PatienceGame) {
        verdict = nil
        asked += 1
        let question = asked
        latest.set(question)
        let latest = latest
        Self.queue.async {
            guard latest.value == question else { return }
            let answer = game.canStillBeWon()
            MainLoop.onMainThread { [weak self] in
                guard let self, asked == question else { return }
                verdict = answer
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
