import Foundation
import Gtk
import Klondike

/// The card table window: Klondike with a header bar of new game, restart, undo, redo, hint
/// and a menu (draw one or three, statistics, shortcuts, about). The game in progress is saved
/// as it goes and restored on the next start; statistics persist.
@MainActor
final class CardTableWindow: AutomationSource {
    let window: ApplicationWindow
    private let store: KlondikeStore
    private var statistics: KlondikeStore.Statistics
    private let automation: AutomationPublisher?
    private let score = Label("")
    private let status = Label("")
    private let banner = Box(.vertical, spacing: 12)
    private let bannerText = Label("")
    private let layers = Overlay()
    private var actions: [String: Action] = [:]
    private var announcement = ""
    /// The frames painted during a drag, and the last drag's count and length.
    private lazy var dragFrames = FramesPainted(of: window)
    private var lastDragFrames: (count: Int, seconds: Double)?
    /// Whether the game on the table has counted towards the games played (at its first move).
    private var counted = false
    /// Whether the game on the table has counted as won (undo and redo do not count it again).
    private var wonCounted = false
    /// Set at the end of `init`: the table reports its changes to `self`.
    private var table: CardTable?

    /// Opens the table on game `seed`, or on the saved game (else a new one) when nil.
    init(application: Application, seed: UInt64?, automation: AutomationPublisher?) {
        self.automation = automation
        store = KlondikeStore()
        statistics = store.loadStatistics()
        window = ApplicationWindow(application: application)
        window.title = "Klondike"
        window.setDefaultSize(width: 1024, height: 760)
        let game = seed.map { KlondikeGame(seed: $0) } ?? store.loadGame()
            ?? KlondikeGame(seed: UInt64.random(in: 1...1_000_000))
        counted = seed == nil && game.moves > 0

        window.setTitlebar(makeHeaderBar())
        let content = Box(.vertical)
        layers.expandsVertically = true
        content.append(layers)
        status.addCSSClass("status-line")
        status.xAlign = 0
        content.append(status)
        window.setChild(content)
        makeBanner()
        installActions(application: application)
        start(game)
        automation?.register(self)
    }

    private func makeHeaderBar() -> HeaderBar {
        let header = HeaderBar()
        score.addCSSClass("score")
        header.setTitleWidget(score)
        header.packActionButtons([
            ("document-new-symbolic", "win.new", "New game (Ctrl+N)"),
            ("view-refresh-symbolic", "win.restart", "Restart this game"),
            ("edit-undo-symbolic", "win.undo", "Undo (Ctrl+Z)"),
            ("edit-redo-symbolic", "win.redo", "Redo (Ctrl+Shift+Z)"),
        ])
        let menu = Menu()
        menu.append("Send Cards Home", action: "win.auto-move")
        menu.append("New Game, Draw One", action: "win.draw-one")
        menu.append("New Game, Draw Three", action: "win.draw-three")
        menu.append("Statistics", action: "win.statistics")
        menu.append("Keyboard Shortcuts", action: "win.shortcuts")
        menu.append("About Deckhand", action: "win.about")
        header.packEnd(MenuButton(iconName: "open-menu-symbolic", menu: menu))
        let hint = Button(iconName: "dialog-information-symbolic")
        hint.setActionName("win.hint")
        hint.tooltip = "Hint (H)"
        header.packEnd(hint)
        return header
    }

    private func makeBanner() {
        banner.addCSSClass("win-banner")
        banner.horizontalAlignment = .center
        banner.verticalAlignment = .center
        banner.isVisible = false
        bannerText.addCSSClass("win-title")
        banner.append(bannerText)
        let again = Button(label: "Play Again")
        again.setActionName("win.new")
        again.addCSSClass("suggested-action")
        banner.append(again)
        layers.addOverlay(banner)
    }

