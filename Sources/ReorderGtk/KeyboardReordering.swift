import Foundation
import Gtk
import ReorderKit

/// Keyboard reordering of one collection's items: Space picks the focused item up, the arrow
/// keys (and Home and End) move it, Space drops it and Escape puts it back. The items move on
/// screen as they go; each step is announced: through `announce`, and as the item's accessible
/// description, which screen readers speak when it changes on the focused widget.
@MainActor
final class KeyboardReordering<Item: Identifiable> where Item.ID: Sendable {
    /// A single-collection difference, as a keyboard drop produces it.
    typealias Difference = ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>

    private let host: any ReorderHost
    private let content: ForEach<Item>
    private let name: (Item) -> String
    private let isEnabled: () -> Bool
    private let announce: (String) -> Void
    private let commit: (Difference) -> Void
    private var held: (id: Item.ID, widget: Widget, reorder: KeyboardReorder<Item.ID>)?

    /// Keyboard reordering for `content` shown in `host`. `commit` gets the difference of a
    /// drop that changed the order.
    init(
        host: any ReorderHost, content: ForEach<Item>, name: @escaping (Item) -> String,
        isEnabled: @escaping () -> Bool, announce: @escaping (String) -> Void,
        commit: @escaping (Difference) -> Void
    ) {
        self.host = host
        self.content = content
        self.name = name
        self.isEnabled = isEnabled
        self.announce = announce
        self.commit = commit
        // New items make a held item's move meaningless: put it back first.
        content.observeUpdates { [weak self] in self?.cancel() }
    }

    /// Makes `widget`, which shows the item `id`, focusable (a click focuses it, as it would a
    /// list row) and reorderable from the keyboard. Focus leaving a held item puts it back.
    func attach(to widget: Widget, id: Item.ID) {
        widget.isFocusable = true
        let click = GestureClick()
        click.onClicked { [weak widget] _ in widget?.grabFocus() }
        widget.addController(click)
        let keys = EventControllerKey()
        keys.onKeyPressed { [weak self, weak widget] key, modifiers in
            guard let self, let widget, modifiers.isDisjoint(with: [.control, .shift]) else { return false }
            return handle(key, on: id, widget: widget)
        }
        widget.addController(keys)
        let focus = EventControllerFocus()
        focus.onLeave { [weak self] in
            if let held = self?.held, held.id == id { self?.cancel() }
        }
        widget.addController(focus)
    }

    /// Puts a held item back where it was, if one is held.
    func cancel() {
        guard var held else { return }
        let announcement = held.reorder.cancel()
        finish(saying: announcement)
    }

    private func handle(_ key: Key, on id: Item.ID, widget: Widget) -> Bool {
        guard isEnabled() else {
            cancel()
            return false
        }
        guard var held, held.id == id else {
            guard key == .space, let item = content.items.first(where: { $0.id == id }) else { return false }
            cancel()
            var reorder = KeyboardReorder(order: content.items.map(\.id), layout: layout)
            let announcement = reorder.pickUp(id, named: name(item))
            widget.addCSSClass("keyboard-held")
            self.held = (id, widget, reorder)
            say(announcement)
            return true
        }
        switch key {
        case .space:
            let (difference, announcement) = held.reorder.drop()
            finish(saying: announcement)
            if let difference { commit(difference) }
        case .escape:
            cancel()
        default:
            guard let move = self.move(for: key) else { return false }
            let announcement = held.reorder.move(move)
            self.held = held
            host.show(children: held.reorder.order.compactMap { content.widget(for: $0) })
            widget.grabFocus()
            say(announcement)
        }
        return true
    }

    /// Ends keyboard reordering: the items show the model's order again (the app's commit
    /// changes it if the drop changed anything).
    private func finish(saying announcement: String?) {
        guard let held else { return }
        self.held = nil
        held.widget.removeCSSClass("keyboard-held")
        host.show(children: content.items.compactMap { content.widget(for: $0.id) })
        if let announcement {
            held.widget.setAccessibleDescription(announcement)
            announce(announcement)
        }
    }

    private func say(_ announcement: String?) {
        guard let announcement, let held else { return }
        held.widget.setAccessibleDescription(announcement)
        announce(announcement)
    }

    /// What an arrow key does in the host's layout.
    private func move(for key: Key) -> KeyboardReorder<Item.ID>.Move? {
        let isGrid = if case .grid = layout { true } else { false }
        switch key {
        case .left: return .previous
        case .right: return .next
        case .up: return isGrid ? .up : .previous
        case .down: return isGrid ? .down : .next
        case .home: return .first
        case .end: return .last
        default: return nil
        }
    }

    /// A grid as wide as the first row of a flow; a list otherwise.
    private var layout: KeyboardReorder<Item.ID>.Layout {
        guard host.layoutKind == .flow else { return .list }
        let tops = content.items.compactMap { content.widget(for: $0.id)?.bounds(relativeTo: host.widget)?.minY }
        guard let first = tops.first else { return .list }
        return .grid(columns: max(1, tops.prefix { $0 == first }.count))
    }
}
