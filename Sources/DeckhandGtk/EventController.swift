import CDeckhandGtk

/// A `GtkEventController`: input handling attached to a widget with `Widget.addController`.
@MainActor
open class EventController: Object {}
