import Foundation
import DeckhandGtk
import Klondike
import Localization
import ReorderKit

/// The card table window: any game `GameKind` lists, with a header bar of new game, restart,
/// undo, redo, hint and a menu (another game, draw one or three, statistics, rules, shortcuts,
/// about).
/// Each game's game in progress is saved as it goes and restored on the next start; its
/// statistics persist; the game played last is the one the table opens on.
@MainActor
final class CardTableWindow: AutomationSource {
    let window: ApplicationWindow
    private var store: GameStore
    private var statistics: GameStore.Statistics
    private let automation: AutomationPublisher?
    /// Keeps the draw mode chosen for new games (and the window's size).
    private let settings: StoredSettings?
    private let score = Label("")
    private let statusLine = StatusLine()
    private var status: Label { statusLine.message }
    /// Cards left in the stock, and how many times the waste went back over.
    private let stockInfo = Label("")
    /// The hint's move, worked out off the main thread.
    private let hints = SolverQuestion<ReorderDifference<Card.ID, PileID>?>(label: "app.deckhand.hint")
    /// The primary menu, whose items follow the game on the table.
    private var primaryMenu: Menu?
    /// The header bar's buttons a narrow window (a phone's) leaves to the menu and keys.
    private var wideOnlyButtons: [Widget] = []
    private let banner = Box(.vertical, spacing: 12)
    private let bannerText = Label("")
    private let layers = Overlay()
    /// Notices over the table: a game put aside (with Undo), and back again.
    private let toasts = ToastOverlay()
    private var actions: [String: Action] = [:]
    private var announcement = ""
    /// The frames painted during a drag, and the last drag's count and length.
    private lazy var dragFrames = FramesPainted(of: window)
    private var lastDragFrames: (count: Int, seconds: Double)?
    /// Whether the game on the table has counted towards the games played (at its first move).
    private var counted = false
    /// Whether the game on the table has counted as won (undo and redo do not count it again).
    private var wonCounted = false
    /// The game a new game replaced mid-play: Undo brings it back until the new game has a
    /// move, and only then does it count as lost.
    private var replacedGame: (any PatienceGame)?
    /// The time the replaced game had been played, which Undo brings back with it.
    private var replacedClock = PlayClock()
    /// Starts the won game's cascade once the last card has landed.
    private var celebrationStart: RepeatingTimer?
    /// Set at the end of `init`: the table reports its changes to `self`.
    private var table: CardTable?
    /// How long the game on the table has been played.
    private var clock = PlayClock()
    /// Shows the time played each second while the clock runs and the time is shown.
    private var clockTicks: RepeatingTimer?
    /// Whether the game on the table can still be won, as its solver says.
    private let winnability = WinnabilityWatch()
    /// What the status line says when the solver shows the game cannot be won.
    static var lostNews: String { tr("No way to win from here: undo, or start a new game") }
    /// What it says when the deal itself cannot be won.
    static var lostDealNews: String { tr("This deal cannot be won: start a new game (Ctrl+N)") }


