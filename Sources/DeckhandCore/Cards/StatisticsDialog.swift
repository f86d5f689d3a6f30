import DeckhandGtk
import Localization

/// The statistics of Klondike games as a dialog: games played and won, the win rate, the best
/// score and the winning streaks, in two aligned columns, with Reset and Close.
@MainActor
enum StatisticsDialog {
    /// Shows `statistics` over `window`; Reset runs `reset`.
    static func show(_ statistics: GameStore.Statistics, over window: ApplicationWindow, reset: @escaping @MainActor () -> Void) {
        // TRANSLATORS: the share of games won, as a percentage ("50%"); %d is the number.
        let winRate = tr("%d%%", statistics.winRate)
        let rows: [(String, String)] = [
            (tr("Games played"), "\(statistics.played)"),
            (tr("Games won"), "\(statistics.won)"),
            (tr("Win rate"), winRate),
            (tr("Best score"), "\(statistics.bestScore)"),
            (tr("Current winning streak"), "\(statistics.currentStreak)"),
            (tr("Longest winning streak"), "\(statistics.longestStreak)"),
        ]
        let table = Box(.vertical, spacing: 8)
        table.addCSSClass("statistics")
        for (name, value) in rows {
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
        Dialogs.show(over: window, title: tr("Statistics"), content: table, buttons: [
            Dialogs.DialogButton(tr("_Reset"), style: .destructive, handler: reset),
            Dialogs.DialogButton(tr("_Close"), style: .suggested),
        ])
    }
}
