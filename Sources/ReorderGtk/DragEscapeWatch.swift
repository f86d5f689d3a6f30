import DeckhandGtk

/// Cancels a drag or a lift when Escape is pressed. A key controller on the window sees it on
/// every backend while no grab holds the keyboard (a lift), and keeps it from going on to the
/// window's other shortcuts. During an X11 drag, GDK grabs Escape on the root window and never
/// delivers it (GTK 4.8), so the keyboard is also read every 30 ms while the watch lasts: often
/// enough to see any press of a key (which lasts longer) and for a cancel to feel immediate,
/// and seldom enough that these reads, each a round trip to the X server, cost a held drag
/// little (scripts/benchmark-card-drag). On Wayland the compositor cancels a drag on Escape by
/// itself.
@MainActor
final class DragEscapeWatch {
    private var timer: RepeatingTimer?
    private var keys: (window: Widget, controller: EventControllerKey)?

    isolated deinit {
        stop()
    }

    /// Starts watching the window `widget` is in: `cancel` runs when Escape is pressed (it may
    /// run more than once), until `stop()`.
    func start(in widget: Widget, cancel: @escaping @MainActor () -> Void) {
        stop()
        timer = RepeatingTimer(milliseconds: 30) {
            if Keyboard.isDown(.escape) { cancel() }
            return true
        }
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
        timer?.stop()
        timer = nil
        if let keys { keys.window.removeController(keys.controller) }
        keys = nil
    }
}
