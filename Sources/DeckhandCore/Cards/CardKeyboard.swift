import Gtk
import Klondike
import ReorderKit

/// Klondike from the keyboard. Left and Right move a focus ring between the piles, Up and
/// Down between the face-up cards of a tableau pile. Space picks up the card in the ring and
/// every card on top of it (or deals, on the stock); then Left and Right choose a pile and
/// Space drops the run there; Escape puts it back. Each step is announced.
@MainActor
final class CardKeyboard {
    private unowned let table: CardTable
    /// The pile the ring is on, and the card in it (nil for an empty pile).
    private var pile: PileID = .tableau(0)
    private var index: Int?
    /// The cards picked up, bottom first.
    private var held: [Card.ID] = []
    private var lit: [Widget] = []

    /// Keyboard play on `table`.
    init(table: CardTable) {
        self.table = table
        index = table.game.cards(in: pile).indices.last
        let keys = EventControllerKey()
        keys.onKeyPressed { [weak self] key, modifiers in
            guard let self, modifiers.isDisjoint(with: [.control]) else { return false }
            let handled = handle(key)
            // The ring shows while the keyboard plays, and goes once the pointer does.
            if handled { table.widget.addCSSClass("keyboard-play") }
            return handled
        }
        table.widget.addController(keys)
        let pointer = GestureClick(capturing: true)
        pointer.onPressed { [weak table] in table?.widget.removeCSSClass("keyboard-play") }
        table.widget.addController(pointer)
        self.pointer = pointer
    }

    /// Hides the ring when the pointer plays; kept here, as GTK holds only the C object.
    private var pointer: GestureClick?

    private var order: [PileID] { PileID.all }

    /// Keeps up with a game that changed some other way (a drag, undo): a held run that can
    /// no longer be picked up as it was is put down, and the ring stays on a card.
    func gameChanged() {
        if let first = held.first, table.game.pickUp(first)?.map(\.id) != held { held = [] }
        let cards = table.game.cards(in: pile)
        if let current = index, !cards.indices.contains(current) { index = cards.indices.last }
        if index == nil { index = cards.indices.last }
        highlight()
    }

    private func handle(_ key: Key) -> Bool {
        switch key {
        case .left: step(by: -1)
        case .right: step(by: 1)
        case .up: moveWithinPile(by: -1)
        case .down: moveWithinPile(by: 1)
        case .space: held.isEmpty ? pickUp() : drop()
        case .escape:
            guard !held.isEmpty else { return false }
            held = []
            say("Put back")
        default: return false
        }
        highlight()
        return true
    }

    /// Moves the ring to the next or previous pile, onto its top card.
    private func step(by offset: Int) {
        guard let position = order.firstIndex(of: pile) else { return }
        pile = order[(position + offset + order.count) % order.count]
        let cards = table.game.cards(in: pile)
        index = cards.isEmpty ? nil : cards.count - 1
        say(describeRing())
    }

    /// Moves the ring up or down a tableau pile's face-up cards.
    private func moveWithinPile(by offset: Int) {
        guard held.isEmpty, case .tableau = pile, let current = index else { return }
        let cards = table.game.cards(in: pile)
        let next = current + offset
        guard cards.indices.contains(next), cards[next].isFaceUp else { return }
        index = next
        say(describeRing())
    }

    private func pickUp() {
        if pile == .stock {
            table.play { $0.deal() }
            index = table.game.cards(in: .stock).indices.last
            say(table.game.cards(in: .waste).last.map { "Dealt \($0.card.name)" } ?? "Turned the waste over")
            return
        }
        guard let index, let card = table.game.cards(in: pile)[safe: index],
              let run = table.game.pickUp(card.id) else {
            say("Nothing to pick up here")
            return
        }
        held = run.map(\.id)
        let extra = run.count > 1 ? " and \(run.count - 1) more" : ""
        say("Picked up \(card.card.name)\(extra); choose a pile with the arrows, Space to drop")
    }

    private func drop() {
        let move = ReorderDifference(sources: held, destination: .init(position: .end, collectionID: pile))
        guard table.play({ $0.apply(move) }) else {
            say("\(Card(id: held[0])?.name ?? "The card") cannot go on \(CardTable.describe(pile))")
            return
        }
        held = []
        index = table.game.cards(in: pile).indices.last
        say("Moved to \(CardTable.describe(pile))")
    }

    /// "Queen of hearts, face up, on tableau pile 3", or "tableau pile 3, empty".
    private func describeRing() -> String {
        let place = CardTable.describe(pile)
        guard let index, let card = table.game.cards(in: pile)[safe: index] else { return "\(place), empty" }
        let name = card.isFaceUp ? "\(card.card.name), face up" : "face-down card"
        return held.isEmpty ? "\(name), on \(place)" : "Over \(place)"
    }

    /// Rings the focused card (or empty pile), and the pile a held run would go to.
    private func highlight() {
        lit.forEach { $0.removeCSSClass("keyboard-cursor") }
        let cards = table.game.cards(in: pile)
        let card = index.flatMap { cards[safe: $0] }.flatMap { table.contents[pile]?.widget(for: $0.id) }
        lit = [card ?? table.pileWidgets[pile]].compactMap { $0 }
        lit.forEach { $0.addCSSClass("keyboard-cursor") }
    }

    private func say(_ text: String) {
        table.announce(text)
        lit.first?.setAccessibleDescription(text)
    }
}

extension Array {
    /// The element at `index`, or nil past the ends.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
