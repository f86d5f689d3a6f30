import CDeckhandGtk

/// A `GtkSearchEntry`: a text field for a search, telling when its text settles and when
/// Escape asks to stop searching.
@MainActor
public final class SearchEntry: Widget {
    /// Creates an empty entry showing `placeholder` while empty.
    public init(placeholder: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_search_entry_new()))
        cgtk_object_set_string(pointer, "placeholder-text", placeholder)
        // The placeholder is not a name: a screen reader would call the field "text".
        setAccessibleLabel(placeholder)
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(OpaquePointer(pointer))) }
        set { gtk_editable_set_text(OpaquePointer(pointer), newValue) }
    }

    /// Runs `handler` when the text has changed and typing has paused.
    public func onSearchChanged(_ handler: @escaping VoidHandler) {
        connect("search-changed", handler, trampoline: trampolinePointer(voidTrampoline))
    }

    /// Runs `handler` when the user presses Escape in the entry.
    public func onStopSearch(_ handler: @escaping VoidHandler) {
        connect("stop-search", handler, trampoline: trampolinePointer(voidTrampoline))
    }
}
