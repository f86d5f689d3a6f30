import CDeckhandGtk

/// A `GtkEventController`: input handling attached to a widget with `Widget.addController`.
@MainActor
open class EventController: Object {
    /// Whether the controller also handles events aimed at another surface inside its widget
    /// (a popover opened from a button in it); off by default, as in GTK.
    ///
    /// Off, GTK walks from the controller's widget and from the event's target up to their
    /// native (the window, or a popover) for every event that passes, before it looks at the
    /// event's kind: a key controller pays it for each pointer motion too. Turn it on for a
    /// controller under the pointer all the time whose widget holds no popover, such as one
    /// on every item of a large container.
    public var handlesOtherSurfaces: Bool {
        get { gtk_event_controller_get_propagation_limit(OpaquePointer(pointer)) == GTK_LIMIT_NONE }
        set {
            gtk_event_controller_set_propagation_limit(OpaquePointer(pointer), newValue ? GTK_LIMIT_NONE : GTK_LIMIT_SAME_NATIVE)
        }
    }
}
