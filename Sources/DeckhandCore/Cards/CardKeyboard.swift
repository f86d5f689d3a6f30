import DeckhandGtk
import Patience
import Localization
import ReorderKit

/// Patience from the keyboard. Left and Right move a focus ring between the piles, Up and
/// Down between the face-up cards of a tableau pile. Space picks up the card in the ring and
/// every card on top of it (or deals, on the stock); then Left and Right choose a pile and
/// Space drops the run there; Escape puts it back.
///
/// The ring is the keyboard focus: the card in it (or the empty pile) is the table's one Tab
/// stop, so Tab comes back to it from the header bar, and a screen reader follows it. Each
/// step is announced on that widget, after focus has moved there.
@MainActor
final class CardKeyboard {
    /// The table played on; it keeps this keyboard.
    private weak var table: CardTable?
    /// The pile the ring is on, and the card in it (nil for an empty pile).
    private var pile: PileID = .tableau(0)
    private var index: Int?
    /// The cards picked up, bottom first.
    private var held: [Card.ID] = []
    /// Where the held run was picked up, for Escape.
    private var heldFrom: PileID?
    /// The widget the ring is drawn on, and the one that takes focus and announcements: the
    /// card in the ring for both, or, for an empty pile, the pile and the section around it.
    private var ring: (drawn: Widget, focused: Widget)?
    /// Speaks each step on the focused card.
    private let announcer = Announcer()
    /// The held cards' widgets, marked so that the eye sees what the keyboard carries.
    private var marked: [Widget] = []

    /// Keyboard play on `table`.
    init(table: CardTable) {
        self.table = table
        index = table.game.cards(in: pile).indices.last
        // The table holds no popover: its controllers need not check where each event is aimed
        // (see `handlesOtherSurfaces`), which GTK does at every motion of the pointer.
        let keys = EventControllerKey()
        keys.handlesOtherSurfaces = true
        keys.onKeyPressed { [weak self] key, modifiers in
            guard let self, modifiers.isDisjoint(with: [.control]) else { return false }
            let handled = handle(key)
            // The ring shows while the keyboard plays, and goes once the pointer does.
            if handled { self.table?.widget.addCSSClass("keyboard-play") }
            return handled
        }
        table.widget.addController(keys)
        let pointer = GestureClick(capturing: true)
        pointer.handlesOtherSurfaces = true
        pointer.onPressed { [weak table] in table?.widget.removeCSSClass("keyboard-play") }
        table.widget.addController(pointer)
        self.pointer = pointer
    }

    /// Hides the ring when the pointer plays; kept here, as GTK holds only the C object.
    private var pointer: GestureClick?

    /// Keeps up with a game that changed some other way (a drag, undo): a held run that can
    /// no longer be picked up as it was is put down, and the ring stays on a card: on the
    /// top card, except in a tableau column (a card under the top of any other pile is not
    /// drawn, and could not keep the focus).
    func gameChanged() {
        guard let table else { return }
        if let first = held.first, table.game.pickUp(first)?.map(\.id) != held {
            held = []
            heldFrom = nil
        }
        let cards = table.game.cards(in: pile)
        var keeps = false
        if case .tableau = pile, let current = index { keeps = cards.indices.contains(current) }
        if !keeps { index = cards.indices.last }
        highlight(on: table)
    }

    /// Takes `key`: moves the ring (and the focus with it), then announces what the step did
    /// on the widget that has focus now.
    private func handle(_ key: Key) -> Bool {
        guard let table else { return false }
        let news: String?
        switch key {
        // The piles run right to left on a mirrored table: the arrows follow the screen.
        case .left: news = step(by: table.widget.isRightToLeft ? 1 : -1, on: table)
        case .right: news = step(by: table.widget.isRightToLeft ? -1 : 1, on: table)
        case .up: news = moveWithinPile(by: -1, on: table)
        case .down: news = moveWithinPile(by: 1, on: table)
        // A card is a button to assistive technology: Enter presses it as Space does.
        case .space, .enter, .keypadEnter: news = held.isEmpty ? pickUp(on: table) : drop(on: table)
        case .escape:
            guard !held.isEmpty, let from = heldFrom else { return false }
            let name = runName
            held = []
            heldFrom = nil
            pile = from
            index = table.game.cards(in: pile).indices.last
            // TRANSLATORS: said after Escape; %1$s is a card or run ("Seven of spades and 2 more"), %2$s a pile ("Tableau 3").
            news = tr("%1$s put back on %2$s", name, from.spokenName)
        default: return false
        }
        highlight(on: table)
        if let news { say(news, on: table) }
        return true
    }

    /// Moves the ring to the next or previous pile, onto its top card.
    private func step(by offset: Int, on table: CardTable) -> String? {
        let order = table.game.pileOrder
        guard let position = order.firstIndex(of: pile) else { return nil }
        pile = order[(position + offset + order.count) % order.count]
        let cards = table.game.cards(in: pile)
        index = cards.isEmpty ? nil : cards.count - 1
        return describeRing(on: table)
    }

    /// Moves the ring up or down a tableau pile's face-up cards.
    private func moveWithinPile(by offset: Int, on table: CardTable) -> String? {
        guard held.isEmpty, case .tableau = pile, let current = index else { return nil }
        let cards = table.game.cards(in: pile)
        let next = current + offset
        guard cards.indices.contains(next), cards[next].isFaceUp else { return nil }
        index = next
        return describeRing(on: table)
    }

