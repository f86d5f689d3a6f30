import CDeckhandGtk

/// An `AdwHeaderBar`: the title bar of a GNOME window, with the window's title (or a title
/// widget) in the middle and its controls at the ends.
@MainActor
public final class HeaderBar: Widget {
    /// Creates a header bar with the window's title and controls.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(adw_header_bar_new()))
    }

    /// Replaces the title with a custom widget, such as a stack switcher.
    public func setTitleWidget(_ child: Widget) {
        adw_header_bar_set_title_widget(OpaquePointer(pointer), child.widget)
    }

    /// Packs a widget at the end (right) of the bar.
    public func packEnd(_ child: Widget) {
        adw_header_bar_pack_end(OpaquePointer(pointer), child.widget)
    }

    /// Packs icon buttons for actions at the start of the bar, in order: each is named `name`
    /// for assistive technology, and its tooltip gives the name and its `shortcut`, if any
    /// ("Undo (Ctrl+Z)"). Returns the buttons.
    @discardableResult
    public func packActionButtons(_ buttons: [(iconName: String, action: String, name: String, accelerator: String?)]) -> [Button] {
        buttons.map { iconName, action, name, accelerator in
            let button = Button(iconName: iconName, action: action, name: name, accelerator: accelerator)
            packStart(button)
            return button
        }
    }

    /// Packs the window's primary menu at the end of the bar: a "Main menu" button listing
    /// `items` (label, action), which F10 opens. Returns the menu, whose items can change
    /// later (an open menu follows).
    @discardableResult
    public func packPrimaryMenu(_ items: [(label: String, action: String)]) -> Menu {
        let menu = Menu()
        menu.replaceItems(with: items)
        let button = MenuButton(iconName: "open-menu-symbolic", name: catalogue.tr("Main menu"), menu: menu)
        button.tooltip = Button.tooltip(catalogue.tr("Main menu"), accelerator: "F10")
        button.makePrimary()
        packEnd(button)
        return menu
    }

    /// Takes `child`, packed earlier, out of the bar.
    public func remove(_ child: Widget) {
        adw_header_bar_remove(OpaquePointer(pointer), child.widget)
    }

    /// Packs a widget at the start (left) of the bar.
    public func packStart(_ child: Widget) {
        adw_header_bar_pack_start(OpaquePointer(pointer), child.widget)
    }
}
