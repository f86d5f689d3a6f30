import CGtk

/// A `GtkEventController`: input handling attached to a widget with `Widget.addController`.
@MainActor
open class EventController: Object {
    /// The widget the controller is attached to, if any.
    public var widgetPointer: UnsafeMutableRawPointer? {
        gtk_event_controller_get_widget(OpaquePointer(pointer)).map { UnsafeMutableRawPointer($0) }
    }
}
