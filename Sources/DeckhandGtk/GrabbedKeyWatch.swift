import CDeckhandGtk
import CDeckhandX11

/// Sees presses of a key while GDK's X11 backend holds it grabbed and drops it: Escape during a
/// drag, which GDK grabs on the root window and never delivers as an event (GTK 4.8). It reads
/// the X events as they arrive, so it costs nothing while no key is pressed. On other backends
/// it sees nothing; there the keys reach the window's key controllers.
///
/// ```swift
/// let watch = GrabbedKeyWatch(.escape) { cancelTheDrag() }
/// watch.stop()
/// ```
@MainActor
public final class GrabbedKeyWatch {
    private var connection: (display: Object, handler: UInt)?

    /// Starts running `pressed` on every press of `key` until `stop()` or until the watch is freed.
    public init(_ key: Key, pressed: @escaping @MainActor () -> Void) {
        guard let pointer = gdk_display_get_default(), cgtk_is_x11_display(pointer) != 0 else { return }
        let display = Object(borrowing: UnsafeMutableRawPointer(pointer))
        let body: XEventHandler = { event in
            if cdeckhand_x11_event_is_key_press(event, UInt(key.value)) != 0 { pressed() }
        }
        connection = (display, display.connect("xevent", body, trampoline: trampolinePointer(xeventTrampoline)))
    }

    isolated deinit {
        stop()
    }

    /// Stops watching; does nothing if already stopped.
    public func stop() {
        guard let connection else { return }
        connection.display.disconnect(connection.handler)
        self.connection = nil
    }
}

/// What a watch does with each X event; it never stops GDK from handling the event too.
private typealias XEventHandler = @MainActor (UnsafeRawPointer?) -> Void

/// Trampoline for GdkX11Display's `xevent`: `gboolean (*)(GdkX11Display*, gpointer, gpointer)`.
private let xeventTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, event, data in
    nonisolated(unsafe) let xevent = event
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        unbox(userData, as: XEventHandler.self)?(UnsafeRawPointer(xevent))
    }
    return 0
}
