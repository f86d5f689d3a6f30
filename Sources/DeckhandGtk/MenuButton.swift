import CDeckhandGtk

/// A `GtkMenuButton`: an icon button that opens a menu.
@MainActor
public final class MenuButton: Widget {
    /// Creates a menu button showing the icon `iconName` and opening `menu`; `name` ("Main
    /// menu") is what assistive technology reads for it (the inner button that takes focus is
    /// labelled by it).
    public init(iconName: String, name: String, menu: Menu) {
        super.init(taking: UnsafeMutableRawPointer(gtk_menu_button_new()))
        gtk_menu_button_set_icon_name(OpaquePointer(pointer), iconName)
        // The menu's popover is built as the menu first opens: GTK builds every row of a menu
        // when its model is set, which was about a quarter of the instructions the card
        // table's window took to build (callgrind).
        let box = Unmanaged.passRetained(SignalClosure(menu) as AnyObject).toOpaque()
        gtk_menu_button_set_create_popup_func(OpaquePointer(pointer), buildMenuPopover, box, releaseBoxedClosure)
        setAccessibleLabel(name)
    }

    /// Makes this the window's primary menu: F10 opens it (GTK's own key for it).
    public func makePrimary() {
        gtk_menu_button_set_primary(OpaquePointer(pointer), 1)
    }
}

/// Gives a menu button its menu as it first opens (`gtk_menu_button_set_create_popup_func`).
private let buildMenuPopover: @convention(c) (OpaquePointer?, gpointer?) -> Void = { button, data in
    nonisolated(unsafe) let button = button
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        // GTK calls this at every opening: the popover is built the first time.
        guard let button, gtk_menu_button_get_popover(button) == nil, let menu = unbox(userData, as: Menu.self) else { return }
        gtk_menu_button_set_menu_model(button, menu.typed())
    }
}
