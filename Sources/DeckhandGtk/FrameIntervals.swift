import CDeckhandGtk

/// Watches a widget's frame clock while running and keeps the longest interval between two
/// frames: a main-loop stall shows up as one long frame. While it runs the clock ticks every
/// frame, so measure only while something moves (a load, a drag).
///
/// ```swift
/// let frames = FrameIntervals(of: window)
/// frames.start()          // … load …
/// frames.stop()
/// print(frames.longest)   // seconds
/// ```
@MainActor
public final class FrameIntervals {
    /// The longest interval between consecutive frames seen, in seconds.
    public private(set) var longest: Double = 0
    /// How many frames were seen.
    public private(set) var count = 0
    /// Whether frames are being watched.
    public var isRunning: Bool { callbackID != 0 }

    private let widget: Widget
    private var callbackID: guint = 0
    private var lastFrameTime: Int64?

    /// Watches the frames `widget` is drawn in.
    public init(of widget: Widget) {
        self.widget = widget
    }

    isolated deinit {
        stop()
    }

    /// Forgets what was seen and starts watching.
    public func start() {
        stop()
        longest = 0
        count = 0
        lastFrameTime = nil
        let box = Unmanaged.passRetained(SignalClosure<@MainActor (Int64) -> Void>({ [weak self] time in
            self?.record(frameTime: time)
        }) as AnyObject).toOpaque()
        callbackID = gtk_widget_add_tick_callback(widget.widget, tickTrampoline, box, releaseBoxedClosure)
    }

    /// The figures so far, which start again from zero while watching goes on: the interval
    /// running now counts towards the next figures (a stall just begun is not lost).
    public func takeFigures() -> (longest: Double, count: Int) {
        defer {
            longest = 0
            count = 0
        }
        return (longest, count)
    }

    /// Stops watching; the figures stay.
    public func stop() {
        guard callbackID != 0 else { return }
        gtk_widget_remove_tick_callback(widget.widget, callbackID)
        callbackID = 0
    }

    private func record(frameTime: Int64) {
        count += 1
        if let last = lastFrameTime { longest = max(longest, Double(frameTime - last) / 1_000_000) }
        lastFrameTime = frameTime
    }
}

/// Trampoline for `GtkTickCallback`: passes the frame's time (microseconds) on.
private let tickTrampoline: GtkTickCallback = { _, clock, data in
    nonisolated(unsafe) let userData = data
    let time = Int64(gdk_frame_clock_get_frame_time(clock))
    MainActor.assumeIsolated {
        unbox(userData, as: (@MainActor (Int64) -> Void).self)?(time)
    }
    return 1
}
