import DeckhandGtk
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
        button.tooltip = "Show which lines of the playlist were left out, and why"
        button.isVisible = false
    }

    /// Reports `skipped`, the lines left out of the playlist `name`; none hides the report.
    func show(_ skipped: [SkippedLine], of name: String) {
        lines = skipped.sorted { $0.line < $1.line }
        self.name = name
        button.label = lines.count == 1 ? "Show the skipped line" : "Show the \(lines.count) skipped lines"
        button.isVisible = !lines.isEmpty
    }

    /// Whether saving over the file would lose entries it holds that the read left out.
    var savingLosesEntries: Bool { lines.contains(where: \.leavesOutAnEntry) }

    /// What the status line says of the skipped lines, if any were.
    var summary: String? {
        guard !lines.isEmpty else { return nil }
        let count = lines.count == 1 ? "1 damaged line was" : "\(lines.count) damaged lines were"
        return "\(name) loaded; \(count) left out or read in part. Saving writes a clean file."
    }

    /// Opens the list of skipped lines over `window`.
    func presentDetails(over window: ApplicationWindow) {
        guard !lines.isEmpty else { return }
        let text = lines.map { "Line \($0.line): \($0.reason)" }.joined(separator: "\n")
        Dialogs.showMessage(over: window, title: "Skipped in \(name)", text: text)
    }
}
