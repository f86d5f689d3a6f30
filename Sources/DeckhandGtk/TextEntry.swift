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
}