    /// Opens the table on `kind` (else the game played last) game `seed`, or on its saved
    /// game (else a new one, drawing as the settings say) when nil.
    init(application: Application, kind: GameKind?, seed: UInt64?, settings: StoredSettings?, automation: AutomationPublisher?) {
        self.automation = automation
        self.settings = settings
        let kind = kind ?? settings.flatMap { GameKind(rawValue: $0.string("game")) } ?? .klondike
        settings?.setString("game", kind.rawValue)
        store = GameStore(kind: kind)
        statistics = store.loadStatistics()
        window = ApplicationWindow(application: application)
        window.title = kind.title
        RememberedWindowSize(kind: .cards, settings: settings, fallback: (1024, 760)).apply(to: window)
        let preferred = Self.drawMode(in: settings)
        let saved = seed == nil ? store.loadGame() : nil
        // Not named `game`: the handlers below must read the game on the table, `self.game`.
        let opening = seed.map { kind.newGame(number: $0, drawMode: preferred) } ?? saved?.game
            ?? kind.newGame(number: UInt64.random(in: kind.numbers), drawMode: preferred)
        clock = PlayClock(seconds: saved?.seconds ?? 0)
        counted = seed == nil && opening.moves > 0

        window.setTitlebar(makeHeaderBar())
        let content = Box(.vertical)
        toasts.setChild(layers)
        toasts.expandsVertically = true
        content.append(toasts)
        stockInfo.addCSSClass("numeric")
        statusLine.append(stockInfo)
        content.append(statusLine.widget)
        content.append(WidthWatcher { [weak self] width in self?.fit(width: width) })
        window.setChild(content)
        // Two lines, always: a message of one line or of three never moves the table.
        status.keepsHeight(ofLines: 2)
        winnability.answered = { [weak self] winnable in
            guard let self, winnable == false else { return }
            // Before the first move there is nothing to undo: the deal itself cannot be won. (The
            // game on the table now, not the one the window opened with.)
            status.text = self.game.moves == 0 ? Self.lostDealNews : Self.lostNews
            automation?.setNeedsWrite()
        }
        makeBanner()
        installActions(application: application)
        installCascadeSkipping()
        // Closed while a replaced game could still be brought back: that game was given up.
        window.onCloseRequest { [weak self] in
            guard let self else { return false }
            if replacedGame != nil { lose() }
            // The time since the last move counts too.
            if clock.isRunning { try? store.save(self.game, seconds: clock.seconds(at: MainLoop.now)) }
            return false
        }
        start(opening)
        if let settings {
            // The settings outlive the window: the handler goes with it.
            let handlers = ["show-score", "show-timer"].map { key in
                settings.onChanged(key) { [weak self] in
                    guard let self else { return }
                    showScore(of: self.game)
                    followClock()
                    automation?.setNeedsWrite()
                }
            }
            window.onDestroy { handlers.forEach(settings.disconnect) }
        }
        automation?.register(self)
    }

    private func makeHeaderBar() -> HeaderBar {
        let header = HeaderBar()
        score.addCSSClass("score")
        // On a narrow window the heading gives way to the buttons.
        score.ellipsizeAtEnd()
        header.setTitleWidget(score)
        let buttons = header.packActionButtons([
            ("document-new-symbolic", "win.new", tr("New game"), "<Control>n"),
            ("view-refresh-symbolic", "win.restart", tr("Restart this game"), nil),
            ("edit-undo-symbolic", "win.undo", tr("Undo"), "<Control>z"),
            ("edit-redo-symbolic", "win.redo", tr("Redo"), "<Control><Shift>z"),
        ])
        // Restart and Redo: the menu and the keys have them too.
        wideOnlyButtons = [buttons[1], buttons[3]]
        primaryMenu = header.packPrimaryMenu(menuItems)
        // With the game's buttons, which keeps the two ends of the bar alike in width: the
        // title stays centred down to a phone's width.
        let hint = Button(iconName: "dialog-information-symbolic", name: tr("Hint"))
        hint.setActionName("win.hint")
        hint.tooltip = Button.tooltip(tr("Hint"), accelerator: "h")
        header.packStart(hint)
        return header
    }

    /// Finds the hint's move off the main thread (a solver may search for a moment) and shows
    /// it, unless the game has changed meanwhile.
    private func showHint() {
        let game = game
        hints.ask({ game.hint }) { [weak self] hint in
            guard let self, let table, table.game.isSame(as: game) else { return }
            status.text = table.showHint(hint)
            automation?.setNeedsWrite()
        }
    }

    /// Lays the window out for `width`: below 560 px (a phone) the status line's two parts
    /// stack and Restart and Redo leave the header bar for the menu, so that the table is
    /// playable down to 360 px.
    private func fit(width: Int) {
        let narrow = width < 560
        guard narrow != (statusLine.widget.orientation == .vertical) else { return }
        isNarrow = narrow
        showScore(of: game)
        statusLine.widget.orientation = narrow ? .vertical : .horizontal
        statusLine.widget.spacing = narrow ? 2 : 12
        stockInfo.xAlign = 0
        wideOnlyButtons.forEach { $0.isVisible = !narrow }
        automation?.setNeedsWrite()
    }

    private func makeBanner() {
        banner.addCSSClass("win-banner")
        banner.horizontalAlignment = .center
        banner.verticalAlignment = .center
        banner.isVisible = false
        bannerText.addCSSClass("win-title")
        banner.append(bannerText)
        let again = Button(label: tr("Play Again"))
        again.setActionName("win.new")
        again.addCSSClass("suggested-action")
        banner.append(again)
        layers.addOverlay(banner)
    }

