import DeckhandGtk
import DeckhandModels
import Patience
import Localization
import ReorderKit

/// The card table window: shows a `CardTableModel` (any game `GameKind` lists) with a header
/// bar of new game, restart, undo, redo, hint and a menu, and turns the player's acts into the
/// model's calls. The counting, saving and wording are the model's.
@MainActor
final class CardTableWindow: DeckhandWindow {
    let window: ApplicationWindow
    /// The game, its history, clock and statistics, and what the window says of them.
    let model: CardTableModel
    /// Keeps the draw mode and game chosen (and the window's size).
    private let settings: StoredSettings?
    private let header: CardTableHeaderBar
    private let statusLine = StatusLine()
    /// Cards left in the stock, and how many times the waste went back over.
    let stockInfo = Label("")
    /// That the solver has found a way to win the game as it stands.
    private let verdictInfo = Label("")
    /// The hint's move, worked out off the main thread.
    private let hints = SolverQuestion<ReorderDifference<Card.ID, PileID>?>(label: "app.deckhand.hint")
    private let banner = WinBanner()
    /// Notices over the table: a game put aside (with Undo), and back again.
    let toasts = ToastOverlay()
    private var actions: [String: Action] = [:]
    /// The won game's cascade.
    private let celebration: WinCelebration
    /// The table on screen; a new one for each game put on it.
    private(set) var table: CardTable?
    /// Shows the time played each second while the clock runs and the time is shown.
    private var clockTicks: RepeatingTimer?
    /// Whether the game on the table can still be won, as its solver says.
    let winnability = WinnabilityWatch()
    /// Deals the solver has won, searched for ahead of New Game.
    private lazy var winnableDeals = WinnableDealSupply(model: model)
    /// Plays the solver's line on the table (Solve).
    private let solver = SolvePlayer()
    /// The Select Game dialog while it is open: choosing a game closes it.
    private var gameChooser: ApplicationWindow?
    /// Whether the window is as narrow as a phone's (see `fit`).
    private var isNarrow = false
    /// Told after every change the window shows (the automation file follows it).
    var changed: @MainActor () -> Void = {}
    /// Told when a drag starts (true) and ends.
    var dragChanged: @MainActor (Bool) -> Void = { _ in }

    /// Opens the table on `kind` (else the game played last) game `seed`, or on its saved
    /// game (else a new one, drawing as the settings say) when nil.
    init(application: Application, kind: GameKind?, seed: UInt64?, settings: StoredSettings?) {
        self.settings = settings
        let kind = kind ?? settings.flatMap { GameKind(rawValue: $0.string("game")) } ?? .klondike
        settings?.setString("game", kind.rawValue)
        model = CardTableModel(kind: kind, seed: seed, drawMode: settings?.string("draw-mode") == "three" ? .three : .one)
        window = ApplicationWindow(application: application)
        celebration = WinCelebration(endedIn: window)
        RememberedWindowSize(kind: .cards, settings: settings, fallback: (1024, 760)).apply(to: window)
        header = CardTableHeaderBar(menuItems: model.menuItems)
        window.setTitlebar(header.bar)
        toasts.expandsVertically = true
        stockInfo.addCSSClass("numeric")
        statusLine.append(stockInfo)
        verdictInfo.addCSSClass("dim-label")
        statusLine.append(verdictInfo)
        window.setChild(toasts)
        window.addBottomBar(statusLine.widget)
        window.adapt { [weak self] width in self?.fit(width: width) }
        // Two lines, always: a message of one line or of three never moves the table.
        statusLine.message.keepsHeight(ofLines: 2)
        winnability.answered = { [weak self] winnable in
            self?.model.solverAnswered(winnable: winnable)
            self?.showState()
        }
        window.addOverlay(banner.widget)
        followSolver()
        installActions(application: application)
        celebration.changed = { [weak self] in self?.changed() }
        followSettings()
        window.onCloseRequest { [weak self] in
            self?.model.close(now: MainLoop.now)
            return false
        }
        show(model.game)
    }

    /// Shows the score and the time, and deals new games (Klondike's draw, winnable deals), as
    /// the settings say, now and as they change (in Preferences too).
    private func followSettings() {
        guard let settings else { return }
        let read = { [weak self, settings] in
            self?.model.showsScore = settings.boolean("show-score")
            self?.model.showsTime = settings.boolean("show-timer")
            self?.model.preferredDrawMode = settings.string("draw-mode") == "three" ? .three : .one
            self?.table?.clickToMove = settings.boolean("click-to-move")
            self?.model.winnableOnly = Set(settings.strings("winnable-deals"))
            self?.winnableDeals.refill()
        }
        read()
        settings.onChanged(["show-score", "show-timer", "draw-mode", "click-to-move", "winnable-deals"], while: window) { [weak self] in
            read()
            self?.showState()
        }
    }

