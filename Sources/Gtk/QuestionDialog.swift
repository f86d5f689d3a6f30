import CGtk

/// A modal question over a window with three answers: cancel, a destructive one and a
/// suggested one, such as "Cancel", "Discard" and "Save". Escape or closing it cancels.
///
/// ```swift
/// QuestionDialog.ask(over: window, "Save changes?", detail: "…",
///                    cancel: "_Cancel", destructive: "_Discard", suggested: "_Save") { answer in … }
/// ```
@MainActor
public enum QuestionDialog {
    /// What the user answered.
    public enum Answer: Sendable {
        case cancel, destructive, suggested
    }

    /// Shows the question and calls `answered` once, when it is answered; the dialog then
    /// closes. Labels may mark a mnemonic with an underscore ("_Save" answers to Alt+S).
    public static func ask(
        over parent: ApplicationWindow, _ question: String, detail: String,
        cancel: String, destructive: String, suggested: String,
        answered: @escaping @MainActor (Answer) -> Void
    ) {
        guard let created = cgtk_question_dialog_new(
            parent.typed(), question, detail, cancel, destructive, suggested
        ) else { return }
        let dialog = Object(borrowing: UnsafeMutableRawPointer(created))
        let handler: ResponseHandler = { response in
            gtk_window_destroy(UnsafeMutablePointer<GtkWindow>(OpaquePointer(created)))
            switch response {
            case GTK_RESPONSE_ACCEPT.rawValue: answered(.suggested)
            case GTK_RESPONSE_REJECT.rawValue: answered(.destructive)
            default: answered(.cancel)
            }
        }
        dialog.connect("response", handler, trampoline: trampolinePointer(responseTrampoline))
        gtk_window_present(UnsafeMutablePointer<GtkWindow>(OpaquePointer(created)))
    }

    private typealias ResponseHandler = @MainActor (Int32) -> Void

    /// Trampoline for `response`: `void (*)(GtkDialog*, gint, gpointer)`.
    private static let responseTrampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, response, data in
        nonisolated(unsafe) let userData = data
        MainActor.assumeIsolated {
            unbox(userData, as: ResponseHandler.self)?(response)
        }
    }
}
