import CDeckhandGtk

/// A `GtkEventControllerKey`: key presses on a widget, or in the capture phase on anything
/// inside it.
@MainActor
public final class EventControllerKey: EventController {
    /// Creates a key controller; `capturing` sees keys before the focused widget does.
    public init(capturing: Bool = false) {
        super.init(taking: UnsafeMutableRawPointer(gtk_event_controller_key_new()))
        if capturing {
            gtk_event_controller_set_propagation_phase(OpaquePointer(pointer), GTK_PHASE_CAPTURE)
        }
    }

    /// Called for each key press with its key and modifiers; return true to stop it there.
    @discardableResult
    public func onKeyPressed(_ handler: @escaping @MainActor (Key, ModifierKeys) -> Bool) -> UInt {
        connect("key-pressed", handler, trampoline: trampolinePointer(keyPressedTrampoline))
    }
}

private typealias KeyBody = @MainActor (Key, ModifierKeys) -> Bool

private let keyPressedTrampoline:
    @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
        _, keyval, _, state, data in
        nonisolated(unsafe) let userData = data
        return MainActor.assumeIsolated {
            (unbox(userData, as: KeyBody.self)?(Key(value: keyval), ModifierKeys(rawValue: state.rawValue)) ?? false) ? 1 : 0
        }
    }
