import CDeckhandGtk

/// A modal question over a window (an `AdwMessageDialog`) with three answers: cancel, a
/// destructive one and a suggested one, such as "Cancel", "Discard" and "Save". The suggested
/// answer is the default (Enter); Escape or closing it cancels.
///
/// ```swift
/// QuestionDialog.ask(over: window, "Save changes?", detail: "…",
///                    cancel: "_Cancel", destructive: "_Discard", suggested: "_Save") { answer in … }
/// ```
@MainActor
public enum QuestionDialog {
    /// What the user answered.
    public enum Answer: String, Sendable {
        /// The question was put aside (the cancel button, or Escape).
        case cancel
        /// The answer that destroys something (discarding changes).
        case destructive
        /// The suggested answer (saving).
        case suggested
    }

    /// Shows the question and calls `answered` once, when it is answered; the dialog then
    /// closes. Labels may mark a mnemonic with an underscore ("_Save" answers to Alt+S).
    public static func ask(
        over parent: ApplicationWindow, _ question: String, detail: String,
        cancel: String, destructive: String, suggested: String,
        answered: @escaping @MainActor (Answer) -> Void
    ) {
        guard let created = adw_message_dialog_new(parent.typed(), question, detail) else { return }
        let message = UnsafeMutablePointer<AdwMessageDialog>(OpaquePointer(created))
        for (answer, label) in [(Answer.cancel, cancel), (.destructive, destructive), (.suggested, suggested)] {
            adw_message_dialog_add_response(message, answer.rawValue, label)
        }
        adw_message_dialog_set_response_appearance(message, Answer.destructive.rawValue, ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_response_appearance(message, Answer.suggested.rawValue, ADW_RESPONSE_SUGGESTED)
        adw_message_dialog_set_default_response(message, Answer.suggested.rawValue)
        adw_message_dialog_set_close_response(message, Answer.cancel.rawValue)
        let dialog = Object(borrowing: UnsafeMutableRawPointer(created))
        let handler: ResponseHandler = { response in
            answered(Answer(rawValue: response) ?? .cancel)
        }
        dialog.connect("response", handler, trampoline: trampolinePointer(responseTrampoline))
        // The question names the window too: in window lists, and for tests that wait for it.
        gtk_window_set_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(created)), question)
        gtk_window_set_modal(UnsafeMutablePointer<GtkWindow>(OpaquePointer(created)), 1)
        gtk_window_present(UnsafeMutablePointer<GtkWindow>(OpaquePointer(created)))
    }

    private typealias ResponseHandler = @MainActor (String) -> Void

    /// Trampoline for `response`: `void (*)(AdwMessageDialog*, const char*, gpointer)`; the
    /// dialog closes itself after it.
    private static let responseTrampoline: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = {
        _, response, data in
        let answer = response.map { String(cString: $0) } ?? ""
        nonisolated(unsafe) let userData = data
        MainActor.assumeIsolated {
            unbox(userData, as: ResponseHandler.self)?(answer)
        }
    }
}
