import CDeckhandGtk

/// An `AdwViewStack`: pages of which one shows at a time, each with a title and an icon for
/// the view switchers that pick it.
@MainActor
public final class ViewStack: Widget {
    /// Creates an empty stack, as wide and as tall as the page it shows needs (not the largest
    /// of its pages), so that a narrow page lets the window be narrow.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(adw_view_stack_new()))
        adw_view_stack_set_hhomogeneous(OpaquePointer(pointer), 0)
        adw_view_stack_set_vhomogeneous(OpaquePointer(pointer), 0)
    }

    /// Adds a page named `name`, shown by switchers as `title` with the symbolic icon `iconName`.
    public func addPage(_ child: Widget, name: String, title: String, iconName: String) {
        let page = adw_view_stack_add_titled(OpaquePointer(pointer), child.widget, name, title)
        adw_view_stack_page_set_icon_name(page, iconName)
    }

    /// The name of the page shown.
    public var visiblePageName: String? {
        get { adw_view_stack_get_visible_child_name(OpaquePointer(pointer)).map { String(cString: $0) } }
        set { if let newValue { adw_view_stack_set_visible_child_name(OpaquePointer(pointer), newValue) } }
    }
}

/// An `AdwViewSwitcherTitle`: the header bar's title that becomes a switcher for a stack's pages
/// when the window is wide enough, and stays the title when it is not.
@MainActor
public final class ViewSwitcherTitle: Widget {
    /// Creates a switcher title for `stack`, titled `title` when narrow.
    public init(for stack: ViewStack, title: String) {
        super.init(taking: UnsafeMutableRawPointer(adw_view_switcher_title_new()))
        adw_view_switcher_title_set_stack(OpaquePointer(pointer), OpaquePointer(stack.pointer))
        adw_view_switcher_title_set_title(OpaquePointer(pointer), title)
        // The switchers it builds would be read by their type name.
        // TRANSLATORS: what a screen reader calls the switcher between a window's pages.
        descendants(ofType: "AdwViewSwitcher").forEach { $0.setAccessibleLabel(catalogue.tr("Pages")) }
    }
}

/// An `AdwViewSwitcherBar`: a switcher for a stack's pages along the bottom of a narrow window.
@MainActor
public final class ViewSwitcherBar: Widget {
    /// Creates a bar for `stack` that shows itself exactly when `title` is too narrow to switch.
    public init(for stack: ViewStack, when title: ViewSwitcherTitle) {
        super.init(taking: UnsafeMutableRawPointer(adw_view_switcher_bar_new()))
        adw_view_switcher_bar_set_stack(OpaquePointer(pointer), OpaquePointer(stack.pointer))
        g_object_bind_property(title.pointer, "title-visible", pointer, "reveal", G_BINDING_SYNC_CREATE)
        // TRANSLATORS: what a screen reader calls the switcher between a window's pages.
        descendants(ofType: "AdwViewSwitcher").forEach { $0.setAccessibleLabel(catalogue.tr("Pages")) }
    }
}
