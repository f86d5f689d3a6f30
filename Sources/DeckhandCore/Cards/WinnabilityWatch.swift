import DeckhandGtk
import Klondike

/// Asks the game's solver, off the main thread, whether the game on the table can still be
/// won, after every change (a `SolverQuestion`: a question made stale by a later move is
/// dropped, and an answer about a position the table has left is not told).
@MainActor
final class WinnabilityWatch {
    /// What is known of the game on the table: nil until the solver has answered.
    private(set) var verdict: Bool?
    /// Told each answer about the game as it still is.
    var answered: @MainActor (Bool?) -> Void = { _ in }
    private let question = SolverQuestion<Bool?>(label: "app.deckhand.solver")

    /// Asks about `game` (dropping any question not yet started).
    func ask(about game: any PatienceGame) {
        verdict = nil
        question.ask({ game.canStillBeWon() }) { [weak self] answer in
            self?.verdict = answer
            self?.answered(answer)
        }
    }
}