    private func pickUp(on table: CardTable) -> String {
        if pile == .stock {
            let before = table.game
            guard table.play({ $0.deal() }) else { return table.game.dealRefusal ?? tr("The stock is empty") }
            index = table.game.cards(in: .stock).indices.last
            return table.game.dealNews(since: before)
        }
        guard let index, let card = table.game.cards(in: pile)[safe: index],
              let run = table.game.pickUp(card.id) else {
            return tr("Nothing to pick up here")
        }
        held = run.map(\.id)
        heldFrom = pile
        // TRANSLATORS: %s is a card or run ("Seven of spades and 2 more"); Space is the key.
        return tr("Picked up %s; choose a pile with the arrows, Space to drop", runName)
    }

    private func drop(on table: CardTable) -> String {
        let move = ReorderDifference(sources: held, destination: .init(position: .end, collectionID: pile))
        let name = runName
        guard table.play({ $0.apply(move) }) else {
            // TRANSLATORS: %1$s is a card or run ("Seven of spades and 2 more"), %2$s a pile ("Tableau 3").
            return tr("%1$s cannot go on %2$s", name, pile.spokenName)
        }
        held = []
        heldFrom = nil
        index = table.game.cards(in: pile).indices.last
        // TRANSLATORS: %1$s is a card or run ("Seven of spades and 2 more"), %2$s a pile ("Tableau 3").
        return tr("%1$s moved to %2$s", name, pile.spokenName)
    }

    /// The held run, as said: "Seven of spades", or "Seven of spades and 2 more".
    private var runName: String {
        let first = held.first.flatMap { Card(id: $0)?.name } ?? tr("The card")
        let more = held.count - 1
        // TRANSLATORS: cards picked up together; %1$s is the bottom card ("Seven of spades"), %2$d the cards on it.
        return more > 0 ? trn("%1$s and %2$d more", "%1$s and %2$d more", more, first, more) : first
    }

    /// "Queen of hearts, Tableau 3, 2 of 5", "Face-down card, Stock", or "Tableau 3, empty";
    /// with a run held, "Over Tableau 3".
    private func describeRing(on table: CardTable) -> String {
        let place = pile.spokenName
        // TRANSLATORS: said as held cards move over a pile; %s describes it ("Tableau 3, 4 cards, top: Seven of spades").
        if !held.isEmpty { return tr("Over %s", table.game.spokenSummary(of: pile)) }
        let cards = table.game.cards(in: pile)
        // TRANSLATORS: %s is a pile ("Tableau 3").
        guard let index, let card = cards[safe: index] else { return tr("%s, empty", place) }
        let name = card.isFaceUp ? card.card.name : tr("Face-down card")
        // TRANSLATORS: %1$s is a card ("Queen of hearts"), %2$s its pile ("Tableau 3"), %3$d its place in the pile, %4$d the pile's cards.
        return cards.count > 1 ? tr("%1$s, %2$s, %3$d of %4$d", name, place, index + 1, cards.count)
            // TRANSLATORS: %1$s is a card ("Queen of hearts"), %2$s its pile ("Stock").
            : trc("card on a pile", "%1$s, %2$s", name, place)
    }

    /// Rings the card in the ring (or the empty pile) and makes it the table's one Tab stop;
    /// while the focus is on the table, the focus moves with the ring.
    private func highlight(on table: CardTable) {
        // A focused card that left (carried off by the pointer) leaves the window without focus.
        let hadFocus = table.widget.containsFocus || table.widget.windowHasNoFocus
        if let ring {
            ring.drawn.removeCSSClass("keyboard-cursor")
            ring.focused.isFocusable = false
        }
        let cards = table.game.cards(in: pile)
        if let card = index.flatMap({ cards[safe: $0] }).flatMap({ table.contents[pile]?.widget(for: $0.id) }) {
            ring = (card, card)
        } else if let drawn = table.pileWidgets[pile] {
            // An empty pile: the pile itself, named by what it holds.
            ring = (drawn, drawn)
        } else {
            ring = nil
        }
        ring?.drawn.addCSSClass("keyboard-cursor")
        ring?.focused.isFocusable = true
        marked.forEach { $0.removeCSSClass("keyboard-held") }
        marked = held.compactMap { id in table.game.location(of: id).flatMap { table.contents[$0.pile]?.widget(for: id) } }
        marked.forEach { $0.addCSSClass("keyboard-held") }
        if hadFocus { ring?.focused.grabFocus() }
    }

    /// Puts the ring's focus on the table: on the card in the ring.
    func focus() {
        guard let table else { return }
        highlight(on: table)
        ring?.focused.grabFocus()
    }

    /// Says `text` as a keyboard step is said: on the status line and to screen readers.
    func say(_ text: String) {
        guard let table else { return }
        say(text, on: table)
    }

    /// Announces `text` on the status line and on the focused widget, whose description a
    /// screen reader speaks when it changes.
    private func say(_ text: String, on table: CardTable) {
        table.announce(text)
        if let focused = ring?.focused { announcer.announce(text, on: focused) }
    }
}

extension Array {
    /// The element at `index`, or nil past the ends.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
