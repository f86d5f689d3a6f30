import CDeckhandGtk

/// A `GtkShortcutController` that sees keys only after the focused widget has: a text field
/// keeps Ctrl+Z and Delete for itself, and they reach the window's actions everywhere else.
/// (Application shortcuts come first, before any widget.)
///
/// ```swift
/// let shortcuts = ShortcutController()
/// shortcuts.add("<Control>z", action: "win.undo")
/// window.addController(shortcuts)
/// ```
@MainActor
public final class ShortcutController: EventController {
    /// Creates an empty controller that acts in the bubble phase.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_shortcut_controller_new()))
        gtk_event_controller_set_propagation_phase(OpaquePointer(pointer), GTK_PHASE_BUBBLE)
    }

    /// Activates `action` (such as `win.undo`) on `trigger` (such as `<Control>z`, or several
    /// separated by `|`).
    public func add(_ trigger: String, action: String) {
        guard let parsed = gtk_shortcut_trigger_parse_string(trigger),
              let named = gtk_named_action_new(action) else { return }
        gtk_shortcut_controller_add_shortcut(OpaquePointer(pointer), gtk_shortcut_new(parsed, named))
    }
}
