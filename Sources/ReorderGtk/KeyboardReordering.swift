import Foundation
import DeckhandGtk
import ReorderKit

/// Keyboard reordering of one section, whatever its surface: Space picks the focused item up,
/// the arrow keys (and Home and End) move it, Space or Return drops it and Escape (or focus
/// leaving the section) puts it back. In a vertical list beside other sections, Left and Right
/// take it to the list on that side (a change made there and then, which Escape takes back). The pointer's rules hold: an item that cannot be picked
/// up is not, and a step to a place that refuses the item is not taken. The surface shows each
/// step (the items move, or a line shows where the item will land); each step is announced
/// through `announce` and as the focused widget's accessible description, which screen
/// readers speak when it changes.
@MainActor
final class KeyboardReordering<Item: Identifiable, CollectionID: Hashable & Sendable> where Item.ID: Sendable {
    typealias Event = ReorderEvent<Item.ID, CollectionID>

    private let collection: CollectionID
    private let surface: any ReorderSurface<Item>
    private let name: (Item) -> String
    private let isEnabled: () -> Bool
    private let announce: (String) -> Void
    private let showLine: (CGRect?) -> Void
    private let report: ([Event]) -> Void
    private let canPickUp: (Item.ID) -> Bool
    private let accepts: ([Item.ID], ReorderDifference<Item.ID, CollectionID>.Destination) -> Bool
    private let moveAcross: (Item.ID, Int, Bool) -> CrossingOutcome?
    /// Takes an item the keyboard carried here from another section back where it was picked
    /// up; false when it never left this section.
    private let putBack: (Item.ID) -> Bool
    private let keys = EventControllerKey(capturing: true)
    private let focus = EventControllerFocus()
    private var held: (id: Item.ID, start: Int, reorder: KeyboardReorder<Item.ID>)?
    /// Speaks each step on the focused item's widget.
    private let announcer = Announcer()
    /// The widget the last announcement was spoken on (its pointer), and the item it was about.
    private var described: (pointer: UnsafeMutableRawPointer, item: Item.ID)?

    /// Keyboard reordering for `surface`, the section `collection`. `showLine` draws (or, with
    /// nil, hides) an insertion line in content coordinates; `report` gets what happened, the
    /// difference of a drop that changed the order included.
    /// `canPickUp` and `accepts` are the pointer's rules; `moveAcross` takes an item at an
    /// index to the next section (forwards) or the previous one, or returns nil when the
    /// container has no other section; `putBack` undoes that when the move is cancelled.
    init(
        surface: any ReorderSurface<Item>, collection: CollectionID, name: @escaping (Item) -> String,
        isEnabled: @escaping () -> Bool, announce: @escaping (String) -> Void,
        showLine: @escaping (CGRect?) -> Void, report: @escaping ([Event]) -> Void,
        canPickUp: @escaping (Item.ID) -> Bool,
        accepts: @escaping ([Item.ID], ReorderDifference<Item.ID, CollectionID>.Destination) -> Bool,
        moveAcross: @escaping (Item.ID, Int, Bool) -> CrossingOutcome?,
        putBack: @escaping (Item.ID) -> Bool
    ) {
        self.putBack = putBack
        self.canPickUp = canPickUp
        self.accepts = accepts
        self.moveAcross = moveAcross
        self.surface = surface
        self.collection = collection
        self.name = name
        self.isEnabled = isEnabled
        self.announce = announce
        self.showLine = showLine
        self.report = report
        keys.onKeyPressed { [weak self] key, modifiers in
            guard let self, modifiers.isDisjoint(with: [.control, .shift, .alt]) else { return false }
            return handle(key)
        }
        surface.widget.addController(keys)
        focus.onLeave { [weak self] in self?.cancel() }
        surface.widget.addController(focus)
    }

    /// Puts a held item back where it was in this section, if one is held. With
    /// `homeAcross` (Escape), an item the keyboard carried here from another section goes back
    /// there instead; any other cancel (focus leaving, the content changing) leaves it here.
    func cancel(homeAcross: Bool = false) {
        guard var held else { return }
        let announcement = held.reorder.cancel()
        finish()
        if homeAcross, putBack(held.id) { return }
        report([.cancelled])
        say(announcement, about: held.id)
    }

