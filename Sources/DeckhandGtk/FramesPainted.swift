import CDeckhandGtk
import Foundation

/// Counts the frames a widget's window paints while it runs. GTK's frame clock runs only when
/// something on screen changed, so a window whose content stays still paints nothing: a
/// drag over one place that costs a frame per pointer event shows up here.
///
/// ```swift
/// let painted = FramesPainted(of: window)
/// painted.start()          // … drag …
/// painted.stop()
/// print(painted.count, painted.seconds)
/// ```
@MainActor
public final class FramesPainted {
    /// How many frames were painted while running.
    public private(set) var count = 0
    /// How long it ran (or has been running), in seconds.
    public var seconds: Double { (stopped ?? Date()).timeIntervalSince(started ?? Date()) }
    /// Whether frames are being counted.
    public var isRunning: Bool { handler != 0 }
    private let widget: Widget
    private var clock: Object?
    private var handler: UInt = 0
    private var started: Date?
    private var stopped: Date?

    /// Counts the frames `widget` is painted in.
    public init(of widget: Widget) {
        self.widget = widget
    }

    isolated deinit {
        stop()
    }

    /// Forgets what was counted and starts counting; does nothing before the widget is shown.
    public func start() {
        stop()
        count = 0
        started = Date()
        stopped = nil
        guard let pointer = gtk_widget_get_frame_clock(widget.widget) else {
            stopped = started
            return
        }
        let clock = Object(borrowing: UnsafeMutableRawPointer(pointer))
        let body: VoidHandler = { [weak self] in self?.count += 1 }
        handler = clock.connect("after-paint", body, trampoline: trampolinePointer(voidTrampoline))
        self.clock = clock
    }

    /// Stops counting; the figures stay.
    public func stop() {
        guard handler != 0, let clock else { return }
        clock.disconnect(handler)
        handler = 0
        self.clock = nil
        stopped = Date()
    }
}
