import DeckhandGtk
import Localization

/// The keys the playlist editor answers to, as its Keyboard Shortcuts window lists them.
@MainActor
enum PlaylistShortcuts {
    static var groups: [(title: String, shortcuts: [ShortcutsWindow.Shortcut])] {
        [
            (trc("shortcuts group", "Files"), [
                ("<Control>n", tr("New playlist")), ("<Control>o", tr("Open a playlist")), ("<Control>s", tr("Save")),
                ("<Control><Shift>s", tr("Save as")), ("<Control>w", tr("Close")), ("<Control>q", tr("Quit")),
            ]),
            (trc("shortcuts group", "Editing"), [
                ("<Control>z", tr("Undo")), ("<Control><Shift>z", tr("Redo")), ("<Control>f", tr("Search (Escape clears it)")),
                ("<Alt>Up <Alt>Down", tr("Move the selection one place")), ("Delete", tr("Remove the selection")),
            ]),
            (trc("shortcuts group", "Listening"), [("<Control>space", tr("Play the selected track, or pause"))]),
            (trc("shortcuts group", "Reordering from the keyboard"), [
                ("space", tr("Pick up the focused track, or drop it")), ("Up Down", tr("Move the picked-up track")),
                ("Escape", tr("Put it back")),
            ]),
            (trc("shortcuts group", "Window"), [("<Control>question", tr("Keyboard shortcuts")), ("F1", tr("Help"))]),
        ]
    }
}
