import Foundation
import Patience
import Localization

/// The card table window's state, with no display: the game on the table, the game a new one
/// replaced (which Undo brings back until the new game has a move), the play clock, the
/// statistics, the saved game, and what the heading, the status line and the menu say.
///
/// The window shows it and turns the player's acts into calls; every rule about counting,
/// saving and wording lives here, where a test reaches it without a display. Times are the
/// caller's clock in seconds (the main loop's, in the app).
///
/// ```swift
/// let model = CardTableModel(kind: .freecell, seed: 617)
/// var game = model.game
/// if let move = game.hint { game.apply(move) }
/// let update = model.update(game, now: 3)   // counts the game as played, starts the clock
/// print(model.heading(narrow: false, now: 5).text)  // "Game 617 · 1 move"
/// ```
public final class CardTableModel {
    /// What a change of the game on the table asks of the window besides showing it.
    public struct Update: Equatable, Sendable {
        /// The game a new one replaced is given up for good: its notice can go.
        public var gaveUpReplaced = false
        /// The game was won just now (not by a redo of a win counted before): celebrate.
        public var justWon = false

        /// Nothing asked.
        public init() {}
    }

    /// What Undo does.
    public enum UndoStep: Equatable, Sendable {
        /// Undo the last move of the game on the table.
        case move
        /// The game a new one replaced is back on the table; the notice says so.
        case broughtBack(notice: String)
        /// Nothing to undo.
        case nothing
    }

    /// The game the table plays.
    public private(set) var kind: GameKind
    /// The game on the table, as of the last `update`.
    public private(set) var game: any PatienceGame
    /// How long the game on the table has been played.
    public private(set) var clock: PlayClock
    /// The statistics of `kind`.
    public private(set) var statistics: GameStatistics
    /// Where `kind`'s game and statistics are kept.
    public private(set) var store: GameStore
    /// What keyboard play said last, since the last change.
    public private(set) var announcement = ""
    /// Whether the heading shows Klondike's score.
    public var showsScore = true
    /// Whether the heading shows the time played.
    public var showsTime = false
    /// How many cards a new Klondike game turns over, when the game on the table does not say.
    public var preferredDrawMode: DrawMode
    /// The games (by `GameKind.rawValue`) whose new games are dealt from numbers the solver
    /// has won, when one is ready.
    public var winnableOnly: Set<String> = []
    /// The numbers the solver has won, kept ready; read from the data folder when first
    /// needed, not at start.
    public private(set) lazy var winnableDeals = WinnableDeals(environment: environment)
    /// What the status line says in place of how to play, until the next change.
    private var news: String?
    /// The game a new one replaced mid-play, with its clock stopped.
    private var replaced: (game: any PatienceGame, clock: PlayClock)?
    /// Whether the game on the table has counted towards the games played (at its first move).
    private var counted = false
    /// Whether the game on the table has counted as won (undo and redo do not count it again).
    private var wonCounted = false
    private let environment: [String: String]
    /// The number a new game is dealt, from `kind`'s numbers.
    private let newNumber: @Sendable (GameKind) -> UInt64

    /// Opens on `kind` game `seed`, or on `kind`'s saved game (else a new one) when `seed` is
    /// nil; the files are where `environment` says (`UserDataFolder`).
    public init(
        kind: GameKind, seed: UInt64? = nil, drawMode: DrawMode = .one,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        newNumber: @escaping @Sendable (GameKind) -> UInt64 = { UInt64.random(in: $0.numbers) }
    ) {
        self.kind = kind
        self.environment = environment
        self.newNumber = newNumber
        preferredDrawMode = drawMode
        store = GameStore(kind: kind, environment: environment)
        statistics = store.loadStatistics()
        let saved = seed == nil ? store.loadGame() : nil
        let opening = seed.map { kind.newGame(number: $0, drawMode: drawMode) } ?? saved?.game
            ?? kind.newGame(number: newNumber(kind), drawMode: drawMode)
        game = opening
        clock = PlayClock(seconds: saved?.seconds ?? 0)
        counted = opening.moves > 0
        wonCounted = opening.isWon
    }

