import CDeckhandGtk

/// A list of choices as GNOME apps show them: rows in a boxed list, each a title with a line
/// under it, the chosen one checked; activating a row (click, Enter or Space) chooses it.
///
/// ```swift
/// let games = ChoiceList([("Klondike", "Deal from a stock"), ("FreeCell", "Every card face up")], chosen: 0) { index in
///     print("chose", index)
/// }
/// ```
@MainActor
public final class ChoiceList: Widget {
    private var rows: [Widget] = []
    private let chosen: Int?

    /// A list of `choices`, `chosen` checked, calling `choose` with the index of the row
    /// activated.
    public init(_ choices: [(title: String, subtitle: String)], chosen: Int?, choose: @escaping @MainActor (Int) -> Void) {
        self.chosen = chosen
        super.init(taking: UnsafeMutableRawPointer(gtk_list_box_new()))
        let list = OpaquePointer(pointer)
        gtk_list_box_set_selection_mode(list, GTK_SELECTION_NONE)
        addCSSClass("boxed-list")
        for (index, choice) in choices.enumerated() {
            guard let row = adw_action_row_new() else { continue }
            let actionRow = UnsafeMutablePointer<AdwActionRow>(OpaquePointer(row))
            adw_preferences_row_set_title(UnsafeMutablePointer(OpaquePointer(row)), choice.title)
            adw_action_row_set_subtitle(actionRow, choice.subtitle)
            gtk_list_box_row_set_activatable(UnsafeMutablePointer(OpaquePointer(row)), 1)
            if index == chosen {
                let check = Icon(named: "object-select-symbolic")
                // TRANSLATORS: what a screen reader calls the check mark beside the chosen row.
                check.setAccessibleLabel(catalogue.tr("Chosen"))
                adw_action_row_add_suffix(actionRow, check.widget)
            }
            let wrapped = Widget(borrowing: UnsafeMutableRawPointer(row))
            wrapped.connect("activated", { choose(index) } as VoidHandler, trampoline: trampolinePointer(voidTrampoline))
            gtk_list_box_append(list, row)
            rows.append(wrapped)
        }
        // Enter and Space choose the focused row (a row given the focus directly is not the
        // list's cursor row, which GTK's own Enter activates). The rows are held by the
        // handler: the list, and its controller, outlive this wrapper.
        let keys = EventControllerKey()
        keys.onKeyPressed { [rows] key, _ in
            guard [.enter, .keypadEnter, .space].contains(key), let focused = rows.firstIndex(where: \.isFocus) else { return false }
            choose(focused)
            return true
        }
        addController(keys)
    }

    /// Gives the keyboard focus to the chosen row (else the first), so that the arrows move
    /// from it and Enter chooses.
    public func focusChosen() {
        let row = chosen.flatMap { rows.indices.contains($0) ? rows[$0] : nil } ?? rows.first
        _ = row?.grabFocus()
    }
}