    private func installActions(application: Application) {
        let handlers: [(String, [String], @MainActor () -> Void)] = [
            ("new", ["<Control>n"], { [unowned self] in start(KlondikeGame(seed: UInt64.random(in: 1...1_000_000), drawMode: game.drawMode)) }),
            ("restart", [], { [unowned self] in start(KlondikeGame(seed: game.seed, drawMode: game.drawMode)) }),
            ("undo", ["<Control>z"], { [unowned self] in change { $0.undo() } }),
            ("redo", ["<Control><Shift>z", "<Control>y"], { [unowned self] in change { $0.redo() } }),
            ("hint", ["h"], { [unowned self] in if let table { status.text = table.showHint() } }),
            ("auto-move", ["a"], { [unowned self] in change { $0.autoMoveToFoundations() > 0 } }),
            ("draw-one", [], { [unowned self] in start(KlondikeGame(seed: UInt64.random(in: 1...1_000_000), drawMode: .one)) }),
            ("draw-three", [], { [unowned self] in start(KlondikeGame(seed: UInt64.random(in: 1...1_000_000), drawMode: .three)) }),
            ("statistics", [], { [unowned self] in showStatistics() }),
            ("shortcuts", ["F1"], { [unowned self] in showShortcuts() }),
            ("about", [], { [unowned self] in AboutDeckhand.show(over: window) }),
        ]
        actions = window.addActions(handlers, application: application)
    }

    private var game: KlondikeGame { table?.game ?? KlondikeGame(seed: 0) }

    /// Puts `game` on the table, replacing what was there.
    private func start(_ game: KlondikeGame) {
        if let old = table, old.game.moves > 0, !old.game.isWon, !counted { countPlayed() }
        counted = game.moves > 0
        wonCounted = game.isWon
        announcement = ""
        let table = CardTable(game: game) { [unowned self] in gameChanged() }
        table.announce = { [unowned self] in announce($0) }
        table.dragChanged = { [weak self] dragging in self?.dragChanged(dragging) }
        layers.setChild(table.widget)
        self.table = table
        gameChanged()
    }

    private func change(_ action: (inout KlondikeGame) -> Bool) {
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
        score.text = "Game \(game.seed) · Score \(game.score) · \(game.moves) moves"
        actions["undo"]?.isEnabled = game.canUndo
        actions["redo"]?.isEnabled = game.canRedo
        if game.isWon, !wonCounted {
            wonCounted = true
            statistics.won += 1
            statistics.bestScore = max(statistics.bestScore, game.score)
            saveStatistics()
        }
        bannerText.text = "You won! Score \(game.score)"
        banner.isVisible = game.isWon
        guard announcement.isEmpty || game.isWon else {
            saveAndPublish(game)
            return
        }
        status.text = game.isWon ? "Every card is home." : "Draw \(game.drawMode == .one ? "one" : "three") · drag cards between piles, click the stock to deal, double-click a card to send it home"
        saveAndPublish(game)
    }

    /// Saves `game` (or forgets it once won) and publishes the change.
    private func saveAndPublish(_ game: KlondikeGame) {
        do {
            try store.save(game.isWon ? nil : game)
        } catch {
            status.text = "Could not save the game in \(store.folder.path): \(error.localizedDescription)"
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
        let rate = statistics.played > 0 ? statistics.won * 100 / statistics.played : 0
        Dialogs.showMessage(over: window, title: "Statistics", text: """
            Games played: \(statistics.played)
            Games won: \(statistics.won) (\(rate)%)
            Best score: \(statistics.bestScore)
            """)
    }

    private func showShortcuts() {
        Dialogs.showMessage(over: window, title: "Keyboard Shortcuts", text: """
            Ctrl+N\tNew game
            Ctrl+Z\tUndo
            Ctrl+Shift+Z\tRedo
            H\tHint
            A\tSend every card that can go to the foundations
            Arrows\tMove the ring between piles and cards
            Space\tPick up the cards in the ring, deal, or drop
            Escape\tPut picked-up cards back
            F1\tThis list
            """)
    }

    func automationSnapshot() -> AutomationWindow {
        let game = self.game
        let piles = Dictionary(uniqueKeysWithValues: PileID.all.map { pile in
            (pile.description, JSONValue.array(game.cards(in: pile).map { placed in
                .object(["id": .string(placed.id), "faceUp": .bool(placed.isFaceUp)])
            }))
        })
        var model: [String: JSONValue] = [
            "piles": .object(piles), "score": .number(Double(game.score)),
            "moves": .number(Double(game.moves)), "won": .bool(game.isWon),
            "seed": .number(Double(game.seed)), "drawMode": .number(Double(game.drawMode.rawValue)),
            "announcement": .string(announcement),
        ]
        model["drag"] = table?.automationDrag
        if let table {
            // The felt's frame, in the items' coordinates: every card must lie inside it.
            model["table"] = AutomationItem(id: "table", label: "", widget: table.widget, in: window).jsonValue
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
