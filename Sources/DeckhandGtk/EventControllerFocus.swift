import CDeckhandGtk

/// A `GtkEventControllerFocus`: tells when keyboard focus leaves a widget.
@MainActor
public final class EventControllerFocus: EventController {
    /// Creates a focus controller.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_event_controller_focus_new()))
    }

    /// Called when keyboard focus leaves the widget (or a widget inside it).
    @discardableResult
    public func onLeave(_ handler: @escaping VoidHandler) -> UInt {
        connect("leave", handler, trampoline: trampolinePointer(voidTrampoline))
    }
}
