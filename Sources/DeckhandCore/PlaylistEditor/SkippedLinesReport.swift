import DeckhandGtk
import Localization
import Playlist

/// What a playlist's read left out, one click away: a button beside the status line that says
/// how many lines were skipped and opens the list of them (line and reason), so nothing is
/// dropped without the user being told. Saving writes a clean file.
@MainActor
final class SkippedLinesReport {
    /// The button, hidden while nothing was skipped.
    let button = Button(label: "")
    /// The lines skipped, in file order.
    private(set) var lines: [SkippedLine] = []
    private var name = ""

    init() {
        button.addCSSClass("flat")
        button.setActionName("win.show-skipped")
        button.tooltip = tr("Show which lines of the playlist were left out, and why")
        button.isVisible = false
    }

    /// Reports `skipped`, the lines left out of the playlist `name`; none hides the report.
    func show(_ skipped: [SkippedLine], of name: String) {
        lines = skipped.sorted { $0.line < $1.line }
        self.name = name
        button.label = trn("Show the skipped line", "Show the %d skipped lines", lines.count)
        button.isVisible = !lines.isEmpty
    }

    /// Whether saving over the file would lose entries it holds that the read left out.
    var savingLosesEntries: Bool { lines.contains(where: \.leavesOutAnEntry) }

    /// What the status line says of the skipped lines, if any were.
    var summary: String? {
        guard !lines.isEmpty else { return nil }
        return trn(
            // TRANSLATORS: %1$s is the playlist's file name.
            "%1$s loaded; %2$d damaged line was left out or read in part. Saving writes a clean file.",
            "%1$s loaded; %2$d damaged lines were left out or read in part. Saving writes a clean file.",
            lines.count, name, lines.count
        )
    }

    /// Opens the list of skipped lines over `window`.
    func presentDetails(over window: ApplicationWindow) {
        guard !lines.isEmpty else { return }
        // TRANSLATORS: one skipped line of a playlist file: %1$d is its number, %2$s why it was skipped.
        let text = lines.map { tr("Line %1$d: %2$s", $0.line, $0.reason) }.joined(separator: "\n")
        // TRANSLATORS: the title of the list of lines left out of the playlist file %s ("mix.m3u").
        Dialogs.showMessage(over: window, title: tr("Skipped in %s", name), text: text)
    }
}
