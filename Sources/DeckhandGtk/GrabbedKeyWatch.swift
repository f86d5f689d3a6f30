import CDeckhandGtk
import CDeckhandX11

/// Sees presses of a key while a grab on the root window holds it: Escape during a drag on
/// X11, which GDK grabs there and then drops instead of delivering it (GTK 4.8). It reads the
/// X events as they arrive, so it costs nothing while no key is pressed. Presses that reach the
/// application's windows are left to their key controllers, and on other backends it sees
/// nothing.
///
/// ```swift
/// let watch = GrabbedKeyWatch(.escape) { cancelTheDrag() }
/// watch.stop()
/// ```
@MainActor
public final class GrabbedKeyWatch {
    private var connection: (display: Object, handler: UInt)?
    private let pressed: @MainActor () -> Void

    /// Starts running `pressed` after every grabbed press of `key`, until `stop()` or until the
    /// watch is freed. It runs from the main loop, not while GDK is still reading the event.
    public init(_ key: Key, pressed: @escaping @MainActor () -> Void) {
        self.pressed = pressed
        guard let pointer = gdk_display_get_default(), cgtk_is_x11_display(pointer) != 0 else { return }
        let display = Object(borrowing: UnsafeMutableRawPointer(pointer))
        let body: XEventHandler = { [weak self] event in
            guard cdeckhand_x11_event_is_root_key_press(event, UInt(key.value)) != 0 else { return }
            // At the events' own priority: a stream of pointer events cannot hold it back.
            MainLoop.onMainThread { [weak self] in
                guard let self, connection != nil else { return }
                self.pressed()
            }
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