    /// A click or a key during the won game's cascade ends it (and does nothing else).
    private func installCascadeSkipping() {
        let click = GestureClick(capturing: true)
        // The table and the banner hold no popover (see `handlesOtherSurfaces`).
        click.handlesOtherSurfaces = true
        click.onPressed(claimingWhen: { [weak self] in self?.skipCascade() ?? false })
        layers.addController(click)
        let keys = EventControllerKey(capturing: true)
        keys.onKeyPressed { [weak self] _, _ in self?.skipCascade() ?? false }
        window.addController(keys)
    }

    /// Ends the cascade; returns whether one was running.
    @discardableResult
    private func skipCascade() -> Bool {
        celebrationStart?.stop()
        guard let table, table.isCelebrating else { return false }
        table.stopCelebrating()
        automation?.setNeedsWrite()
        return true
    }

    private func installActions(application: Application) {
        // Each action holds the window weakly: GLib owns the closures.
        let actionsOf: [(String, [String], @MainActor (CardTableWindow) -> Void)] = [
            ("new", ["<Control>n"], { $0.startNew($0.kind.newGame(number: UInt64.random(in: $0.kind.numbers), drawMode: $0.drawMode)) }),
            ("restart", [], { $0.startNew($0.kind.newGame(number: $0.game.number, drawMode: $0.drawMode)) }),
            ("select-game", ["<Control>o"], { $0.selectGame() }),
            ("undo", ["<Control>z"], { $0.undo() }),
            ("redo", ["<Control><Shift>z", "<Control>y"], { $0.change { $0.redo() } }),
            ("hint", ["h"], { $0.showHint() }),
            ("auto-move", ["a"], { $0.change { $0.autoMoveToFoundations() > 0 } }),
            ("draw-one", [], { $0.startNew(drawing: .one) }),
            ("draw-three", [], { $0.startNew(drawing: .three) }),
            ("statistics", [], { $0.showStatistics() }),
            ("rules", [], { $0.showRules() }),
            ("game-number", ["<Control>g"], { $0.askForGameNumber() }),
            ("shortcuts", ["<Control>question"], { $0.showShortcuts() }),
            ("help", ["F1"], { HelpBook.open("card-table", over: $0.window, sayingWhyIn: $0.status) }),
            ("close", ["<Control>w"], { $0.window.close() }),
            ("fullscreen", ["F11"], { $0.window.isFullscreen.toggle() }),
            ("about", [], { AboutDeckhand.show(over: $0.window) }),
        ]
        let handlers: [(String, [String], @MainActor () -> Void)] = actionsOf.map { name, keys, action in
            (name, keys, { @MainActor [weak self] in if let self { action(self) } })
        }
        actions = window.addActions(handlers, application: application)
        updateMenu()
    }

    private var game: any PatienceGame { table?.game ?? KlondikeGame(seed: 0) }

    /// The game the table plays.
    private var kind: GameKind { store.kind }

    /// How many cards a Klondike deal turns over: as in the game on the table.
    private var drawMode: DrawMode { (game as? KlondikeGame)?.drawMode ?? Self.drawMode(in: settings) }

    /// Whether the window is as narrow as a phone's (see `fit`).
    private var isNarrow = false

    /// The title: the game's number, its score (Klondike's, unless the settings say not to
    /// keep score) and its moves; on a narrow window, all but the number.
    private func showScore(of game: any PatienceGame) {
        let keepsScore = settings?.boolean("show-score") ?? true
        // TRANSLATORS: a part of the window's title, "Game 3 · Score 10 · 1 move · 0:42".
        let points = Self.scored(game).flatMap { keepsScore ? tr("Score %d", $0.score) : nil }
        let time = settings?.boolean("show-timer") == true ? clock.text(at: MainLoop.now) : nil
        // TRANSLATORS: parts of the window's title, joined by " · ": "Game 3 · Score 10 · 1 move · 0:42".
        let parts = [tr("Game %d", game.number), points, trn("%d move", "%d moves", game.moves), time]
        let separator = trc("list separator", " · ")
        let heading = parts.compactMap { $0 }.joined(separator: separator)
        // A phone's header bar has room for the moves, not the game's number: that stays in
        // the tooltip (and in Game Number…).
        score.text = isNarrow ? parts.dropFirst().compactMap { $0 }.joined(separator: separator) : heading
        score.tooltip = isNarrow ? heading : nil
    }