    // MARK: Changes

    /// Takes `game` as the game on the table after a move, an undo or a redo: counts it as
    /// played at its first move and as won once, runs the clock, gives up the replaced game
    /// once the new one has a move, and saves it.
    @discardableResult
    public func update(_ game: any PatienceGame, now: Double) -> Update {
        self.game = game
        verdict = nil
        var update = Update()
        if game.moves > 0, !counted {
            counted = true
            countPlayed()
        }
        if game.moves > 0, let old = replaced, !old.game.isSame(as: game) {
            replaced = nil
            update.gaveUpReplaced = true
            lose()
        }
        if game.isWon {
            clock.stop(at: now)
        } else if game.moves > 0 {
            clock.start(at: now)
        }
        if game.isWon, !wonCounted {
            wonCounted = true
            statistics.recordWin(score: score ?? 0)
            saveStatistics()
            update.justWon = true
        }
        // What the last action said gives way to the position it left.
        announcement = ""
        news = nil
        do {
            try store.save(game.isWon ? nil : game, seconds: clock.seconds(at: now))
        } catch {
            // TRANSLATORS: %1$s is a folder's path, %2$s the system's reason.
            news = tr("Could not save the game in %1$s: %2$s", store.folder.path, error.localizedDescription)
        }
        return update
    }

    /// Starts `game` in place of the one on the table. A game in play is kept for Undo; the
    /// notice to show until the new game has a move is returned. The window shows the game
    /// and hands it to `update`, which saves it.
    public func startNew(_ game: any PatienceGame, now: Double) -> String? {
        let old = self.game
        if old.moves > 0, !old.isWon {
            if replaced != nil { lose() }
            clock.stop(at: now)
            replaced = (old, clock)
        }
        clock = PlayClock()
        put(game)
        guard let old = replaced?.game else { return nil }
        let moves = old.moves
        // Restart deals the same game again: nothing was put aside but the moves.
        return old.number == game.number && GameKind(of: old) == GameKind(of: game)
            // TRANSLATORS: a notice after Restart; %1$d is the game's number, %2$d the moves undone.
            ? trn("Game %1$d dealt afresh, %2$d move taken back", "Game %1$d dealt afresh, %2$d moves taken back", moves, game.number, moves)
            // TRANSLATORS: a notice after New Game; %1$d is the number of the game left, %2$d the moves played in it.
            : trn("Game %1$d put aside, %2$d move in", "Game %1$d put aside, %2$d moves in", moves, old.number, moves)
    }

    /// A new game of `kind` dealt from a new number, Klondike turning `drawMode` cards: with
    /// winnable deals on for `kind`, a number the solver has won, if one is ready (else any:
    /// a new game never waits).
    public func newGame(drawMode: DrawMode? = nil) -> any PatienceGame {
        let drawMode = drawMode ?? self.drawMode
        let winnable = winnableOnly.contains(kind.rawValue) ? winnableDeals.take(for: kind, drawMode: drawMode) : nil
        return kind.newGame(number: winnable ?? newNumber(kind), drawMode: drawMode)
    }

    /// The game and draw mode whose winnable deals should be searched for now: the game on
    /// the table, with winnable deals on and fewer numbers ready than it keeps; nil when none.
    public var winnableDealsWanted: (kind: GameKind, drawMode: DrawMode)? {
        // New Game deals as the game on the table draws (`newGame()`).
        guard winnableOnly.contains(kind.rawValue), winnableDeals.needsMore(for: kind, drawMode: drawMode) else { return nil }
        return (kind, drawMode)
    }

