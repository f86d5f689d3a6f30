import DeckhandGtk
import Localization

/// The playlist editor's header bar: Open, the recent playlists, Save, Undo, Redo, Sort,
/// Play/Pause, the menu, the search field and the title over the playlist's figures. Below
/// 720 px the editing buttons and the search field move to a bar along the bottom of the
/// window, as phone apps have them, so that the title keeps its room.
@MainActor
final class PlaylistHeader {
    let bar = HeaderBar()
    /// The bar along the bottom of a narrow window: what the header bar has no room for.
    let bottomBar = Box(.horizontal, spacing: 6)
    /// The file's name over the number of tracks and their total length.
    let heading = WindowTitle()
    let searchEntry = SearchEntry(placeholder: tr("Search tracks"))
    /// Play, or Pause while a track plays.
    private(set) var playButton: Button?
    /// The header bar's buttons that a narrow window moves to the bottom bar.
    private var wideOnlyButtons: [Widget] = []

    /// The header bar, with `recentMenu`'s button where the application keeps one.
    init(recentMenu: Menu?) {
        bar.setTitleWidget(heading.widget)
        bar.packActionButtons([("document-open-symbolic", "win.open", tr("Open a playlist"), "<Control>o")])
        let recentButton = recentMenu.map(Self.recentButton)
        recentButton.map(bar.packStart)
        let editing = bar.packActionButtons(Self.editingButtons)
        playButton = bar.packActionButtons([
            ("media-playback-start-symbolic", "win.play-pause", tr("Play the selected track"), "<Control>space"),
        ]).first
        let orderButton = Self.orderButton()
        bar.packStart(orderButton)
        bar.packPrimaryMenu([
            (tr("New Playlist"), "win.new"),
            (trc("open a file", "Open…"), "win.open"),
            (tr("Save As…"), "win.save-as"),
            (tr("Find Missing Files…"), "win.find-missing"),
            (tr("Preferences"), "app.preferences"),
            (tr("Keyboard Shortcuts"), "win.shortcuts"),
            (tr("Help"), "win.help"),
            (tr("About Deckhand"), "win.about"),
            (tr("Close"), "win.close"),
        ])
        bar.packEnd(searchEntry)
        wideOnlyButtons = [recentButton].compactMap { $0 } + editing + [orderButton]
        bottomBar.addCSSClass("toolbar")
        recentMenu.map(Self.recentButton).map(bottomBar.append)
        for (iconName, action, name, accelerator) in Self.editingButtons {
            bottomBar.append(Button(iconName: iconName, action: action, name: name, accelerator: accelerator))
        }
        bottomBar.append(Self.orderButton())
        bottomBar.isVisible = false
    }

    /// Whether the window is laid out narrow, its editing buttons along the bottom.
    var isNarrow: Bool { bottomBar.isVisible }

    /// Moves the editing buttons and the search field to the bottom bar (`narrow`) or back.
    func fit(narrow: Bool) {
        guard narrow != isNarrow else { return }
        wideOnlyButtons.forEach { $0.isVisible = !narrow }
        bottomBar.isVisible = narrow
        if narrow {
            bar.remove(searchEntry)
            bottomBar.append(searchEntry)
        } else {
            bottomBar.remove(searchEntry)
            bar.packEnd(searchEntry)
        }
        searchEntry.expandsHorizontally = narrow
    }

    /// Tells `changed` the search field's text as it changes; Escape clears the field, then
    /// tells `stopped`. The undo keys stop at the field, even when its text has nothing to undo.
    func onSearch(_ changed: @escaping @MainActor (String) -> Void, stopped: @escaping @MainActor () -> Void) {
        searchEntry.onSearchChanged { [weak searchEntry] in changed(searchEntry?.text ?? "") }
        let keys = EventControllerKey()
        keys.onKeyPressed { key, modifiers in
            // The field's own undo had first go; what it left must not undo the playlist.
            modifiers.contains(.control) && [Key.typing("z"), Key.typing("y")].contains(key.lowercased)
        }
        searchEntry.addController(keys)
        searchEntry.onStopSearch { [weak searchEntry] in
            searchEntry?.text = ""
            stopped()
        }
    }

    /// Shows Play/Pause as what it would do now, named `name`: Pause while a track plays.
    func showPlayButton(pauses: Bool, name: String) {
        guard let playButton else { return }
        playButton.iconName = pauses ? "media-playback-pause-symbolic" : "media-playback-start-symbolic"
        playButton.tooltip = Button.tooltip(name, accelerator: "<Control>space")
        playButton.setAccessibleLabel(name)
    }

    /// Save, undo and redo: in the header bar, or along the bottom of a narrow window.
    private static var editingButtons: [(iconName: String, action: String, name: String, accelerator: String?)] {
        [
            ("document-save-symbolic", "win.save", tr("Save"), "<Control>s"),
            ("edit-undo-symbolic", "win.edit-undo", tr("Undo"), "<Control>z"),
            ("edit-redo-symbolic", "win.edit-redo", tr("Redo"), "<Control><Shift>z"),
        ]
    }

    /// A button for the recent playlists' menu.
    private static func recentButton(_ recent: Menu) -> MenuButton {
        let name = tr("Recent playlists")
        let button = MenuButton(iconName: "document-open-recent-symbolic", name: name, menu: recent)
        button.tooltip = name
        return button
    }

    /// A button for the Sort menu.
    private static func orderButton() -> MenuButton {
        let orderMenu = Menu()
        PlaylistOrderActions.menuEntries.forEach { orderMenu.append($0.label, action: $0.action) }
        let orderButton = MenuButton(iconName: "view-sort-ascending-symbolic", name: trc("sort the tracks", "Sort"), menu: orderMenu)
        orderButton.tooltip = tr("Sort, shuffle, remove duplicates")
        return orderButton
    }
}
