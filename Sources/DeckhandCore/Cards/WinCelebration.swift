import Foundation
import DeckhandGtk

/// The won game's cascade of bouncing cards: started once the last card has landed, ended by
/// any click or key, which then does nothing else.
@MainActor
final class WinCelebration {
    /// Told when the cascade starts and when a click or key ends it.
    var changed: @MainActor () -> Void = {}
    private var pending: RepeatingTimer?
    private weak var table: CardTable?

    /// Ends the cascade on a click or a key anywhere in `window`, its menus included (so its
    /// controllers need not check which surface an event is aimed at: `handlesOtherSurfaces`,
    /// which GTK would otherwise check at every motion of the pointer).
    init(endedIn window: Widget) {
        let click = GestureClick(capturing: true)
        click.handlesOtherSurfaces = true
        click.onPressed(claimingWhen: { [weak self] in self?.end() ?? false })
        window.addController(click)
        let keys = EventControllerKey(capturing: true)
        keys.handlesOtherSurfaces = true
        keys.onKeyPressed { [weak self] _, _ in self?.end() ?? false }
        window.addController(keys)
    }

    /// Starts `table`'s cascade once its last card has landed.
    func begin(on table: CardTable) {
        self.table = table
        pending = RepeatingTimer(milliseconds: 300) { [weak self] in
            self?.table?.celebrate()
            self?.changed()
            return false
        }
    }

    /// Drops a cascade not started yet: another game is on the table.
    func cancel() {
        pending?.stop()
        pending = nil
    }

    /// Ends the cascade; returns whether one was running.
    private func end() -> Bool {
        cancel()
        guard let table, table.isCelebrating else { return false }
        table.stopCelebrating()
        changed()
        return true
    }
}

extension CardTable {
    /// Sends the cards bouncing off the foundations, top cards first, as a won game ends.
    func celebrate() {
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
        cascade.start(cards, in: size, rightToLeft: widget.isRightToLeft)
    }

    /// Ends the cascade, if one is running: the cards are back home.
    func stopCelebrating() {
        cascade.stop()
    }

    /// Whether the cards are bouncing off the table.
    var isCelebrating: Bool { cascade.isRunning }
}
