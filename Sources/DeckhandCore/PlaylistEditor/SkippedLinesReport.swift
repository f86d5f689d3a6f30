import DeckhandGtk
import DeckhandModels
import Localization
import Playlist

/// What a playlist's read left out, one click away: a button beside the status line that says
/// how many lines were skipped and opens the list of them (line and reason), so nothing is
/// dropped without the user being told. Saving writes a clean file.
@MainActor
final class SkippedLinesReport {
    /// The button, hidden while nothing was skipped.
    let button = Button(label: "")
    /// The list of the lines, and the playlist they were skipped from.
    private var details = (text: "", name: "")

    init() {
        button.addCSSClass("flat")
        button.setActionName("win.show-skipped")
        button.tooltip = tr("Show which lines of the playlist were left out, and why")
        button.isVisible = false
    }

    /// Reports the lines left out of `model`'s playlist; none hides the report.
    func show(_ model: PlaylistEditorModel) {
        details = (model.skippedText, model.name)
        button.label = trn("Show the skipped line", "Show the %d skipped lines", model.skipped.count)
        button.isVisible = !model.skipped.isEmpty
    }

    /// Opens the list of skipped lines over `window`.
    func presentDetails(over window: ApplicationWindow) {
        guard button.isVisible else { return }
        // TRANSLATORS: the title of the list of lines left out of the playlist file %s ("mix.m3u").
        Dialogs.showMessage(over: window, title: tr("Skipped in %s", details.name), text: details.text)
    }
}
