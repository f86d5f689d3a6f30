import CDeckhandGtk

/// An `AdwToastOverlay`: shows short notices over its child, one at a time, each for a few
/// seconds, optionally with a button that runs an action ("Undo").
///
/// ```swift
/// toasts.show("Removed 3 tracks", button: ("_Undo", "win.undo"))
/// ```
@MainActor
public final class ToastOverlay: Widget {
    /// The title of the notice shown last (it may have timed out since).
    public private(set) var lastShown = ""
    /// The notice shown last, held until the next replaces it.
    private var current: Object?

    /// Creates an overlay with nothing in it.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(adw_toast_overlay_new()))
    }

    /// The widget the notices show over.
    public func setChild(_ child: Widget) {
        adw_toast_overlay_set_child(OpaquePointer(pointer), child.widget)
    }

    /// Shows `title` for `seconds` (until dismissed when 0), with a button labelled `button.label` (a mnemonic may be
    /// marked with "_") that activates the action named `button.action`. The notice shown
    /// before goes at once: the newest replaces it rather than waiting behind it.
    public func show(_ title: String, button: (label: String, action: String)? = nil, seconds: Int = 5) {
        guard let toast = adw_toast_new(title) else { return }
        if let button {
            adw_toast_set_button_label(toast, button.label)
            adw_toast_set_action_name(toast, button.action)
        }
        adw_toast_set_timeout(toast, guint(seconds))
        if let current { adw_toast_dismiss(OpaquePointer(current.pointer)) }
        current = Object(borrowing: UnsafeMutableRawPointer(toast))
        adw_toast_overlay_add_toast(OpaquePointer(pointer), toast)
        lastShown = title
    }

    /// Takes the notice shown last away, if it is still up.
    public func dismiss() {
        if let current { adw_toast_dismiss(OpaquePointer(current.pointer)) }
        current = nil
    }
}
