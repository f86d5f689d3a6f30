import CDeckhandGtk

/// An `AdwPreferencesWindow`: pages (a switcher along the top picks one) of titled groups of
/// rows, each row a setting with a switch (the whole row toggles it).
///
/// ```swift
/// let preferences = PreferencesWindow(over: window)
/// preferences.addPage("Card Table", iconName: "applications-games-symbolic", name: "cards")
/// preferences.addGroup("Klondike", switches: [
///     PreferenceSwitch("Draw Three Cards", isOn: drawsThree) { drawsThree = $0 },
/// ])
/// preferences.present(showing: "cards")
/// ```
@MainActor
public final class PreferencesWindow: Widget {
    /// The page groups go to: the one added last.
    private var page: UnsafeMutablePointer<AdwPreferencesPage>?
    /// The name of the page added last.
    private var pageName = ""
    /// Each page's first row, by page name: it has the focus when its page is shown first.
    private var firstRows: [String: UnsafeMutablePointer<GtkWidget>] = [:]

    /// Creates an empty preferences window over `parent`, modal to it.
    public init(over parent: ApplicationWindow) {
        super.init(borrowing: UnsafeMutableRawPointer(adw_preferences_window_new()))
        Dialogs.makeModal(widget, over: parent)
        // No search: a handful of switches.
        adw_preferences_window_set_search_enabled(typed(), 0)
        gtk_window_set_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(pointer)), catalogue.tr("Preferences"))
    }

    /// Adds a page titled `title` with the symbolic icon `iconName` (the switcher shows both),
    /// which `present(showing:)` knows as `name`; the groups added next go on it.
    public func addPage(_ title: String, iconName: String, name: String) {
        guard let created = adw_preferences_page_new() else { return }
        let added = UnsafeMutablePointer<AdwPreferencesPage>(OpaquePointer(created))
        adw_preferences_page_set_title(added, title)
        adw_preferences_page_set_icon_name(added, iconName)
        adw_preferences_page_set_name(added, name)
        adw_preferences_window_add(typed(), added)
        page = added
        pageName = name
    }

    /// Adds a group titled `title` holding a row for each of `switches`, on the page added
    /// last (on a page of its own if none was).
    public func addGroup(_ title: String, description: String? = nil, switches: [PreferenceSwitch]) {
        if page == nil { addPage(catalogue.tr("Preferences"), iconName: "preferences-system-symbolic", name: "preferences") }
        guard let page else { return }
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
            if firstRows[pageName] == nil { firstRows[pageName] = widget }
        }
        adw_preferences_page_add(page, group)
    }

    /// Shows the window on the page named `name` (the first page when nil), its first row
    /// focused: the keyboard starts at the settings, not at the page switcher.
    public func present(showing name: String? = nil) {
        if let name { adw_preferences_window_set_visible_page_name(typed(), name) }
        gtk_window_present(UnsafeMutablePointer<GtkWindow>(OpaquePointer(pointer)))
        let shown = adw_preferences_window_get_visible_page_name(typed()).map { String(cString: $0) } ?? pageName
        if let row = firstRows[shown] { gtk_widget_grab_focus(row) }
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

    /// A row titled `title` (with `subtitle` under it) whose switch shows and sets the boolean
    /// setting `key` of `settings`.
    @MainActor
    public init(_ title: String, subtitle: String? = nil, setting key: String, of settings: StoredSettings) {
        self.init(title, subtitle: subtitle, isOn: settings.boolean(key)) { settings.setBoolean(key, $0) }
    }
}
