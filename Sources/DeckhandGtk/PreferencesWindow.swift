import CDeckhandGtk

/// An `AdwPreferencesWindow` of one page: titled groups of rows, each row a setting with a
/// switch (the whole row toggles it).
///
/// ```swift
/// let preferences = PreferencesWindow(over: window)
/// preferences.addGroup("Klondike", switches: [
///     PreferenceSwitch("Draw Three Cards", isOn: drawsThree) { drawsThree = $0 },
/// ])
/// preferences.present()
/// ```
@MainActor
public final class PreferencesWindow: Widget {
    private let page: UnsafeMutablePointer<AdwPreferencesPage>

    /// Creates an empty preferences window over `parent`, modal to it.
    public init(over parent: ApplicationWindow) {
        page = UnsafeMutablePointer(OpaquePointer(adw_preferences_page_new()))
        super.init(borrowing: UnsafeMutableRawPointer(adw_preferences_window_new()))
        adw_preferences_window_add(typed(), page)
        Dialogs.makeModal(widget, over: parent)
        // No search: a handful of switches.
        adw_preferences_window_set_search_enabled(typed(), 0)
    }

    /// Adds a group titled `title` holding a row for each of `switches`.
    public func addGroup(_ title: String, description: String? = nil, switches: [PreferenceSwitch]) {
        guard let created = adw_preferences_group_new() else { return }
        let group = UnsafeMutablePointer<AdwPreferencesGroup>(OpaquePointer(created))
        adw_preferences_group_set_title(group, title)
        if let description { adw_preferences_group_set_description(group, description) }
        for entry in switches {
            guard let widget = adw_action_row_new() else { continue }
            let row = UnsafeMutablePointer<AdwActionRow>(OpaquePointer(widget))
            adw_preferences_row_set_title(UnsafeMutablePointer(OpaquePointer(widget)), entry.title)
            if let subtitle = entry.subtitle { adw_action_row_set_subtitle(row, subtitle) }
            let control = Switch(isOn: entry.isOn)
            let changed = entry.changed
            // The switch itself is asked: GTK keeps it, the wrapper may be gone.
            nonisolated(unsafe) let raw = control.pointer
            control.onToggled { changed(gtk_switch_get_active(OpaquePointer(raw)) != 0) }
            adw_action_row_add_suffix(row, control.widget)
            adw_action_row_set_activatable_widget(row, control.widget)
            adw_preferences_group_add(group, widget)
        }
        adw_preferences_page_add(page, group)
    }

    /// Shows the window.
    public func present() {
        gtk_window_present(UnsafeMutablePointer<GtkWindow>(OpaquePointer(pointer)))
    }
}

/// One on/off setting in a `PreferencesWindow`.
public struct PreferenceSwitch {
    let title: String
    let subtitle: String?
    let isOn: Bool
    let changed: @MainActor (Bool) -> Void

    /// A row titled `title` (with `subtitle` under it), its switch on when `isOn`, calling
    /// `changed` with each new state.
    public init(_ title: String, subtitle: String? = nil, isOn: Bool, changed: @escaping @MainActor (Bool) -> Void) {
        self.title = title
        self.subtitle = subtitle
        self.isOn = isOn
        self.changed = changed
    }
}
