import CDeckhandGtk

/// An `AdwStatusPage`: a large icon, a title and a description, centred, for a view with
/// nothing to show yet (empty, loading, or an error), optionally with a widget under them.
@MainActor
public final class StatusPage: Widget {
    /// Creates an empty page.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(adw_status_page_new()))
    }

    /// The symbolic icon above the title, or nil for none.
    public var iconName: String? {
        get { adw_status_page_get_icon_name(OpaquePointer(pointer)).map { String(cString: $0) } }
        set { adw_status_page_set_icon_name(OpaquePointer(pointer), newValue) }
    }

    /// The title, in large type.
    public var title: String {
        get { adw_status_page_get_title(OpaquePointer(pointer)).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_title(OpaquePointer(pointer), newValue) }
    }

    /// The text under the title (Pango markup is not interpreted: the text is escaped).
    public var details: String {
        get { adw_status_page_get_description(OpaquePointer(pointer)).map { String(cString: $0) } ?? "" }
        set {
            guard let escaped = g_markup_escape_text(newValue, -1) else { return }
            defer { g_free(escaped) }
            adw_status_page_set_description(OpaquePointer(pointer), escaped)
        }
    }

    /// A widget under the description (a progress bar, a button).
    public func setChild(_ child: Widget) {
        adw_status_page_set_child(OpaquePointer(pointer), child.widget)
    }
}