    /// Shows the time played each second while the clock runs and the settings show it.
    private func followClock() {
        guard clock.isRunning, settings?.boolean("show-timer") == true else {
            clockTicks?.stop()
            clockTicks = nil
            return
        }
        guard clockTicks == nil else { return }
        clockTicks = RepeatingTimer(milliseconds: 1_000) { [weak self] in
            guard let self else { return false }
            showScore(of: game)
            automation?.setNeedsWrite()
            return true
        }
    }

    /// Switches the table to `kind`: its saved game (or a new one) and its statistics. The
    /// game left is kept as it was, saved, to come back to.
    private func play(_ kind: GameKind) {
        guard kind != self.kind else { return }
        if replacedGame != nil {
            replacedGame = nil
            toasts.dismiss()
            lose()
        }
        if let old = table, old.game.moves > 0, !old.game.isWon, !counted { countPlayed() }
        // The game left waits for its return with the time played up to now.
        if game.moves > 0, !game.isWon { try? store.save(game, seconds: clock.seconds(at: MainLoop.now)) }
        settings?.setString("game", kind.rawValue)
        store = GameStore(kind: kind)
        statistics = store.loadStatistics()
        window.title = kind.title
        let saved = store.loadGame()
        let game = saved?.game ?? kind.newGame(number: UInt64.random(in: kind.numbers), drawMode: Self.drawMode(in: settings))
        table = nil
        clock = PlayClock(seconds: saved?.seconds ?? 0)
        start(game, dealing: Settings.animationsEnabled && game.moves == 0)
        counted = game.moves > 0
        updateMenu()
    }

    /// Offers what suits the game on the table: draw modes for Klondike only.
    private func updateMenu() {
        for name in ["draw-one", "draw-three"] { actions[name]?.isEnabled = kind == .klondike }
        primaryMenu?.replaceItems(with: menuItems)
    }

    /// The primary menu's items for the game on the table: the draw modes are Klondike's
    /// alone, and other games do not list them.
    private var menuItems: [(label: String, action: String)] {
        let draws = kind == .klondike ? [(tr("New Game, Draw One"), "win.draw-one"), (tr("New Game, Draw Three"), "win.draw-three")] : []
        return [
            (tr("Restart This Game"), "win.restart"),
            (tr("Redo"), "win.redo"),
            (tr("Send Cards Home"), "win.auto-move"),
        ] + draws + [
            (tr("Statistics"), "win.statistics"),
            (tr("Rules"), "win.rules"),
            (tr("Game Number…"), "win.game-number"),
            (tr("Select Game…"), "win.select-game"),
            (tr("Preferences"), "app.preferences"),
            (tr("Keyboard Shortcuts"), "win.shortcuts"),
            (tr("Help"), "win.help"),
            (tr("About Deckhand"), "win.about"),
        ]
    }

    /// Lists the games, the one on the table checked; choosing one plays it.
    private func selectGame() {
        let games = ChoiceList(GameKind.allCases.map { ($0.title, $0.summary) }, chosen: GameKind.allCases.firstIndex(of: kind)) {
            [weak self] index in
            guard let self else { return }
            gameChooser?.close()
            play(GameKind.allCases[index])
        }
        let dialog = Dialogs.show(over: window, title: tr("Select Game"), content: games, buttons: [Dialogs.DialogButton(tr("_Cancel"))])
        dialog.onDestroy { [weak self] in self?.gameChooser = nil }
        gameChooser = dialog
        games.focusChosen()
    }

    /// The Select Game dialog while it is open: choosing a game closes it.
    private var gameChooser: ApplicationWindow?

    /// The draw mode the settings keep for new games.
    private static func drawMode(in settings: StoredSettings?) -> DrawMode {
        settings?.string("draw-mode") == "three" ? .three : .one
    }

    /// Starts a new game turning `mode` cards at a time, and keeps that choice for new games.
    private func startNew(drawing mode: DrawMode) {
        settings?.setString("draw-mode", mode == .three ? "three" : "one")
        startNew(GameKind.klondike.newGame(number: UInt64.random(in: GameKind.klondike.numbers), drawMode: mode))
    }