    /// Brings a widget the surface just bound to `id` up to date: marked if it shows the held
    /// item, and without a description that was about another item.
    func rebound(_ widget: Widget, to id: Item.ID) {
        if let held, held.id == id { widget.addCSSClass("keyboard-held") } else { widget.removeCSSClass("keyboard-held") }
        // Wrappers are made afresh for a widget's parent: compare the widgets themselves.
        let target = surface.focusTarget(of: widget)
        if let described, described.pointer == target.pointer, described.item != id {
            announcer.clear(on: target)
            self.described = nil
        }
    }

    func handle(_ key: Key) -> Bool {
        guard isEnabled() else {
            cancel()
            return false
        }
        // Focus moved to another item (a click, Tab) while one was held: put that one back.
        if let held, surface.focusedItem()?.id != held.id { cancel() }
        guard var held else {
            guard key == .space else { return false }
            return pickUpFocusedItem()
        }
        switch key {
        case .space, .enter, .keypadEnter:
            let (difference, announcement) = held.reorder.drop()
            finish()
            let position = difference?.destination.position.inCollection(collection) ?? destination(of: held).position
            let dropped = ReorderDifference(sources: [held.id], destination: .init(position: position, collectionID: collection))
            report(difference == nil ? [.ended(dropped)] : [.ended(dropped), .orderChanged(dropped)])
            // The item's widget now is wherever it landed: focus goes there, and the
            // announcement, made last, is the final word.
            if let widget = surface.shownWidgets(of: [held.id]).first?.widget {
                _ = surface.focusTarget(of: widget).grabFocus()
            }
            say(announcement, about: held.id)
        case .escape:
            cancel(homeAcross: true)
        default:
            if surface.layoutKind == .verticalList, key == .left || key == .right,
               cross(held, forwards: (key == .right) != surface.widget.isRightToLeft) {
                return true
            }
            guard let move = move(for: key) else { return false }
            var moved = held.reorder
            let announcement = moved.move(move)
            guard moved.order == held.reorder.order || accepts([held.id], destination(of: (held.id, held.start, moved))) else {
                say(refusal(of: held), about: held.id)
                return true
            }
            held.reorder = moved
            self.held = held
            report([.destinationChanged(destination(of: held))])
            showLine(surface.preview(order: held.reorder.order, holding: held.id, startedAt: held.start))
            if let widget = surface.shownWidgets(of: [held.id]).first?.widget {
                _ = surface.focusTarget(of: widget).grabFocus()
            }
            say(announcement, about: held.id)
        }
        return true
    }

    /// Takes the held item to the section beside this one, if there is one and it takes it;
    /// false when the container has no other section (the key then moves within this one).
    private func cross(_ held: (id: Item.ID, start: Int, reorder: KeyboardReorder<Item.ID>), forwards: Bool) -> Bool {
        let index = held.reorder.order.firstIndex(of: held.id) ?? held.start
        // Let go here first: the section it goes to holds it from now on.
        self.held = nil
        surface.shownWidgets(of: [held.id]).forEach { $0.widget.removeCSSClass("keyboard-held") }
        showLine(nil)
        switch moveAcross(held.id, index, forwards) {
        case nil:
            self.held = held
            surface.shownWidgets(of: [held.id]).forEach { $0.widget.addCSSClass("keyboard-held") }
            showLine(surface.preview(order: held.reorder.order, holding: held.id, startedAt: held.start))
            return false
        case .moved:
            surface.showModelOrder()
        case .noNeighbour(let said), .refused(let said):
            self.held = held
            surface.shownWidgets(of: [held.id]).forEach { $0.widget.addCSSClass("keyboard-held") }
            showLine(surface.preview(order: held.reorder.order, holding: held.id, startedAt: held.start))
            say(said, about: held.id)
        }
        return true
    }

    /// Holds `id`, just moved here from another section, focused, and announces `text`.
    func takeOver(_ id: Item.ID, announcing text: String) {
        let items = surface.items
        guard let start = items.firstIndex(where: { $0.id == id }),
              let widget = surface.shownWidgets(of: [id]).first?.widget else {
            // Not shown (yet): the move still is news.
            announce(text)
            return
        }
        var reorder = KeyboardReorder(order: items.map(\.id), layout: layout)
        reorder.pickUp(id, named: name(items[start]))
        widget.addCSSClass("keyboard-held")
        held = (id, start, reorder)
        _ = surface.focusTarget(of: widget).grabFocus()
        report([.began(items: [id])])
        say(text, about: id)
    }

