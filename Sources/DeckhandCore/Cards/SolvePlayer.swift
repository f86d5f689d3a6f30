import DeckhandGtk
import DeckhandModels
import Localization
import Patience

/// Plays the solver's line on the card table (the menu's Solve): the solver searches off the
/// main thread (a `SolverQuestion`), then a step every 0.6 s (0.2 s with animations off), each
/// gliding as a played move does, said as keyboard play is, and undoable. Solve again (or
/// Stop on its notice), a new game, or any change of the game by the player stops it
/// (`SolverPlayback`).
@MainActor
final class SolvePlayer {
    /// The positions the solver looks at before it gives up.
    nonisolated static let searchLimit = 1_000_000

    private let search = SolverQuestion<SolverVerdict>(label: "app.deckhand.solve")
    private var playback: SolverPlayback?
    private var timer: RepeatingTimer?
    /// The table to play on, as it is now.
    var table: @MainActor () -> CardTable? = { nil }
    /// Told what the status line should say: searching, or why there is no line to play.
    var tell: @MainActor (String) -> Void = { _ in }
    /// Told when playback starts (true) and ends.
    var playingChanged: @MainActor (Bool) -> Void = { _ in }

    /// Whether a line is being searched for or played.
    private(set) var isBusy = false

    /// Searches for a line from the game on the table and plays it; stops one being played.
    func toggle() {
        if isBusy { return stop() }
        guard let game = table()?.game else { return }
        isBusy = true
        tell(tr("Looking for a way to win…"))
        search.ask({ game.solve(limit: Self.searchLimit) }) { [weak self] verdict in
            guard let self, isBusy else { return }
            // An answer about a position the table has left is not told.
            guard let table = table(), table.game.isSame(as: game) else {
                isBusy = false
                return
            }
            guard case .winnable(let line) = verdict else {
                isBusy = false
                if verdict == .lost {
                    tell(game.moves == 0 ? CardTableModel.lostDealNews : CardTableModel.lostNews)
                } else {
                    tell(tr("The solver found no way to win within its search"))
                }
                return
            }
            play(SolverPlayback(line: line, from: table.game))
        }
    }

    /// Stops searching or playing; the moves played stay, each undoable.
    func stop() {
        guard isBusy else { return }
        search.withdraw()
        timer?.stop()
        timer = nil
        let wasPlaying = playback != nil
        playback = nil
        isBusy = false
        if wasPlaying { playingChanged(false) }
    }

    private func play(_ line: SolverPlayback) {
        playback = line
        playingChanged(true)
        timer = RepeatingTimer(milliseconds: Settings.animationsEnabled ? 600 : 200) { [weak self] in self?.step() ?? false }
    }

    /// Plays the next step; false once the line is over or the game went its own way.
    private func step() -> Bool {
        guard let table = table(), var playback, let next = playback.next(on: table.game) else {
            stop()
            return false
        }
        self.playback = playback
        table.show(next.game)
        table.say(next.words)
        return true
    }
}