    /// Starts `game` in place of the one on the table. A game in play is kept for Undo: a
    /// notice with an Undo button says so until the new game has a move.
    private func startNew(_ game: any PatienceGame) {
        let old = self.game
        if old.moves > 0, !old.isWon {
            if replacedGame != nil { lose() }
            replacedGame = old
            clock.stop(at: MainLoop.now)
            replacedClock = clock
        }
        clock = PlayClock()
        start(game, dealing: Settings.animationsEnabled)
        if let replacedGame {
            let moves = replacedGame.moves
            // Restart deals the same game again: nothing was put aside but the moves.
            let news = replacedGame.number == game.number && GameKind(of: replacedGame) == GameKind(of: game)
                // TRANSLATORS: a notice after Restart; %1$d is the game's number, %2$d the moves undone.
                ? trn("Game %1$d dealt afresh, %2$d move taken back", "Game %1$d dealt afresh, %2$d moves taken back", moves, game.number, moves)
                // TRANSLATORS: a notice after New Game; %1$d is the number of the game left, %2$d the moves played in it.
                : trn("Game %1$d put aside, %2$d move in", "Game %1$d put aside, %2$d moves in", moves, replacedGame.number, moves)
            toasts.show(news, button: (tr("_Undo"), "win.undo"), seconds: 0)
        }
    }

    /// Undoes the last move, or, on a new game not yet played, goes back to the game it
    /// replaced.
    private func undo() {
        if game.canUndo {
            change { $0.undo() }
        } else if let replaced = replacedGame {
            replacedGame = nil
            clock = replacedClock
            start(replaced)
            // TRANSLATORS: a notice after Undo brought back the game a new one replaced; %d is its number.
            toasts.show(tr("Back to game %d", replaced.number))
        }
    }

    /// Counts a game given up unwon as lost: the winning streak ends.
    private func lose() {
        statistics.recordLoss()
        saveStatistics()
    }

    /// Puts `game` on the table, replacing what was there; with `dealing`, deals it out of
    /// the stock before the player's eyes (a new game, not the one the app starts with).
    private func start(_ game: any PatienceGame, dealing: Bool = false) {
        celebrationStart?.stop()
        if let old = table, old.game.moves > 0, !old.game.isWon, !counted { countPlayed() }
        counted = game.moves > 0
        wonCounted = game.isWon
        announcement = ""
        let table = CardTable(game: game, dealing: dealing) { [weak self] in self?.gameChanged() }
        table.announce = { [weak self] in self?.announce($0) }
        table.dragChanged = { [weak self] dragging in self?.dragChanged(dragging) }
        layers.setChild(table.widget)
        self.table = table
        winnability.wait(untilDrawn: table.widget)
        gameChanged()
    }

    private func change(_ action: (inout any PatienceGame) -> Bool) {
        guard let table else { return }
        var next = table.game
        guard action(&next) else { return }
        table.show(next)
    }

    /// Updates the score, the buttons, the banner, the saved game and the statistics after
    /// every change.
    private func gameChanged() {
        let game = self.game
        if game.moves > 0 && !counted {
            counted = true
            countPlayed()
        }
        // The new game is under way: the one it replaced is given up for good.
        if game.moves > 0, let replaced = replacedGame, !replaced.isSame(as: game) {
            replacedGame = nil
            toasts.dismiss()
            lose()
        }
        stockInfo.text = game.pileInfo
        if game.isWon {
            clock.stop(at: MainLoop.now)
        } else if game.moves > 0 {
            clock.start(at: MainLoop.now)
        }
        followClock()
        showScore(of: game)
        actions["undo"]?.isEnabled = game.canUndo || replacedGame != nil
        actions["redo"]?.isEnabled = game.canRedo
        if game.isWon, !wonCounted {
            wonCounted = true
            statistics.recordWin(score: Self.scored(game)?.score ?? 0)
            saveStatistics()
            // After the last card has landed.
            celebrationStart = RepeatingTimer(milliseconds: 300) { [weak self] in
                self?.table?.celebrate()
                self?.automation?.setNeedsWrite()
                return false
            }
        }
        if !game.isWon { winnability.ask(about: game) }
        bannerText.text = Self.scored(game).map { tr("You won! Score %d", $0.score) } ?? trn("You won in %d move!", "You won in %d moves!", game.moves)
        banner.isVisible = game.isWon
        // What the last action said (a refusal, a keyboard step) gives way to the position it
        // left: an action that changes the game says its piece after the change.
        announcement = ""
        status.text = game.isWon ? tr("Every card is home.") : game.howToPlay
        saveAndPublish(game)
    }

