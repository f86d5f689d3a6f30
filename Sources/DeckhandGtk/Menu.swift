import CDeckhandGtk

/// A `GMenu`: the items of a menu, each activating an action.
@MainActor
public final class Menu: Object {
    /// Creates an empty menu.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(g_menu_new()))
    }

    /// Adds an item labelled `label` that activates the action `detailedAction` (`win.new`);
    /// without an action the item is shown greyed out.
    public func append(_ label: String, action detailedAction: String?) {
        g_menu_append(OpaquePointer(pointer), label, detailedAction)
    }

    /// Removes every item.
    public func removeAll() {
        g_menu_remove_all(OpaquePointer(pointer))
    }

    /// Makes `items` (label, action) the menu's items; an item without an action is shown
    /// greyed out.
    public func replaceItems(with items: [(label: String, action: String?)]) {
        removeAll()
        for (label, action) in items { append(label, action: action) }
    }
}