    /// Keeps `number`, which the solver has won, ready for `kind` drawing `drawMode`.
    public func addWinnableDeal(_ number: UInt64, for kind: GameKind, drawMode: DrawMode) {
        winnableDeals.add(number, for: kind, drawMode: drawMode)
    }

    /// The game on the table dealt afresh.
    public var restartedGame: any PatienceGame { kind.newGame(number: game.number, drawMode: drawMode) }

    /// What Undo does now; bringing the replaced game back happens here (the window then shows
    /// it and hands it to `update`).
    public func undo() -> UndoStep {
        if game.canUndo { return .move }
        guard let old = replaced else { return .nothing }
        replaced = nil
        clock = old.clock
        put(old.game)
        // TRANSLATORS: a notice after Undo brought back the game a new one replaced; %d is its number.
        return .broughtBack(notice: tr("Back to game %d", old.game.number))
    }

    /// Switches to `kind`: its saved game (or a new one) and its statistics. The game left
    /// is saved to come back to. Returns whether the replaced game was given up, or nil when
    /// `kind` is already on the table.
    public func switchTo(_ kind: GameKind, now: Double) -> Update? {
        guard kind != self.kind else { return nil }
        var update = Update()
        if replaced != nil {
            replaced = nil
            update.gaveUpReplaced = true
            lose()
        }
        if game.moves > 0, !game.isWon {
            if !counted { countPlayed() }
            // The game left waits for its return with the time played up to now.
            try? store.save(game, seconds: clock.seconds(at: now))
        }
        self.kind = kind
        store = GameStore(kind: kind, environment: environment)
        statistics = store.loadStatistics()
        let saved = store.loadGame()
        let game = saved?.game ?? kind.newGame(number: newNumber(kind), drawMode: preferredDrawMode)
        clock = PlayClock(seconds: saved?.seconds ?? 0)
        take(game)
        return update
    }

    /// The window closes: a replaced game not brought back was given up, and the time since
    /// the last move counts too.
    public func close(now: Double) {
        if replaced != nil {
            replaced = nil
            lose()
        }
        if clock.isRunning { try? store.save(game, seconds: clock.seconds(at: now)) }
    }

    /// Forgets the statistics of `kind`.
    public func resetStatistics() {
        statistics = GameStatistics()
        saveStatistics()
    }

    /// Puts `game` on the table in place of the one there, which counts as played if it had
    /// a move.
    private func put(_ game: any PatienceGame) {
        if self.game.moves > 0, !self.game.isWon, !counted { countPlayed() }
        take(game)
    }

    /// Takes `game` as the one on the table, counted as played if it has a move and as won if
    /// it is won, with nothing said about it yet.
    private func take(_ game: any PatienceGame) {
        self.game = game
        verdict = nil
        counted = game.moves > 0
        wonCounted = game.isWon
        announcement = ""
        news = nil
    }

    private func countPlayed() {
        statistics.played += 1
        saveStatistics()
    }

    /// Counts a game given up unwon: the winning streak ends.
    private func lose() {
        statistics.recordLoss()
        saveStatistics()
    }

    private func saveStatistics() {
        try? store.save(statistics)
    }

    // MARK: What the window says

    /// Keyboard play's words for the step just made, shown in the status line until the next
    /// change.
    public func announce(_ text: String) {
        announcement = text
        news = text
    }

    /// Says `news` in the status line until the next change: why the help could not open.
    public func tell(_ news: String) {
        self.news = news
    }

    /// Shows `hint`'s words in the status line until the next change.
    public func show(_ hint: CardTableHint) {
        news = hint.text
    }

    /// What the solver said of the game on the table as it stands: true when it found a win,
    /// false when it showed there is none, nil while it has not said or could not tell.
    public private(set) var verdict: Bool?

    /// The solver's verdict on the game on the table: a game it shows lost says so in the
    /// status line; one it wins, at the end of it (`verdictText`).
    public func solverAnswered(winnable: Bool?) {
        verdict = winnable
        guard winnable == false else { return }
        // Before the first move there is nothing to undo: the deal itself cannot be won.
        news = game.moves == 0 ? Self.lostDealNews : Self.lostNews
    }