    /// `game` if it is Klondike, the game that keeps score and has a stock.
    private static func scored(_ game: any PatienceGame) -> KlondikeGame? {
        (game as? KlondikeGame).flatMap { $0.variant == .klondike ? $0 : nil }
    }

    /// Saves `game` (or forgets it once won) and publishes the change.
    private func saveAndPublish(_ game: any PatienceGame) {
        do {
            try store.save(game.isWon ? nil : game, seconds: clock.seconds(at: MainLoop.now))
        } catch {
            // TRANSLATORS: %1$s is a folder's path, %2$s the system's reason.
            status.text = tr("Could not save the game in %1$s: %2$s", store.folder.path, error.localizedDescription)
        }
        automation?.setNeedsWrite()
    }

    /// Counts the frames a drag paints, for the automation file (and so the benchmark): a drag
    /// held over one place should paint none.
    private func dragChanged(_ dragging: Bool) {
        guard let automation else { return }
        if dragging, !dragFrames.isRunning {
            dragFrames.start()
        } else if !dragging, dragFrames.isRunning {
            dragFrames.stop()
            lastDragFrames = (dragFrames.count, dragFrames.seconds)
        }
        automation.setNeedsWrite()
    }

    /// Shows what keyboard play did in the status line, and in the automation file.
    private func announce(_ text: String) {
        announcement = text
        status.text = text
        automation?.setNeedsWrite()
    }

    private func countPlayed() {
        statistics.played += 1
        saveStatistics()
    }

    private func saveStatistics() {
        try? store.save(statistics)
    }

    private func showStatistics() {
        StatisticsDialog.show(statistics, of: kind.title, scored: Self.scored(game) != nil, over: window) { [weak self] in
            self?.statistics = GameStore.Statistics()
            self?.saveStatistics()
        }
    }

    /// Asks for a game number and deals that game: FreeCell players know deals by number.
    private func askForGameNumber() {
        let box = Box(.vertical, spacing: 12)
        let range = kind.numbers
        let explanation = Label(kind == .freecell
            // TRANSLATORS: %1$d and %2$d are the first and last of the game numbers (1 and 32000).
            ? tr("Deals %1$d to %2$d are the Microsoft FreeCell deals, the same everywhere.", range.lowerBound, range.upperBound)
            : tr("The same number always deals the same game."))
        explanation.wraps = true
        explanation.maxWidthChars = 40
        explanation.xAlign = 0
        let entry = TextEntry(name: tr("Game number"), digitsOnly: true)
        entry.text = String(game.number)
        // What is wrong with what is typed, under it, as GNOME's dialogs say it: Deal is greyed
        // out meanwhile, so Enter cannot deal a game that is not there.
        let problem = Label("")
        problem.addCSSClass("error")
        problem.wraps = true
        problem.maxWidthChars = 40
        problem.xAlign = 0
        problem.isVisible = false
        box.append(explanation)
        box.append(entry)
        box.append(problem)
        // TRANSLATORS: a dialog's title; %s is the game's name ("FreeCell").
        Dialogs.show(over: window, title: tr("%s Game Number", kind.title), content: box, buttons: [
            Dialogs.DialogButton(tr("_Cancel")),
            // The entry, held here: the dialog may be gone by the time the button's handler runs.
            Dialogs.DialogButton(trc("game number dialog button", "_Deal"), style: .suggested) { [weak self, entry] in
                guard let self, let number = Self.gameNumber(in: entry.text) else { return }
                startNew(kind.newGame(number: number, drawMode: drawMode))
            },
        ])
        entry.onChanged { [weak entry, problem] in
            guard let entry else { return }
            let text = entry.text.trimmingCharacters(in: .whitespaces)
            let number = Self.gameNumber(in: text)
            entry.allowDefault(number != nil)
            if number == nil, !text.isEmpty { entry.addCSSClass("error") } else { entry.removeCSSClass("error") }
            // TRANSLATORS: %s is what was typed as a game number.
            problem.text = number == nil && !text.isEmpty ? tr("“%s” is not a game number: a whole number from 1 up", text) : ""
            problem.isVisible = !problem.text.isEmpty
            entry.setAccessibleDescription(problem.text)
        }
        _ = entry.grabFocus()
    }

