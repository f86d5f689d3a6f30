import CDeckhandGtk

/// A `GtkEntry`: a one-line text field. Enter in it presses its dialog's default button.
///
/// ```swift
/// let number = TextEntry(name: "Game number", digitsOnly: true)
/// Dialogs.show(over: window, title: "Game Number", content: number, buttons: [
///     Dialogs.DialogButton("_Deal", style: .suggested) { print(number.text) },
/// ])
/// ```
@MainActor
public final class TextEntry: Widget {
    /// An empty field named `name` for assistive technology; with `digitsOnly`, on-screen
    /// keyboards offer digits.
    public init(name: String, digitsOnly: Bool = false) {
        super.init(taking: UnsafeMutableRawPointer(gtk_entry_new()))
        gtk_entry_set_activates_default(pointer.assumingMemoryBound(to: GtkEntry.self), 1)
        if digitsOnly { gtk_entry_set_input_purpose(pointer.assumingMemoryBound(to: GtkEntry.self), GTK_INPUT_PURPOSE_DIGITS) }
        setAccessibleLabel(name)
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(OpaquePointer(pointer))) }
        set { gtk_editable_set_text(OpaquePointer(pointer), newValue) }
    }

    /// Runs `handler` whenever the text changes, by typing or by `text`.
    @discardableResult
    public func onChanged(_ handler: @escaping VoidHandler) -> UInt {
        connect("changed", handler, trampoline: trampolinePointer(voidTrampoline))
    }

    /// Whether the default button of the entry's window (the one Enter presses) can be
    /// pressed: false while what is typed cannot be acted on, which greys the button out.
    public var allowsDefault: Bool {
        get { defaultButton.map { gtk_widget_get_sensitive($0) != 0 } ?? false }
        set { defaultButton.map { gtk_widget_set_sensitive($0, newValue ? 1 : 0) } }
    }

    private var defaultButton: UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget).map(UnsafeMutableRawPointer.init),
              g_type_is_a(cgtk_object_type(root), gtk_window_get_type()) != 0 else { return nil }
        return gtk_window_get_default_widget(root.assumingMemoryBound(to: GtkWindow.self))
    }
}