    /// What the status line says when the solver shows the game cannot be won.
    public static var lostNews: String { tr("No way to win from here: undo, or start a new game") }
    /// What it says when the deal itself cannot be won.
    public static var lostDealNews: String { tr("This deal cannot be won: start a new game (Ctrl+N)") }

    /// What the status line ends with once the solver has found a way to win the game on the
    /// table as it stands; empty otherwise (a lost game says so in the status line itself, a
    /// won one in its banner).
    public var verdictText: String {
        // TRANSLATORS: at the end of the status line, once the solver has found a way to win the game on the table.
        verdict == true && !game.isWon ? tr("Can still be won") : ""
    }

    /// The status line's message: news of the last action, else how the game is played.
    public var status: String {
        news ?? (game.isWon ? tr("Every card is home.") : game.howToPlay)
    }

    /// Whether Undo has something to do: a move, or the game a new one replaced.
    public var canUndo: Bool { game.canUndo || replaced != nil }

    /// The score, for a game that keeps one (Klondike); nil for the others.
    public var score: Int? { game.keptScore }

    /// How many cards a Klondike deal turns over: as in the game on the table.
    public var drawMode: DrawMode {
        kind.offersDrawModes ? DrawMode(rawValue: game.wasteShows) ?? preferredDrawMode : preferredDrawMode
    }

    /// The heading at `now`: the game's number, its score (unless not shown), its moves and
    /// the time played (when shown); a narrow window's drops the number and keeps the whole
    /// in the tooltip.
    public func heading(narrow: Bool, now: Double) -> (text: String, tooltip: String?) {
        // TRANSLATORS: a part of the window's title, "Game 3 · Score 10 · 1 move · 0:42".
        let points = score.flatMap { showsScore ? tr("Score %d", $0) : nil }
        let time = showsTime ? clock.text(at: now) : nil
        // TRANSLATORS: parts of the window's title, joined by " · ": "Game 3 · Score 10 · 1 move · 0:42".
        let parts = [tr("Game %d", game.number), points, trn("%d move", "%d moves", game.moves), time]
        let separator = trc("list separator", " · ")
        let whole = parts.compactMap { $0 }.joined(separator: separator)
        guard narrow else { return (whole, nil) }
        return (parts.dropFirst().compactMap { $0 }.joined(separator: separator), whole)
    }

    /// Whether the heading changes by itself each second: the clock runs and is shown.
    public var headingTicks: Bool { showsTime && clock.isRunning }

    /// The won game's banner.
    public var wonText: String {
        score.map { tr("You won! Score %d", $0) } ?? trn("You won in %d move!", "You won in %d moves!", game.moves)
    }

    /// The primary menu's items for the game on the table: the draw modes are Klondike's alone.
    public var menuItems: [(label: String, action: String)] {
        let draws = offersDrawModes ? [(tr("New Game, Draw One"), "win.draw-one"), (tr("New Game, Draw Three"), "win.draw-three")] : []
        return [
            (tr("Restart This Game"), "win.restart"),
            (tr("Redo"), "win.redo"),
            (tr("Send Cards Home"), "win.auto-move"),
        ] + draws + [
            (tr("Statistics"), "win.statistics"),
            (tr("Rules"), "win.rules"),
            (tr("Solve"), "win.solve"),
            (tr("Game Number…"), "win.game-number"),
            (tr("Select Game…"), "win.select-game"),
            (tr("Preferences"), "app.preferences"),
            (tr("Keyboard Shortcuts"), "win.shortcuts"),
            (tr("Help"), "win.help"),
            (tr("About Deckhand"), "win.about"),
        ]
    }

    /// Whether a new game may turn one or three cards: Klondike only.
    public var offersDrawModes: Bool { kind.offersDrawModes }
}
