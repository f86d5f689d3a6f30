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
        // The menu's popover is built after the window's first frame, or as it opens if that
        // comes first: GTK builds every row of a menu when its model is set, which was a tenth
        // of what the card table's window cost to build. Built before anyone reaches for it,
        // it takes keys typed ahead (F10, Down, Return) as one built then and there may not.
        let box = Unmanaged.passRetained(SignalClosure(menu) as AnyObject).toOpaque()
        gtk_menu_button_set_create_popup_func(OpaquePointer(pointer), buildMenuPopover, box, releaseBoxedClosure)
        onMap { [weak self] in
            guard let self else { return }
            NextFrame.run(after: self, .paint) { [weak self] in
                guard let self else { return }
                Self.give(menu, to: OpaquePointer(pointer))
            }
        }
        setAccessibleLabel(name)
    }

    /// Gives `button` its popover showing `menu`, unless it has one.
    fileprivate static func give(_ menu: Menu, to button: OpaquePointer) {
        guard gtk_menu_button_get_popover(button) == nil else { return }
        gtk_menu_button_set_menu_model(button, menu.typed())
    }

    /// Makes this the window's primary menu: F10 opens it (GTK's own key for it).
    public func makePrimary() {
        gtk_menu_button_set_primary(OpaquePointer(pointer), 1)
    }
}

/// Gives a menu button its menu if it opens before it has one (`gtk_menu_button_set_create_popup_func`).
private let buildMenuPopover: @convention(c) (OpaquePointer?, gpointer?) -> Void = { button, data in
    nonisolated(unsafe) let button = button
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        guard let button, let menu = unbox(userData, as: Menu.self) else { return }
        MenuButton.give(menu, to: button)
    }
}
