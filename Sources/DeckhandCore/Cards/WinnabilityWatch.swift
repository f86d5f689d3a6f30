import DeckhandGtk
import Patience

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
    /// Whether questions wait for a table to be drawn, and the last one asked meanwhile.
    private var holding = false
    private var held: (any PatienceGame)?
    /// The moment after the first frame before the held question is asked.
    private var settling: RepeatingTimer?
    /// How long after a table's first frame its first question waits.
    static let settleMilliseconds = 500

    /// Holds the questions asked from now on until `table` is first drawn and a moment more,
    /// then asks the last of them; a question already asked about an earlier table is
    /// dropped. The solver's thread would otherwise take a core from the table's first frame,
    /// which GTK's GL renderer on a machine without a GPU draws on every core, and, after it
    /// is drawn, from the display server and compositor putting it on screen: on two cores,
    /// asking at the first frame showed the cards 10 ms later (median of 15 first starts,
    /// 235 against 225 ms; the faster half 20–30 ms later).
    func wait(untilDrawn table: Widget) {
        // A moment still running for an earlier table must not release this one's question.
        settling?.stop()
        settling = nil
        holding = true
        question.withdraw()
        let release: @MainActor () -> Void = { [weak self, weak table] in
            guard let self, let table, holding else { return }
            NextFrame.run(after: table, .paint) { [weak self] in
                self?.settling = RepeatingTimer(milliseconds: Self.settleMilliseconds) { [weak self] in
                    self?.stopHolding()
                    return false
                }
            }
        }
        // A table added to a window on screen is mapped as it is added.
        if table.isMapped { return release() }
        table.onMap(release)
    }

    /// Asks the question held back, if any.
    private func stopHolding() {
        guard holding else { return }
        holding = false
        if let game = held {
            held = nil
            ask(about: game)
        }
    }

    /// Asks about `game` (dropping any question not yet started).
    func ask(about game: any PatienceGame) {
        verdict = nil
        guard !holding else {
            held = game
            return
        }
        question.ask({ game.canStillBeWon() }) { [weak self] answer in
            self?.verdict = answer
            self?.answered(answer)
        }
    }
}
