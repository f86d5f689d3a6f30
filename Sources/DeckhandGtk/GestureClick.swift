import Foundation
import CDeckhandGtk

/// Which modifier keys were held during an input event.
public struct ModifierKeys: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Wraps `GdkModifierType` bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = ModifierKeys(rawValue: GDK_SHIFT_MASK.rawValue)
    /// Control.
    public static let control = ModifierKeys(rawValue: GDK_CONTROL_MASK.rawValue)
    /// Alt.
    public static let alt = ModifierKeys(rawValue: GDK_ALT_MASK.rawValue)
}

/// A `GtkGestureClick`: presses and releases of the primary button that did not become drags.
@MainActor
public final class GestureClick: EventController {
    /// Creates a click gesture for the primary button; `capturing` sees presses before the
    /// widget under the pointer does.
    public init(capturing: Bool = false) {
        super.init(taking: UnsafeMutableRawPointer(gtk_gesture_click_new()))
        if capturing {
            gtk_event_controller_set_propagation_phase(OpaquePointer(pointer), GTK_PHASE_CAPTURE)
        }
    }

    /// Called when the button goes down, before anything is known of a click or a drag.
    @discardableResult
    public func onPressed(_ handler: @escaping @MainActor () -> Void) -> UInt {
        let body: @MainActor (Int, CGPoint) -> Void = { _, _ in handler() }
        return connect("pressed", body, trampoline: trampolinePointer(releasedTrampoline))
    }

    /// Called when the button goes down; when `handler` returns true the press is claimed and
    /// goes no further: no click, and no drag, under it.
    @discardableResult
    public func onPressed(claimingWhen handler: @escaping @MainActor () -> Bool) -> UInt {
        // The closure lives as long as the gesture, so the gesture's pointer is valid in it.
        let gesture = OpaquePointer(pointer)
        let body: @MainActor (Int, CGPoint) -> Void = { _, _ in
            if handler() { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
        }
        return connect("pressed", body, trampoline: trampolinePointer(releasedTrampoline))
    }

    /// Called when a click completes, with the modifier keys held.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor (ModifierKeys) -> Void) -> UInt {
        onClicked { _, modifiers in handler(modifiers) }
    }

    /// Called when a click completes, with how many clicks it makes in a row (2 for a
    /// double-click) and the modifier keys held.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor (Int, ModifierKeys) -> Void) -> UInt {
        let controller = OpaquePointer(pointer)
        let body: @MainActor (Int, CGPoint) -> Void = { count, _ in
            handler(count, ModifierKeys(rawValue: gtk_event_controller_get_current_event_state(controller).rawValue))
        }
        return connect("released", body, trampoline: trampolinePointer(releasedTrampoline))
    }

    /// Called when a click completes, with how many clicks it makes in a row (2 for a
    /// double-click), where the button was let go (in the widget's coordinates) and the
    /// modifier keys held.
    @discardableResult
    public func onClickedAt(_ handler: @escaping @MainActor (_ count: Int, _ point: CGPoint, _ modifiers: ModifierKeys) -> Void) -> UInt {
        let controller = OpaquePointer(pointer)
        let body: @MainActor (Int, CGPoint) -> Void = { count, point in
            handler(count, point, ModifierKeys(rawValue: gtk_event_controller_get_current_event_state(controller).rawValue))
        }
        return connect("released", body, trampoline: trampolinePointer(releasedTrampoline))
    }

    /// Called when a click completes, with how many clicks it makes in a row (2 for a
    /// double-click) and where the button was let go, in the widget's coordinates.
    @discardableResult
    public func onClickedAt(_ handler: @escaping @MainActor (_ count: Int, _ point: CGPoint) -> Void) -> UInt {
        connect("released", handler, trampoline: trampolinePointer(releasedTrampoline))
    }
}

/// Trampoline for `pressed` and `released`: `void (*)(GtkGestureClick*, int, double, double,
/// gpointer)`.
private let releasedTrampoline: @convention(c) (gpointer?, gint, Double, Double, gpointer?) -> Void = {
    _, count, x, y, data in
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        unbox(userData, as: (@MainActor (Int, CGPoint) -> Void).self)?(Int(count), CGPoint(x: x, y: y))
    }
}
