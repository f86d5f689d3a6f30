import CDeckhandGtk

/// A `GtkLabel`: a line or paragraph of text.
@MainActor
public final class Label: Widget {
    /// Creates a label showing `text`.
    public init(_ text: String = "") {
        super.init(taking: UnsafeMutableRawPointer(gtk_label_new(text)))
        setAccessibleHidden(text.isEmpty)
    }

    /// The text shown. A label with no text is hidden from assistive technology, which would
    /// otherwise read it as "GtkLabel".
    public var text: String {
        get { String(cString: gtk_label_get_text(OpaquePointer(pointer))) }
        set {
            let wasEmpty = text.isEmpty
            gtk_label_set_text(OpaquePointer(pointer), newValue)
            if wasEmpty != newValue.isEmpty { setAccessibleHidden(newValue.isEmpty) }
        }
    }

    /// Whether long text wraps onto more lines.
    public var wraps: Bool {
        get { gtk_label_get_wrap(OpaquePointer(pointer)) != 0 }
        set { gtk_label_set_wrap(OpaquePointer(pointer), newValue ? 1 : 0) }
    }

    /// Cuts text that does not fit short with an ellipsis at the end, instead of growing.
    public func ellipsizeAtEnd() {
        gtk_label_set_ellipsize(OpaquePointer(pointer), PANGO_ELLIPSIZE_END)
    }

    /// The widest the label asks to be, in characters: wrapped text then asks for the height
    /// it has at that width, not at the width of its longest paragraph on one line.
    public var maxWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(OpaquePointer(pointer))) }
        set { gtk_label_set_max_width_chars(OpaquePointer(pointer), gint(newValue)) }
    }

    /// Keeps the label `lines` lines tall, whatever its text: longer text wraps onto at most
    /// that many lines and is cut short with an ellipsis, shorter text leaves the space, so
    /// that a change of text never moves what lies above or below.
    public func keepsHeight(ofLines lines: Int) {
        wraps = true
        ellipsizeAtEnd()
        gtk_label_set_lines(OpaquePointer(pointer), gint(lines))
        let shown = text
        text = Array(repeating: "X", count: lines).joined(separator: "\n")
        let height = measure(.vertical).natural
        text = shown
        setSizeRequest(width: -1, height: height)
    }

    /// Horizontal alignment of the text inside the label, 0 (start) to 1 (end).
    public var xAlign: Float {
        get { gtk_label_get_xalign(OpaquePointer(pointer)) }
        set { gtk_label_set_xalign(OpaquePointer(pointer), newValue) }
    }

    /// Whether the text can be selected and copied.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(OpaquePointer(pointer)) != 0 }
        set { gtk_label_set_selectable(OpaquePointer(pointer), newValue ? 1 : 0) }
    }
}