    /// What a refused step says: the item stays where it is.
    private func refusal(of held: (id: Item.ID, start: Int, reorder: KeyboardReorder<Item.ID>)) -> String {
        let order = held.reorder.order
        let position = (order.firstIndex(of: held.id) ?? held.start) + 1
        // TRANSLATORS: stands in for an item's name at the start of a sentence a screen reader says.
        let item = surface.items.first { $0.id == held.id }.map(name) ?? catalogue.tr("The item")
        // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position, %3$d how many there are.
        return catalogue.tr("%1$s cannot go there, position %2$d of %3$d", item, position, order.count)
    }

    /// Picks up the item with the keyboard focus, unless the pointer could not either.
    private func pickUpFocusedItem() -> Bool {
        guard let (id, widget) = surface.focusedItem() else { return false }
        let items = surface.items
        guard let start = items.firstIndex(where: { $0.id == id }) else { return false }
        guard canPickUp(id) else {
            // TRANSLATORS: a screen reader says this; %s is the item's name.
            say(catalogue.tr("%s cannot be moved", name(items[start])), about: id)
            return true
        }
        var reorder = KeyboardReorder(order: items.map(\.id), layout: layout)
        guard let announcement = reorder.pickUp(id, named: name(items[start])) else { return false }
        widget.addCSSClass("keyboard-held")
        held = (id, start, reorder)
        report([.began(items: [id])])
        say(announcement, about: id)
        return true
    }

    /// Ends keyboard reordering: the items show the model's order again (the app's `move`
    /// changes it if the drop changed anything).
    private func finish() {
        guard let held else { return }
        self.held = nil
        surface.shownWidgets(of: [held.id]).forEach { $0.widget.removeCSSClass("keyboard-held") }
        showLine(nil)
        surface.showModelOrder()
    }

    /// Announces `text`, and sets it as the description of the widget focus is on for `item`.
    func say(_ text: String?, about item: Item.ID) {
        guard let text else { return }
        if let widget = surface.shownWidgets(of: [item]).first?.widget {
            let target = surface.focusTarget(of: widget)
            announcer.announce(text, on: target)
            described = (target.pointer, item)
        }
        announce(text)
    }

    /// Where the held item would land if dropped now: before the item after it.
    private func destination(of held: (id: Item.ID, start: Int, reorder: KeyboardReorder<Item.ID>)) -> ReorderDifference<Item.ID, CollectionID>.Destination {
        let order = held.reorder.order
        let next = order.firstIndex(of: held.id).flatMap { order.indices.contains($0 + 1) ? order[$0 + 1] : nil }
        return .init(position: next.map { .before($0) } ?? .end, collectionID: collection)
    }

    /// What an arrow key does in the surface's layout.
    private func move(for key: Key) -> KeyboardReorder<Item.ID>.Move? {
        let isGrid = if case .grid = layout { true } else { false }
        // Left and Right go the way the items run: backwards in a right-to-left row.
        let backwards: Key = surface.mirrors ? .right : .left
        let forwards: Key = surface.mirrors ? .left : .right
        switch key {
        case backwards: return .previous
        case forwards: return .next
        case .up: return isGrid ? .up : .previous
        case .down: return isGrid ? .down : .next
        case .home: return .first
        case .end: return .last
        default: return nil
        }
    }

    /// A grid as wide as the first row of a flow; a list otherwise.
    private var layout: KeyboardReorder<Item.ID>.Layout {
        guard surface.layoutKind == .flow, let frames = surface.frames(), let first = frames.first?.minY else { return .list }
        return .grid(columns: max(1, frames.prefix { $0.minY == first }.count))
    }
}

/// What came of taking a held item to the section beside its own.
enum CrossingOutcome {
    /// It is there now, held by that section.
    case moved
    /// There is no section on that side; the text says so.
    case noNeighbour(String)
    /// The section there does not take it (it is full, say); the text says why.
    case refused(String)
}
