import Foundation
import DeckhandGtk

/// The won game's cascade of bouncing cards: started once the last card has landed, ended by
/// any click or key, which then does nothing else.
@MainActor
final class WinCelebration {
    /// Told when the cascade starts and when it ends (a click, a key, or the last card gone).
    var changed: @MainActor () -> Void = {}
    private var pending: RepeatingTimer?
    private weak var table: CardTable?
    /// Where clicks and keys end the cascade.
    private let window: WeakReference<Widget>
    /// The click and the keys that end the cascade: on the window only from the win until
    /// the cascade is over, since GTK hands every event in the window, each motion of the
    /// pointer too, to every controller on the window.
    private let enders: [EventController]
    private var listening = false

    /// Ends the cascade on a click or a key anywhere in `window`, its menus included (so its
    /// controllers need not check which surface an event is aimed at: `handlesOtherSurfaces`).
    init(endedIn window: Widget) {
        self.window = WeakReference(window) { Widget(taking: $0) }
        let click = GestureClick(capturing: true)
        let keys = EventControllerKey(capturing: true)
        enders = [click, keys]
        click.handlesOtherSurfaces = true
        click.onPressed(claimingWhen: { [weak self] in self?.end() ?? false })
        keys.handlesOtherSurfaces = true
        keys.onKeyPressed { [weak self] _, _ in self?.end() ?? false }
    }

    /// Starts `table`'s cascade once its last card has landed; a click or key before then
    /// drops it.
    func begin(on table: CardTable) {
        self.table = table
        listen(true)
        pending = RepeatingTimer(milliseconds: 300) { [weak self] in
            guard let self, let table = self.table else { return false }
            table.celebrate { [weak self] in
                self?.stopListening()
                self?.changed()
            }
            if !table.isCelebrating { stopListening() }
            changed()
            return false
        }
    }

    /// Drops a cascade not started yet: another game is on the table.
    func cancel() {
        pending?.stop()
        pending = nil
        stopListening()
    }

    /// Ends the cascade, or drops one not started yet; returns whether one was running.
    func end() -> Bool {
        cancel()
        guard let table, table.isCelebrating else { return false }
        table.stopCelebrating()
        changed()
        return true
    }

    /// Takes the click and the keys off the window once nothing is left for them to end: when
    /// the main loop is next idle, after the handler that ended the cascade has returned.
    private func stopListening() {
        MainLoop.whenIdle { [weak self] in
            guard let self, pending?.isRunning != true, table?.isCelebrating != true else { return }
            listen(false)
        }
    }

    /// Puts the click and the keys on the window, or takes them off.
    private func listen(_ on: Bool) {
        guard on != listening, let window = window.object else { return }
        listening = on
        for controller in enders {
            if on { window.addController(controller) } else { window.removeController(controller) }
        }
    }
}

extension CardTable {
    /// Sends the cards bouncing off the foundations, top cards first, as a won game ends;
    /// `finished` is called once the last is off the table, unless `stopCelebrating()` came
    /// first.
    func celebrate(then finished: @escaping @MainActor () -> Void = {}) {
        guard Settings.animationsEnabled else { return }
        let size = CGSize(width: Double(widget.width), height: Double(widget.height))
        var cards: [(widget: Widget, frame: CGRect)] = []
        let foundations = game.pileOrder.filter { if case .foundation = $0 { true } else { false } }
        for depth in 0..<13 {
            for foundation in foundations {
                let pile = game.cards(in: foundation)
                guard depth < pile.count, let view = contents[foundation]?.widget(for: pile[pile.count - 1 - depth].id),
                      let frame = view.bounds(relativeTo: widget) else { continue }
                cards.append((view, frame))
            }
        }
        cascade.start(cards, in: size, rightToLeft: widget.isRightToLeft, then: finished)
    }

    /// Ends the cascade, if one is running: the cards are back home.
    func stopCelebrating() {
        cascade.stop()
    }

    /// Whether the cards are bouncing off the table.
    var isCelebrating: Bool { cascade.isRunning }
}
