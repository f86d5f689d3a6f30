import DeckhandGtk
import DeckhandModels
import Patience
import Localization

/// The card table's dialogs: Game Number…, Select Game…, the rules where no help viewer
/// starts, and the keyboard shortcuts. Each tells its choice through a closure; the window
/// acts on it.
@MainActor
enum CardTableDialogs {
    /// Asks for a game number of `kind`, starting from `current`, and hands `deal` the number
    /// chosen. What is wrong with what is typed shows under it, as GNOME's dialogs say it, and
    /// Deal is greyed out meanwhile.
    static func askForGameNumber(of kind: GameKind, current: UInt64, over window: ApplicationWindow, deal: @escaping @MainActor (UInt64) -> Void) {
        let box = Box(.vertical, spacing: 12)
        let explanation = wrappedLabel(GameNumber.explanation(for: kind))
        let entry = TextEntry(name: tr("Game number"), digitsOnly: true)
        entry.text = String(current)
        let problem = wrappedLabel("")
        problem.addCSSClass("error")
        problem.isVisible = false
        box.append(explanation)
        box.append(entry)
        box.append(problem)
        // TRANSLATORS: a dialog's title; %s is the game's name ("FreeCell").
        Dialogs.show(over: window, title: tr("%s Game Number", kind.title), content: box, buttons: [
            Dialogs.DialogButton(tr("_Cancel")),
            // The entry, held here: the dialog may be gone by the time the button's handler runs.
            Dialogs.DialogButton(trc("game number dialog button", "_Deal"), style: .suggested) { [entry] in
                if let number = GameNumber(typed: entry.text) { deal(number.value) }
            },
        ])
        entry.onChanged { [weak entry, problem] in
            guard let entry else { return }
            let text = entry.text
            entry.allowDefault(GameNumber(typed: text) != nil)
            problem.text = GameNumber.problem(with: text)
            if problem.text.isEmpty { entry.removeCSSClass("error") } else { entry.addCSSClass("error") }
            problem.isVisible = !problem.text.isEmpty
            entry.setAccessibleDescription(problem.text)
        }
        _ = entry.grabFocus()
    }

    private static func wrappedLabel(_ text: String) -> Label {
        let label = Label(text)
        label.wraps = true
        label.maxWidthChars = 40
        label.xAlign = 0
        return label
    }

    /// Lists the games, `current` checked; choosing one hands it to `play`. Returns the
    /// dialog, which the caller closes once a game is chosen.
    static func chooseGame(current: GameKind, over window: ApplicationWindow, play: @escaping @MainActor (GameKind) -> Void) -> ApplicationWindow {
        let games = ChoiceList(GameKind.allCases.map { ($0.title, $0.summary) }, chosen: GameKind.allCases.firstIndex(of: current)) { index in
            play(GameKind.allCases[index])
        }
        let dialog = Dialogs.show(over: window, title: tr("Select Game"), content: games, buttons: [Dialogs.DialogButton(tr("_Cancel"))])
        games.focusChosen()
        return dialog
    }

    /// The rules of `kind`, one click from the menu: its page of the help, or the rules in a
    /// dialog where no help viewer is installed.
    static func showRules(of kind: GameKind, over window: ApplicationWindow) {
        HelpBook.open(kind.helpPage, over: window) { [weak window] _ in
            guard let window else { return }
            let text = kind.rules.split(separator: "\n").joined(separator: "\n\n")
            // TRANSLATORS: a dialog's title; %s is the game's name ("FreeCell").
            Dialogs.show(over: window, title: tr("%s Rules", kind.title), content: Dialogs.scrollingText(text), buttons: [
                Dialogs.DialogButton(tr("_Close"), style: .suggested),
            ])
        }
    }

    /// The card table's keyboard shortcuts, in GTK's shortcuts window.
    static func showShortcuts(over window: ApplicationWindow) {
        ShortcutsWindow.show(over: window, groups: [
            (trc("shortcuts group", "Game"), [
                ("<Control>n", tr("New game")), ("<Control>o", tr("Select the game to play")),
                ("<Control>g", tr("Deal a game by its number")), ("<Control>z", tr("Undo, or go back to the game a new one replaced")),
                ("<Control><Shift>z", tr("Redo")), ("h", tr("Hint")), ("a", tr("Send every card that can go to the foundations")),
            ]),
            (tr("Playing from the keyboard"), [
                ("Left Right Up Down", tr("Move the ring between piles and cards")),
                ("space", tr("Pick up the cards in the ring, deal, or drop")), ("Escape", tr("Put picked-up cards back")),
            ]),
            (trc("shortcuts group", "Window"), [
                ("<Control>question", tr("Keyboard shortcuts")), ("F1", tr("Help")),
                ("F11", tr("Fill the screen, or leave it")),
                ("<Control>w", tr("Close the window")), ("<Control>q", tr("Quit")),
            ]),
        ])
    }
}
