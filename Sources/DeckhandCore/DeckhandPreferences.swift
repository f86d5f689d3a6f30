import DeckhandGtk

/// The Preferences window (Ctrl+,) and what its settings do as they change: the draw mode for
/// new games, whether the card table keeps score, and whether Deckhand animates.
@MainActor
enum DeckhandPreferences {
    /// Shows the Preferences window over `window`, each switch writing its setting.
    static func show(over window: ApplicationWindow, settings: StoredSettings) {
        let preferences = PreferencesWindow(over: window)
        preferences.addGroup("Klondike", switches: [
            PreferenceSwitch(
                "Draw Three Cards", subtitle: "A click on the stock turns three cards, from the next new game",
                isOn: settings.string("draw-mode") == "three"
            ) { settings.setString("draw-mode", $0 ? "three" : "one") },
            PreferenceSwitch(
                "Keep Score", subtitle: "Show the score of the game in play in the title bar",
                isOn: settings.boolean("show-score")
            ) { settings.setBoolean("show-score", $0) },
        ])
        preferences.addGroup("Motion", switches: [
            PreferenceSwitch(
                "Animations", subtitle: "Cards settle, glide back, fly home and are dealt; off whenever the system turns animations off",
                isOn: settings.boolean("animations")
            ) { settings.setBoolean("animations", $0) },
        ])
        preferences.present()
    }

    /// Applies the animations setting now and whenever it changes.
    static func followAnimations(in settings: StoredSettings) {
        // Nothing is overridden at start: only animations turned off need telling GTK.
        if !settings.boolean("animations") { Settings.allowAnimations(false) }
        settings.onChanged("animations") { [weak settings] in
            if let settings { Settings.allowAnimations(settings.boolean("animations")) }
        }
    }
}
