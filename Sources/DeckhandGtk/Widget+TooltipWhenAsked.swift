import CDeckhandGtk

/// The body of a tooltip worked out when it is about to show.
public typealias TooltipText = @MainActor () -> String?

extension Widget {
    /// Gives the widget a tooltip whose text `text` works out when the pointer rests on the
    /// widget (nil shows none).
    ///
    /// Setting `tooltip` asks the display where the pointer is, to show the new text at once:
    /// on X11 a round trip to the server, about half a millisecond. A list rebinding 200 rows
    /// that each set one paid 100 ms in a frame; a tooltip asked for costs nothing until it shows.
    ///
    /// ```swift
    /// icon.tooltipWhenAsked { [weak row] in row?.isMissing == true ? "The file is not there" : nil }
    /// ```
    public func tooltipWhenAsked(_ text: @escaping TooltipText) {
        gtk_widget_set_has_tooltip(widget, 1)
        connect("query-tooltip", text, trampoline: trampolinePointer(queryTooltipTrampoline))
    }
}

/// Trampoline for `query-tooltip`: `gboolean (*)(GtkWidget*, int x, int y, gboolean keyboard,
/// GtkTooltip*, gpointer)`.
private let queryTooltipTrampoline: @convention(c) (gpointer?, gint, gint, gboolean, OpaquePointer?, gpointer?) -> gboolean = {
    _, _, _, _, tooltip, data in
    nonisolated(unsafe) let userData = data
    nonisolated(unsafe) let shown = tooltip
    return MainActor.assumeIsolated {
        guard let shown, let text = unbox(userData, as: TooltipText.self)?() else { return 0 }
        gtk_tooltip_set_text(shown, text)
        return 1
    }
}
