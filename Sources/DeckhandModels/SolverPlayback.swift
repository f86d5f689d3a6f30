import Patience
import Localization

/// The solver's winning line played out on the table a step at a time (the menu's Solve):
/// each step checked against the game as it stands, said in the words Hint uses, and made
/// through the game's own rules, so that every step is a move the player can undo. Playback
/// ends at the line's end, or as soon as the game on the table is not the one the last step
/// left (the player moved, undid or dealt a new game).
///
/// ```swift
/// let game = FreeCellGame(deal: 1)
/// guard case .winnable(let line) = game.solve(limit: 200_000) else { return }
/// var playback = SolverPlayback(line: line, from: game)
/// var table: any PatienceGame = game
/// while let next = playback.next(on: table) { table = next.game }
/// table.isWon   // true
/// ```
public struct SolverPlayback: Sendable {
    private var remaining: ArraySlice<SolverStep>
    private var expected: any PatienceGame
    /// How many steps the line has.
    public let count: Int

    /// The playback of `line`, a winning line from `game`.
    public init(line: [SolverStep], from game: any PatienceGame) {
        remaining = line[...]
        expected = game
        count = line.count
    }

    /// How many steps have been played.
    public var played: Int { count - remaining.count }

    /// The next step played on `game`: the game after it, and the step in words ("Move Jack of
    /// diamonds to Tableau 6", "Dealt Queen of hearts"); nil at the line's end, or when `game`
    /// is no longer the one the line left.
    public mutating func next(on game: any PatienceGame) -> (game: any PatienceGame, words: String)? {
        guard let step = remaining.first, expected.isSame(as: game) else { return nil }
        var after = game
        guard after.play(step) else { return nil }
        remaining.removeFirst()
        expected = after
        let words = switch step {
        case .move(let move): CardTableHint.move(move).text
        case .deal: after.dealNews(since: game)
        }
        // TRANSLATORS: said as the solver plays its line on the table; %1$d is the step, %2$d how many there are, %3$s the step ("Move Jack of diamonds to Tableau 6").
        return (after, tr("Step %1$d of %2$d: %3$s", played, count, words))
    }
}
