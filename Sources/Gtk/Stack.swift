import CGtk

/// A `GtkStack`: pages of which one shows at a time.
@MainActor
public final class Stack: Widget {
    /// Creates an empty stack that slides between pages.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_stack_new()))
        gtk_stack_set_transition_type(OpaquePointer(pointer), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    }

    /// Adds a page named `name`, shown as `title` by a switcher.
    public func addPage(_ child: Widget, name: String, title: String) {
        gtk_stack_add_titled(OpaquePointer(pointer), child.widget, name, title)
    }

    /// The name of the page shown.
    public var visiblePageName: String? {
        get { gtk_stack_get_visible_child_name(OpaquePointer(pointer)).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(OpaquePointer(pointer), newValue) } }
    }
}

/// A `GtkStackSwitcher`: a row of buttons, one per page of a stack.
@MainActor
public final class StackSwitcher: Widget {
    /// Creates a switcher for `stack`.
    public init(for stack: Stack) {
        super.init(taking: UnsafeMutableRawPointer(gtk_stack_switcher_new()))
        gtk_stack_switcher_set_stack(OpaquePointer(pointer), OpaquePointer(stack.pointer))
    }
}