    /// Lets Solve play on the table, say what it is doing, and offer Stop while it plays.
    private func followSolver() {
        solver.table = { [weak self] in self?.table }
        solver.tell = { [weak self] text in
            self?.model.tell(text)
            self?.showState()
        }
        solver.playingChanged = { [weak self] playing in
            guard let self else { return }
            if playing {
                toasts.show(tr("Playing the solver's line, a move at a time"), button: (tr("_Stop"), "win.solve"), seconds: 0)
            } else {
                toasts.dismiss()
            }
        }
    }

    private func installActions(application: Application) {
        // Each action holds the window weakly: GLib owns the closures.
        let actionsOf: [(String, [String], @MainActor (CardTableWindow) -> Void)] = [
            ("new", ["<Control>n"], { $0.startNew($0.model.newGame()) }),
            ("restart", [], { $0.startNew($0.model.restartedGame) }),
            ("select-game", ["<Control>o"], { $0.selectGame() }),
            ("undo", ["<Control>z"], { $0.undo() }),
            ("redo", ["<Control><Shift>z", "<Control>y"], { $0.change { $0.redo() } }),
            ("hint", ["h"], { $0.showHint() }),
            ("solve", [], { $0.solver.toggle() }),
            ("auto-move", ["a"], { $0.change { $0.autoMoveToFoundations() > 0 } }),
            ("draw-one", [], { $0.startNew(drawing: .one) }),
            ("draw-three", [], { $0.startNew(drawing: .three) }),
            ("statistics", [], { $0.showStatistics() }),
            ("rules", [], { CardTableDialogs.showRules(of: $0.model.kind, over: $0.window) }),
            ("game-number", ["<Control>g"], { $0.askForGameNumber() }),
            ("shortcuts", ["<Control>question"], { CardTableDialogs.showShortcuts(over: $0.window) }),
            ("help", ["F1"], { $0.openHelp() }),
            ("close", ["<Control>w"], { $0.window.close() }),
            ("fullscreen", ["F11"], { $0.window.isFullscreen.toggle() }),
            ("about", [], { AboutDeckhand.show(over: $0.window) }),
        ]
        let handlers: [(String, [String], @MainActor () -> Void)] = actionsOf.map { name, keys, action in
            (name, keys, { @MainActor [weak self] in if let self { action(self) } })
        }
        actions = window.addActions(handlers, application: application)
        showKind()
    }

    // MARK: The player's acts

    /// Starts a new Klondike game turning `mode` cards at a time, and keeps that choice.
    private func startNew(drawing mode: DrawMode) {
        settings?.setString("draw-mode", mode == .three ? "three" : "one")
        model.preferredDrawMode = mode
        startNew(model.newGame(drawMode: mode))
    }

    /// Starts `game`, dealt before the player's eyes; a game put aside says so, with Undo.
    private func startNew(_ game: any PatienceGame) {
        solver.stop()
        let notice = model.startNew(game, now: MainLoop.now)
        show(game, dealing: Settings.animationsEnabled)
        winnableDeals.refill()
        if let notice { toasts.show(notice, button: (tr("_Undo"), "win.undo"), seconds: 0) }
    }

    private func undo() {
        switch model.undo() {
        case .move: change { $0.undo() }
        case .broughtBack(let notice):
            show(model.game)
            toasts.show(notice)
        case .nothing: break
        }
    }

    /// Switches the table to `kind`: the game left waits, saved, for its return.
    private func play(_ kind: GameKind) {
        gameChooser?.close()
        guard let update = model.switchTo(kind, now: MainLoop.now) else { return }
        solver.stop()
        if update.gaveUpReplaced { toasts.dismiss() }
        settings?.setString("game", kind.rawValue)
        showKind()
        show(model.game, dealing: Settings.animationsEnabled && model.game.moves == 0)
        winnableDeals.refill()
    }

    private func selectGame() {
        let dialog = CardTableDialogs.chooseGame(current: model.kind, over: window) { [weak self] kind in self?.play(kind) }
        dialog.onDestroy { [weak self] in self?.gameChooser = nil }
        gameChooser = dialog
    }

