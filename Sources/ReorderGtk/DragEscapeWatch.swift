import Gtk

/// Cancels a drag when Escape is down. GDK's X11 backend grabs Escape on the root window during
/// a drag and never delivers it (GTK 4.8), so the keyboard is read every frame while the drag
/// lasts; on Wayland the compositor cancels on Escape by itself.
@MainActor
final class DragEscapeWatch {
    private var timer: RepeatingTimer?

    /// Starts watching: `cancel` runs when Escape is pressed, until `stop()`.
    func start(cancel: @escaping @MainActor () -> Void) {
        timer = RepeatingTimer(milliseconds: 16) {
            if Keyboard.isDown(.escape) { cancel() }
            return true
        }
    }

    /// Stops watching.
    func stop() {
        timer?.stop()
        timer = nil
    }
}
