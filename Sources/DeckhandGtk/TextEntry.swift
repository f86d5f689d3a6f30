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

    /// Lets the default button of the entry's window (the one Enter presses) be pressed, or,
    /// while what is typed cannot be acted on, greys it out.
    public func allowDefault(_ allowed: Bool) {
        guard let root = gtk_widget_get_root(widget).map(UnsafeMutableRawPointer.init),
              g_type_is_a(cgtk_object_type(root), gtk_window_get_type()) != 0,
              let button = gtk_window_get_default_widget(root.assumingMemoryBound(to: GtkWindow.self)) else { return }
        gtk_widget_set_sensitive(button, allowed ? 1 : 0)
    }
}
