import CDeckhandGtk

/// A toplevel window: an `AdwApplicationWindow` for a libadwaita application (its title bar
/// is part of its content), a `GtkApplicationWindow` for a plain one, or a plain `GtkWindow`.
@MainActor
public final class ApplicationWindow: Widget {
    /// What holds the title bar, the child and the bottom bars in an `AdwApplicationWindow`,
    /// one above the other, and changes their layout with the window's width.
    private let adaptive: AdaptiveBin?
    /// What holds the child and the bottom bars in a plain window that has bottom bars.
    private var plainStack: AdaptiveBin?
    private var titlebar: Widget?
    private var child: Widget?
    private var bottomBars: [Widget] = []
    private var overlays: [Widget] = []

    /// Creates a window for `application`. GTK owns toplevels; the wrapper holds a reference too.
    public init(application: Application) {
        if application.isAdwaita {
            adaptive = AdaptiveBin(stacking: [])
            super.init(borrowing: UnsafeMutableRawPointer(adw_application_window_new(application.typed())))
        } else {
            adaptive = nil
            super.init(borrowing: UnsafeMutableRawPointer(gtk_application_window_new(application.typed())))
        }
    }

    /// Creates a plain toplevel `GtkWindow` that belongs to no application, for dialogs, tests
    /// and tools that run GTK without one.
    public init() {
        adaptive = nil
        super.init(borrowing: UnsafeMutableRawPointer(gtk_window_new()))
    }

    private var window: UnsafeMutablePointer<GtkWindow> { typed() }

    /// The title the window manager shows.
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// The window's only child (under the title bar, above any bottom bars), in place of the
    /// one before.
    public func setChild(_ child: Widget) {
        self.child = child
        restack()
    }

    /// The widget shown as the title bar, in place of the one before.
    public func setTitlebar(_ bar: Widget) {
        guard adaptive != nil else { return gtk_window_set_titlebar(window, bar.widget) }
        titlebar = bar
        restack()
    }

    /// Adds `bar` along the bottom of the window, under the child and the bars added before
    /// (as `AdwToolbarView`'s bottom bars in libadwaita 1.4): a status line, a view switcher.
    /// The window holds it beside its child rather than in a box of its own, so that what
    /// lies in the child is no deeper. The child fills the height the bars leave when it
    /// expands vertically (`expandsVertically`); otherwise it keeps its natural height. Add a
    /// plain window's bars before it is shown: the first one moves its child into a new stack.
    ///
    /// ```swift
    /// window.setChild(content)
    /// window.addBottomBar(statusLine)
    /// ```
    public func addBottomBar(_ bar: Widget) {
        bottomBars.append(bar)
        restack()
    }

    /// Lays `overlay` over the child, on top of the overlays added before, where its alignment
    /// puts it (as `GtkOverlay`'s overlays): a banner, a notice. The child has the pointer
    /// wherever the overlay is hidden or does not reach, and lies no deeper for it, unlike in a
    /// `GtkOverlay`. Add a plain window's overlays before it is shown, as its bottom bars.
    ///
    /// ```swift
    /// let banner = Label("You won")
    /// banner.horizontalAlignment = .center
    /// banner.verticalAlignment = .center
    /// window.addOverlay(banner)
    /// ```
    public func addOverlay(_ overlay: Widget) {
        overlays.append(overlay)
        restack()
    }

    /// Puts the title bar, the child, the bottom bars and the overlays in their places.
    private func restack() {
        let rows = [titlebar, child].compactMap { $0 } + bottomBars
        if let adaptive {
            adaptive.stack(rows, overlays: overlays, over: child)
            if adw_application_window_get_content(typed()) == nil {
                adw_application_window_set_content(typed(), adaptive.widget)
            }
            return
        }
        if plainStack == nil, !bottomBars.isEmpty || !overlays.isEmpty {
            // The child leaves the window before the stack takes it.
            gtk_window_set_child(window, nil)
            let stack = AdaptiveBin(stacking: [])
            plainStack = stack
            gtk_window_set_child(window, stack.widget)
        }
        if let plainStack {
            plainStack.stack(rows, overlays: overlays, over: child)
        } else if gtk_window_get_child(window) != child?.widget {
            gtk_window_set_child(window, child?.widget)
        }
    }

    /// Whether the title bar, the child and the bottom bars of a libadwaita window fit it as
    /// last laid out (none of them clipped for want of room); always true for a plain window.
    public var contentFits: Bool { !(adaptive?.isClipping ?? false) }

    /// Lays the window's title bar, child and bottom bars out for each width the window is given, as
    /// libadwaita 1.4's breakpoints do: `layOut` hears the width before they are measured and
    /// allocated at it, and the window's minimum size is `minimumSize` (340 by 294 by default:
    /// a phone's 360 px less a window's shadow on X11), which the narrowest layout must fit,
    /// so that a phone's screen takes the window at once (`AdaptiveBin`). Only a libadwaita
    /// application's window adapts (its content holds the title bar); a plain GTK window keeps
    /// its layout.
    ///
    /// ```swift
    /// let window = ApplicationWindow()
    /// let redo = Button(label: "Redo")
    /// window.setChild(redo)
    /// window.adapt { width in redo.isVisible = width >= 560 }
    /// ```
    public func adapt(minimumSize: (width: Int, height: Int) = (340, 294), _ layOut: @escaping @MainActor (_ width: Int) -> Void) {
        adaptive?.adapt(minimumSize: minimumSize, layOut)
    }

