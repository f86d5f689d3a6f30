import CDeckhandGtk

/// A `GtkButton` showing a symbolic icon, usually bound to an action.
@MainActor
public final class Button: Widget {
    /// Creates a button with the icon named `iconName`.
    ///
    /// An icon says nothing to a screen reader: `name` ("Hint") is what assistive technology
    /// reads for the button.
    public init(iconName: String, name: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_button_new_from_icon_name(iconName)))
        setAccessibleLabel(name)
    }

    /// Creates an icon button for `action` (`win.undo`): named `name` for assistive
    /// technology, its tooltip the name and the keys of its `accelerator` (`<Control>z`), if
    /// any: "Undo (Ctrl+Z)".
    public convenience init(iconName: String, action: String, name: String, accelerator: String?) {
        self.init(iconName: iconName, name: name)
        setActionName(action)
        tooltip = Self.tooltip(name, accelerator: accelerator)
    }

    /// A tooltip naming what a button does and the keys of `accelerator` (`<Control>z`) as
    /// GTK labels them in the user's language: "Undo (Ctrl+Z)", „Rückgängig (Strg+Z)“.
    public static func tooltip(_ name: String, accelerator: String?) -> String {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard let accelerator, gtk_accelerator_parse(accelerator, &key, &modifiers) != 0,
              let label = gtk_accelerator_get_label(key, modifiers) else { return name }
        defer { g_free(label) }
        // TRANSLATORS: a button's tooltip: %1$s is its name ("Undo"), %2$s its keys ("Ctrl+Z").
        return catalogue.tr("%1$s (%2$s)", name, String(cString: label))
    }

    /// Creates a button labelled `label`.
    public init(label: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_button_new_with_label(label)))
    }

    /// The symbolic icon the button shows.
    public var iconName: String {
        get { gtk_button_get_icon_name(typed(as: GtkButton.self)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_icon_name(typed(as: GtkButton.self), newValue) }
    }

    /// The text the button shows.
    public var label: String {
        get { gtk_button_get_label(typed(as: GtkButton.self)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(typed(as: GtkButton.self), newValue) }
    }

    /// The action the button activates, such as `win.undo`; it follows the action's enabled
    /// state.
    public func setActionName(_ name: String) {
        gtk_actionable_set_action_name(OpaquePointer(pointer), name)
    }

    /// Whether an underscore in the label marks the mnemonic letter ("_Close": Alt+C).
    public var useUnderline: Bool {
        get { gtk_button_get_use_underline(typed(as: GtkButton.self)) != 0 }
        set { gtk_button_set_use_underline(typed(as: GtkButton.self), newValue ? 1 : 0) }
    }

    /// Runs `handler` when the button is pressed.
    @discardableResult
    public func onClicked(_ handler: @escaping VoidHandler) -> UInt {
        connect("clicked", handler, trampoline: trampolinePointer(voidTrampoline))
    }
}

/// A `GtkToggleButton`: a button that stays pressed in or out.
@MainActor
public final class ToggleButton: Widget {
    /// Creates a toggle button labelled `label`.
    public init(label: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_toggle_button_new_with_label(label)))
    }

    /// Whether the button is pressed in.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(typed()) != 0 }
        set { gtk_toggle_button_set_active(typed(), newValue ? 1 : 0) }
    }

    /// Runs `handler` whenever the button is pressed in or out.
    @discardableResult
    public func onToggled(_ handler: @escaping VoidHandler) -> UInt {
        connect("toggled", handler, trampoline: trampolinePointer(voidTrampoline))
    }
}
