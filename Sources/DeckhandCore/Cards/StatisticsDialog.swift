import DeckhandGtk
import DeckhandModels
import Localization

/// One game's statistics as a dialog titled with the game's name: games played and won, the
/// win rate, the best score (for a game that keeps one) and the winning streaks, in two
/// aligned columns, with Reset and Close.
@MainActor
enum StatisticsDialog {
    /// Shows the `statistics` of the game called `game` over `window`, with its best score if
    /// `scored`; Reset runs `reset`.
    static func show(
        _ statistics: GameStatistics, of game: String, scored: Bool, over window: ApplicationWindow,
        reset: @escaping @MainActor () -> Void
    ) {
        // TRANSLATORS: the share of games won, as a percentage ("50%"); %d is the number.
        let winRate = tr("%d%%", statistics.winRate)
        let rows: [(String, String)?] = [
            (tr("Games played"), "\(statistics.played)"),
            (tr("Games won"), "\(statistics.won)"),
            (tr("Win rate"), winRate),
            scored ? (tr("Best score"), "\(statistics.bestScore)") : nil,
            (tr("Current winning streak"), "\(statistics.currentStreak)"),
            (tr("Longest winning streak"), "\(statistics.longestStreak)"),
        ]
        let table = Box(.vertical, spacing: 8)
        table.addCSSClass("statistics")
        for case let (name, value)? in rows {
            let row = Box(.horizontal, spacing: 24)
            let nameLabel = Label(name)
            nameLabel.xAlign = 0
            nameLabel.expandsHorizontally = true
            let valueLabel = Label(value)
            valueLabel.xAlign = 1
            valueLabel.addCSSClass("numeric")
            row.append(nameLabel)
            row.append(valueLabel)
            table.append(row)
        }
        table.setSizeRequest(width: 300, height: -1)
        // TRANSLATORS: a dialog's title; %s is the game's name ("FreeCell").
        Dialogs.show(over: window, title: tr("%s Statistics", game), content: table, buttons: [
            Dialogs.DialogButton(tr("_Reset"), style: .destructive, handler: reset),
            Dialogs.DialogButton(tr("_Close"), style: .suggested),
        ])
    }
}