    /// Size of the window when first shown.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, gint(width), gint(height))
    }

    /// The size the window has when it is neither maximised nor full screen: GTK keeps it up
    /// to date as the user resizes the window, so it is the size to remember.
    public var defaultSize: (width: Int, height: Int) {
        var width: gint = 0
        var height: gint = 0
        gtk_window_get_default_size(window, &width, &height)
        return (Int(width), Int(height))
    }

    /// Whether the window is maximised; setting it maximises or restores the window (before it
    /// is shown too: it then opens maximised).
    public var isMaximized: Bool {
        get { gtk_window_is_maximized(window) != 0 }
        set { newValue ? gtk_window_maximize(window) : gtk_window_unmaximize(window) }
    }

    /// Whether the window fills the screen with no title bar (F11 in GNOME apps); setting it
    /// asks the window manager to make it so or to restore it.
    public var isFullscreen: Bool {
        get { gtk_window_is_fullscreen(window) != 0 }
        set { newValue ? gtk_window_fullscreen(window) : gtk_window_unfullscreen(window) }
    }

    /// Shows the window and raises it.
    /// An `AdwApplicationWindow` given no title bar gets a plain header bar here, so that it
    /// can be moved and closed.
    public func present() {
        if adaptive != nil, titlebar == nil { setTitlebar(HeaderBar()) }
        gtk_window_present(window)
    }

    /// Closes and destroys the window.
    public func destroy() { gtk_window_destroy(window) }

    /// The widget with the keyboard focus in the window, if any.
    public var focusedWidget: Widget? {
        gtk_window_get_focus(window).map { Widget(borrowing: UnsafeMutableRawPointer($0)) }
    }

    /// Asks the window to close, as its close button does: `onCloseRequest` handlers may keep
    /// it open.
    public func close() { gtk_window_close(window) }

    /// Runs `handler` when something asks the window to close; it returns true to keep the
    /// window open (to ask about unsaved changes first, say).
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> UInt {
        connect("close-request", handler, trampoline: trampolinePointer(closeRequestTrampoline))
    }

    /// Offset of the window's widget origin inside its surface (client-side shadows), in pixels.
    public var surfaceOffset: (x: Double, y: Double) {
        var x = 0.0
        var y = 0.0
        gtk_native_get_surface_transform(OpaquePointer(pointer), &x, &y)
        return (x, y)
    }

    /// The X11 window id, or 0 when not on X11 or not yet realized.
    public var x11WindowID: UInt {
        UInt(cgtk_surface_xid(gtk_native_get_surface(OpaquePointer(pointer))))
    }

    /// The clock that paces this window's frames, once it is realized.
    public var frameClock: FrameClock? {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return nil }
        return FrameClock(borrowing: UnsafeMutableRawPointer(clock))
    }
}

/// Trampoline for `close-request`: `gboolean (*)(GtkWindow*, gpointer)`.
private let closeRequestTrampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
    nonisolated(unsafe) let userData = data
    return MainActor.assumeIsolated {
        (unbox(userData, as: (@MainActor () -> Bool).self)?() ?? false) ? 1 : 0
    }
}

/// A `GdkFrameClock`: tells when a window lays out and paints a frame.
@MainActor
public final class FrameClock: Object {
    /// Runs `handler` after every painted frame, when layout is final.
    @discardableResult
    public func onAfterPaint(_ handler: @escaping VoidHandler) -> UInt {
        connect("after-paint", handler, trampoline: trampolinePointer(voidTrampoline))
    }

    /// Runs `handler` as every frame begins, before its animations, layout and painting (a
    /// frame may lay out without painting: see `onPaint`).
    @discardableResult
    public func onBeforePaint(_ handler: @escaping VoidHandler) -> UInt {
        connect("before-paint", handler, trampoline: trampolinePointer(voidTrampoline))
    }

    /// Runs `handler` when a frame paints, after its layout.
    @discardableResult
    public func onPaint(_ handler: @escaping VoidHandler) -> UInt {
        connect("paint", handler, trampoline: trampolinePointer(voidTrampoline))
    }

    /// Asks for a frame that lays the window out again, even if nothing queued a resize.
    public func requestLayout() {
        gdk_frame_clock_request_phase(OpaquePointer(pointer), GDK_FRAME_CLOCK_PHASE_LAYOUT)
    }
}

extension ApplicationWindow {
    /// Opens `uri` in the app the desktop chooses for it (`help:` URIs in Yelp, `https:` in the
    /// browser), over this window; `failed` runs with GIO's reason if no app could open it.
    ///
    /// ```swift
    /// window.show(uri: "help:deckhand/spider") { reason in print(reason) }
    /// ```
    public func show(uri: String, failed: @escaping @MainActor (String) -> Void) {
        let box = Unmanaged.passRetained(SignalClosure(failed) as AnyObject).toOpaque()
        // A window not on screen yet has no handle to give the app: it opens on its own.
        let parent = gtk_widget_get_realized(widget) != 0 ? window : nil
        gtk_show_uri_full(parent, uri, guint32(GDK_CURRENT_TIME), nil, shownTrampoline, box)
    }
}

/// Finishes `gtk_show_uri_full` and hands a failure to the `SignalClosure` it was given, which
/// it then releases: GIO calls it exactly once.
private let shownTrampoline: GAsyncReadyCallback = { source, result, data in
    nonisolated(unsafe) let userData = data
    defer { releaseBoxedClosure(data) }
    var error: UnsafeMutablePointer<GError>?
    let shown = gtk_show_uri_full_finish(UnsafeMutablePointer<GtkWindow>(OpaquePointer(source)), result, &error) != 0
    let message = error.map { String(cString: $0.pointee.message) }
    g_clear_error(&error)
    guard !shown else { return }
    MainActor.assumeIsolated {
        let reason = message ?? catalogue.tr("no app could open it")
        unbox(userData, as: (@MainActor (String) -> Void).self)?(reason)
    }
}