    /// The game number `text` gives, if it is one: a whole number from 1 up.
    private static func gameNumber(in text: String) -> UInt64? {
        UInt64(text.trimmingCharacters(in: .whitespaces)).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The rules of the game on the table, one click from the menu: the game's page of the
    /// help, or the rules in a dialog where no help viewer is installed.
    private func showRules() {
        HelpBook.open(kind.helpPage, over: window) { [weak self] _ in self?.showRulesDialog() }
    }

    private func showRulesDialog() {
        let text = kind.rules.split(separator: "\n").joined(separator: "\n\n")
        // TRANSLATORS: a dialog's title; %s is the game's name ("FreeCell").
        Dialogs.show(over: window, title: tr("%s Rules", kind.title), content: Dialogs.scrollingText(text), buttons: [
            Dialogs.DialogButton(tr("_Close"), style: .suggested),
        ])
    }

    private func showShortcuts() {
        ShortcutsWindow.show(over: window, groups: [
            (trc("shortcuts group", "Game"), [
                ("<Control>n", tr("New game")), ("<Control>o", tr("Select the game to play")),
                ("<Control>g", tr("Deal a game by its number")), ("<Control>z", tr("Undo, or go back to the game a new one replaced")),
                ("<Control><Shift>z", tr("Redo")), ("h", tr("Hint")), ("a", tr("Send every card that can go to the foundations")),
            ]),
            (tr("Playing from the keyboard"), [
                ("Left Right Up Down", tr("Move the ring between piles and cards")),
                ("space", tr("Pick up the cards in the ring, deal, or drop")), ("Escape", tr("Put picked-up cards back")),
            ]),
            (trc("shortcuts group", "Window"), [
                ("<Control>question", tr("Keyboard shortcuts")), ("F1", tr("Help")),
                ("F11", tr("Fill the screen, or leave it")),
                ("<Control>w", tr("Close the window")), ("<Control>q", tr("Quit")),
            ]),
        ])
    }

    func automationSnapshot() -> AutomationWindow {
        let game = self.game
        let piles = Dictionary(uniqueKeysWithValues: game.pileOrder.map { pile in
            (pile.description, JSONValue.array(game.cards(in: pile).map { placed in
                .object(["id": .string(placed.id), "faceUp": .bool(placed.isFaceUp)])
            }))
        })
        var model: [String: JSONValue] = [
            "game": .string(kind.rawValue),
            "winnable": winnability.verdict.map(JSONValue.bool) ?? .written("null"),
            "piles": .object(piles), "score": .number(Double(Self.scored(game)?.score ?? 0)),
            "moves": .number(Double(game.moves)), "won": .bool(game.isWon),
            "seed": .number(Double(game.number)), "drawMode": .number(Double(game.wasteShows)),
            "announcement": .string(announcement), "status": .string(status.text), "toast": .string(toasts.lastShown),
            "heading": .string(score.text), "pileInfo": .string(stockInfo.text),
            "celebrating": .bool(table?.isCelebrating ?? false), "dealing": .bool(table?.isDealing ?? false),
        ]
        model["drag"] = table?.automationDrag
        if let table {
            // The felt's frame, in the items' coordinates: every card must lie inside it.
            model["table"] = AutomationItem(id: "table", label: "", widget: table.widget, in: window).jsonValue
            model["pileFrames"] = table.automationPileFrames(in: window)
        }
        if let (count, seconds) = lastDragFrames {
            model["dragFrames"] = .object(["frames": .number(Double(count)), "seconds": .number(seconds)])
        }
        return AutomationWindow(
            kind: "cards", title: window.title, width: window.width, height: window.height,
            xid: window.x11WindowID,
            containers: table?.automationContainers(in: window) ?? [], model: .object(model)
        )
    }
}
