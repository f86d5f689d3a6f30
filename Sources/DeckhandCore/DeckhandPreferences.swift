import DeckhandGtk
import Patience
import Localization

/// The Preferences window (Ctrl+,) and what its settings do as they change: the draw mode for
/// new games, whether they are winnable deals, whether the card table keeps score and shows
/// the time played, whether a playlist plays on and what its
/// saves write, whether a click moves cards and items, and whether Deckhand animates.
@MainActor
enum DeckhandPreferences {
    /// The pages, by the window they belong to.
    enum Page: String {
        case cardTable = "card-table"
        case playlists
        case general
    }

    /// Shows the Preferences window over `window` on `page` (the page of the window it was
    /// asked for from), each switch writing its setting.
    static func show(over window: ApplicationWindow, settings: StoredSettings, on page: Page) {
        let preferences = PreferencesWindow(over: window)
        preferences.addPage(tr("Card Table"), iconName: "applications-games-symbolic", name: Page.cardTable.rawValue)
        preferences.addGroup(GameKind.klondike.title, switches: [
            PreferenceSwitch(
                tr("Draw Three Cards"), subtitle: tr("A click on the stock turns three cards, from the next new game"),
                isOn: settings.string("draw-mode") == "three"
            ) { settings.setString("draw-mode", $0 ? "three" : "one") },
            PreferenceSwitch(
                tr("Keep Score"), subtitle: tr("Show the score of the game in play in the title bar"),
                setting: "show-score", of: settings
            ),
        ])
        preferences.addGroup(tr("Every Game"), switches: [
            PreferenceSwitch(
                tr("Show the Time"), subtitle: tr("Show how long the game in play has been played, from its first move"),
                setting: "show-timer", of: settings
            ),
        ])
        preferences.addGroup(
            tr("Winnable Deals"),
            description: tr("New games are dealt only from numbers the solver has won, found ahead in the background; Game Number… still deals any number"),
            switches: GameKind.allCases.map { kind in
                PreferenceSwitch(kind.title, subtitle: nil, isOn: settings.strings("winnable-deals").contains(kind.rawValue)) { isOn in
                    let others = settings.strings("winnable-deals").filter { $0 != kind.rawValue }
                    settings.setStrings("winnable-deals", isOn ? others + [kind.rawValue] : others)
                }
            }
        )
        preferences.addPage(tr("Playlists"), iconName: "audio-x-generic-symbolic", name: Page.playlists.rawValue)
        preferences.addGroup(tr("Playback"), switches: [
            PreferenceSwitch(
                tr("Play On"), subtitle: tr("When a track ends, play the next one in the playlist"),
                setting: "play-on", of: settings
            ),
        ])
        preferences.addGroup(tr("Saving"), switches: [
            PreferenceSwitch(
                tr("Write What the Files Say"),
                subtitle: tr("A save writes the lengths, titles and artists read from the files' tags where the playlist has none"),
                setting: "save-file-tags", of: settings
            ),
        ])
        preferences.addPage(tr("General"), iconName: "preferences-system-symbolic", name: Page.general.rawValue)
        preferences.addGroup(tr("Pointer"), switches: [
            PreferenceSwitch(
                tr("Click to Move"),
                subtitle: tr("Click a card or an item to pick it up, then click where it goes, instead of dragging; Escape puts it back"),
                setting: "click-to-move", of: settings
            ),
        ])
        preferences.addGroup(tr("Motion"), switches: [
            PreferenceSwitch(
                tr("Animations"), subtitle: tr("Cards settle, glide back, fly home and are dealt; off whenever the system turns animations off"),
                setting: "animations", of: settings
            ),
        ])
        preferences.present(showing: page.rawValue)
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
