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
}

/// A `GtkMenuButton`: an icon button that opens a menu.
@MainActor
public final class MenuButton: Widget {
    /// Creates a menu button showing the icon `iconName` and opening `menu`; `name` ("Main
    /// menu") is what assistive technology reads for it (the inner button that takes focus is
    /// labelled by it).
    public init(iconName: String, name: String, menu: Menu) {
        super.init(taking: UnsafeMutableRawPointer(gtk_menu_button_new()))
        gtk_menu_button_set_icon_name(OpaquePointer(pointer), iconName)
        gtk_menu_button_set_menu_model(OpaquePointer(pointer), menu.typed())
        setAccessibleLabel(name)
    }

    /// Makes this the window's primary menu: F10 opens it (GTK's own key for it).
    public func makePrimary() {
        gtk_menu_button_set_primary(OpaquePointer(pointer), 1)
    }
}