    private func askForGameNumber() {
        CardTableDialogs.askForGameNumber(of: model.kind, current: model.game.number, over: window) { [weak self] number in
            guard let self else { return }
            startNew(model.kind.newGame(number: number, drawMode: model.drawMode))
        }
    }

    /// The card table's page of the help; where it cannot open, the status line says why.
    private func openHelp() {
        HelpBook.open("card-table", over: window) { [weak self] reason in
            self?.model.tell(reason)
            self?.showState()
        }
    }

    private func showStatistics() {
        StatisticsDialog.show(model.statistics, of: model.kind.title, scored: model.score != nil, over: window) { [weak self] in
            self?.model.resetStatistics()
        }
    }

    /// Finds the hint's move off the main thread (a solver may search for a moment) and shows
    /// it, unless the game has changed meanwhile.
    private func showHint() {
        let game = model.game
        hints.ask({ game.hint }) { [weak self] move in
            guard let self, let table, table.game.isSame(as: game) else { return }
            let hint = CardTableHint(move, in: game)
            table.light(hint)
            model.show(hint)
            showState()
        }
    }

    private func change(_ action: (inout any PatienceGame) -> Bool) {
        guard let table else { return }
        var next = table.game
        guard action(&next) else { return }
        table.show(next)
    }

    // MARK: Showing the model

    /// Puts `game` on a new table; with `dealing`, deals it out of the stock before the
    /// player's eyes (a new game, not the one the app starts with).
    private func show(_ game: any PatienceGame, dealing: Bool = false) {
        celebration.cancel()
        let table = CardTable(game: game, dealing: dealing) { [weak self] in self?.gameChanged() }
        table.announce = { [weak self] text in
            self?.model.announce(text)
            self?.showState()
        }
        table.dragChanged = { [weak self] dragging in self?.dragChanged(dragging) }
        table.clickToMove = settings?.boolean("click-to-move") ?? false
        toasts.setChild(table.widget)
        self.table = table
        winnability.wait(untilDrawn: table.widget)
        gameChanged()
    }

    /// Hands the table's game to the model after every change, and shows what follows.
    private func gameChanged() {
        guard let table else { return }
        let update = model.update(table.game, now: MainLoop.now)
        if update.gaveUpReplaced { toasts.dismiss() }
        if update.justWon { celebration.begin(on: table) }
        if !model.game.isWon { winnability.ask(about: model.game) }
        showState()
    }

    /// The heading as shown.
    var headingText: String { header.heading.text }

    /// Shows the model: heading, status line, buttons, menu and banner.
    private func showState() {
        let game = model.game
        let (text, tooltip) = model.heading(narrow: isNarrow, now: MainLoop.now)
        header.heading.text = text
        header.heading.tooltip = tooltip
        statusLine.message.text = model.status
        stockInfo.text = game.pileInfo
        verdictInfo.text = model.verdictText
        // A phone's status line stacks its parts: a line more would move the table.
        verdictInfo.isVisible = !isNarrow && !verdictInfo.text.isEmpty
        actions["undo"]?.isEnabled = model.canUndo
        actions["redo"]?.isEnabled = game.canRedo
        banner.show(game.isWon ? model.wonText : nil)
        followClock()
        changed()
    }

    /// Shows the game the table plays: the window's title, and the menu's items for it.
    private func showKind() {
        window.title = model.kind.title
        for name in ["draw-one", "draw-three"] { actions[name]?.isEnabled = model.offersDrawModes }
        header.menu.replaceItems(with: model.menuItems)
    }

    /// Shows the time played each second while the clock runs and the time is shown.
    private func followClock() {
        guard model.headingTicks else {
            clockTicks?.stop()
            clockTicks = nil
            return
        }
        guard clockTicks == nil else { return }
        clockTicks = RepeatingTimer(milliseconds: 1_000) { [weak self] in
            guard let self else { return false }
            showState()
            return true
        }
    }

    /// Lays the window out for `width`: below 560 px (a phone) the status line's two parts
    /// stack and Restart and Redo leave the header bar for the menu.
    private func fit(width: Int) {
        let narrow = width < 560
        guard narrow != (statusLine.widget.orientation == .vertical) else { return }
        isNarrow = narrow
        statusLine.widget.orientation = narrow ? .vertical : .horizontal
        statusLine.widget.spacing = narrow ? 2 : 12
        stockInfo.xAlign = 0
        verdictInfo.isVisible = !narrow && !verdictInfo.text.isEmpty
        header.wideOnlyButtons.forEach { $0.isVisible = !narrow }
        showState()
    }
}
