import DeckhandGtk

/// Cancels a drag or a lift when Escape is pressed. A key controller on the window sees it on
/// every backend while no grab holds the keyboard (a lift), and keeps it from going on to the
/// window's other shortcuts. During an X11 drag, GDK grabs Escape on the root window and never
/// delivers it (GTK 4.8), so a `GrabbedKeyWatch` sees it among the X events instead. On Wayland
/// the compositor cancels a drag on Escape by itself.
@MainActor
final class DragEscapeWatch {
    private var grabbed: GrabbedKeyWatch?
    private var keys: (window: Widget, controller: EventControllerKey)?

    isolated deinit {
        stop()
    }

    /// Starts watching the window `widget` is in: `cancel` runs when Escape is pressed (it may
    /// run more than once), until `stop()`.
    func start(in widget: Widget, cancel: @escaping @MainActor () -> Void) {
        stop()
        grabbed = GrabbedKeyWatch(.escape, pressed: cancel)
        guard let window = widget.root else { return }
        let controller = EventControllerKey(capturing: true)
        controller.onKeyPressed { key, _ in
            guard key == .escape else { return false }
            cancel()
            return true
        }
        window.addController(controller)
        keys = (window, controller)
    }

    /// Stops watching.
    func stop() {
        grabbed?.stop()
        grabbed = nil
        if let keys { keys.window.removeController(keys.controller) }
        keys = nil
    }
}
