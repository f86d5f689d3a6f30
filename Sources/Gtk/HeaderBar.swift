import CGtk

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

    /// Packs icon buttons for actions at the start of the bar, in order.
    public func packActionButtons(_ buttons: [(iconName: String, action: String, tooltip: String)]) {
        for (iconName, action, tooltip) in buttons {
            let button = Button(iconName: iconName)
            button.setActionName(action)
            button.tooltip = tooltip
            packStart(button)
        }
    }

    /// Packs a widget at the start (left) of the bar.
    public func packStart(_ child: Widget) {
        adw_header_bar_pack_start(OpaquePointer(pointer), child.widget)
    }
}
