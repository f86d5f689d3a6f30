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
    private var reorder: KeyboardReorder<Item.ID>?

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
    }

    /// Makes `widget`, which shows the item `id`, focusable (a click focuses it, as it would a
    /// list row) and reorderable from the keyboard.
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
    }

    private func handle(_ key: Key, on id: Item.ID, widget: Widget) -> Bool {
        guard var reorder else {
            guard key == .space, isEnabled(), let item = content.items.first(where: { $0.id == id }) else {
                return false
            }
            var fresh = KeyboardReorder(order: content.items.map(\.id), layout: layout)
            say(fresh.pickUp(id, named: name(item)), on: widget)
            widget.addCSSClass("keyboard-held")
            self.reorder = fresh
            return true
        }
        switch key {
        case .space:
            let (difference, announcement) = reorder.drop()
            finish(widget, saying: announcement)
            if let difference { commit(difference) }
        case .escape:
            let announcement = reorder.cancel()
            finish(widget, saying: announcement)
        default:
            guard let move = self.move(for: key) else { return false }
            say(reorder.move(move), on: widget)
            self.reorder = reorder
            host.show(children: reorder.order.compactMap { content.widget(for: $0) })
            widget.grabFocus()
        }
        return true
    }

    /// Ends keyboard reordering: the items show the model's order again (the app's commit
    /// changes it if the drop changed anything).
    private func finish(_ widget: Widget, saying announcement: String?) {
        reorder = nil
        widget.removeCSSClass("keyboard-held")
        host.show(children: content.items.compactMap { content.widget(for: $0.id) })
        widget.grabFocus()
        say(announcement, on: widget)
    }

    private func say(_ announcement: String?, on widget: Widget) {
        guard let announcement else { return }
        widget.setAccessibleDescription(announcement)
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
