import DeckhandGtk
import Localization

/// The card table's header bar: hint, new game, restart, undo and redo, the heading in the
/// middle and the primary menu, each button bound to the window's action of the same name.
@MainActor
struct CardTableHeaderBar {
    let bar = HeaderBar()
    /// The title: the game's number, score, moves and time.
    let heading = Label("")
    /// The buttons a narrow window (a phone's) leaves to the menu and keys: Restart and Redo.
    let wideOnlyButtons: [Widget]
    /// The primary menu, whose items follow the game on the table.
    let menu: Menu

    /// A header bar whose menu starts with `menuItems`.
    init(menuItems: [(label: String, action: String)]) {
        heading.addCSSClass("score")
        // On a narrow window the heading gives way to the buttons.
        heading.ellipsizeAtEnd()
        bar.setTitleWidget(heading)
        let buttons = bar.packActionButtons([
            ("document-new-symbolic", "win.new", tr("New game"), "<Control>n"),
            ("view-refresh-symbolic", "win.restart", tr("Restart this game"), nil),
            ("edit-undo-symbolic", "win.undo", tr("Undo"), "<Control>z"),
            ("edit-redo-symbolic", "win.redo", tr("Redo"), "<Control><Shift>z"),
        ])
        wideOnlyButtons = [buttons[1], buttons[3]]
        menu = bar.packPrimaryMenu(menuItems)
        // With the game's buttons, which keeps the two ends of the bar alike in width: the
        // title stays centred down to a phone's width.
        let hint = Button(iconName: "dialog-information-symbolic", name: tr("Hint"))
        hint.setActionName("win.hint")
        hint.tooltip = Button.tooltip(tr("Hint"), accelerator: "h")
        bar.packStart(hint)
    }
}
