import CDeckhandGtk

/// A strip with no height that reports its width whenever its allocation changes: placed
/// across a window, it tells the window when to change its layout for a narrow screen (what
/// libadwaita's breakpoints do from 1.4; this machine's libadwaita is 1.2).
///
/// ```swift
/// let watcher = WidthWatcher { width in row.isNarrow = width < 560 }
/// content.append(watcher)
/// ```
@MainActor
public final class WidthWatcher: Widget {
    /// Creates a watcher that calls `changed` with its new width, in logical pixels, once the
    /// layout that changed it is over (a change to widgets during a layout is lost), and only
    /// with the latest width when several changes came first.
    public init(_ changed: @escaping @MainActor (Int) -> Void) {
        super.init(taking: UnsafeMutableRawPointer(gtk_drawing_area_new()))
        expandsHorizontally = true
        setAccessibleHidden(true)
        canTarget = false
        // Owned by the signal's closure, so by the widget: the watcher works on once this
        // wrapper is gone.
        let pending = PendingWidth()
        connect("resize", { (width: Int) in
            let waiting = pending.width != nil
            pending.width = width
            guard !waiting else { return }
            MainLoop.whenIdle {
                guard let width = pending.width else { return }
                pending.width = nil
                changed(width)
            }
        } as @MainActor (Int) -> Void, trampoline: trampolinePointer(resizeTrampoline))
    }
}

/// The width a watcher reports once the layout is over.
@MainActor
private final class PendingWidth {
    var width: Int?
}

/// Trampoline for `GtkDrawingArea::resize`: `void (*)(GtkDrawingArea*, int, int, gpointer)`.
private let resizeTrampoline: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = { _, width, _, data in
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        unbox(userData, as: (@MainActor (Int) -> Void).self)?(Int(width))
    }
}
