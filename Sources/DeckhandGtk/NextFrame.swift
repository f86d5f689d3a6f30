import CDeckhandGtk

/// Runs code once, right after GTK next lays out or paints a widget's window.
///
/// ```swift
/// NextFrame.run(after: table) { measureWhereTheCardsAreNow() }
/// NextFrame.run(after: table, .paint) { startSomethingThatWouldSlowTheFrame() }
/// ```
@MainActor
public enum NextFrame {
    /// A step of the window's frame.
    public enum Phase: Sendable {
        /// Widgets were measured and placed: where widgets that just moved now are.
        case layout
        /// The frame was drawn and handed to the display.
        case paint
    }

    /// Runs `body` after the next `phase` of the frame of the window `widget` is in (asking
    /// for one), or at once if the widget is not shown.
    public static func run(after widget: Widget, _ phase: Phase = .layout, _ body: @escaping @MainActor () -> Void) {
        guard let pointer = gtk_widget_get_frame_clock(widget.widget) else { return body() }
        let clock = Object(borrowing: UnsafeMutableRawPointer(pointer))
        let once = Once(clock: clock.pointer, body: body)
        let (signal, request) = switch phase {
        case .layout: ("layout", GDK_FRAME_CLOCK_PHASE_LAYOUT)
        case .paint: ("after-paint", GDK_FRAME_CLOCK_PHASE_PAINT)
        }
        // The handler holds `once`; `once` holds no reference to the clock, so a clock that
        // goes before it fires frees both.
        once.handler = clock.connect(signal, { [once] in once.fire() } as VoidHandler,
                                     trampoline: trampolinePointer(voidTrampoline), after: true)
        gdk_frame_clock_request_phase(pointer, request)
    }

    /// One run of a body, disconnected as it fires.
    private final class Once {
        let clock: UnsafeMutableRawPointer
        let body: @MainActor () -> Void
        var handler: UInt = 0

        init(clock: UnsafeMutableRawPointer, body: @escaping @MainActor () -> Void) {
            self.clock = clock
            self.body = body
        }

        @MainActor
        func fire() {
            guard handler != 0 else { return }
            g_signal_handler_disconnect(clock, gulong(handler))
            handler = 0
            body()
        }
    }
}
