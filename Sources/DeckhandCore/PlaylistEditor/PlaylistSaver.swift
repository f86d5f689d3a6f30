import Foundation
import DeckhandGtk
import DeckhandModels
import Localization
import Playlist

/// Saving a playlist window's playlist (in place or elsewhere) and asking before closing with
/// unsaved changes: the questions and the chooser are asked here, the write runs on a thread
/// of its own, and what to ask and what a save decides is the model's
/// (`PlaylistEditorModel+Saving`).
@MainActor
final class PlaylistSaver {
    /// The files the file chooser offers.
    static var playlistFilter: FileChooser.Filter {
        (tr("Playlists (M3U, M3U8, PLS, XSPF)"), PlaylistFormat.allCases.map(\.rawValue))
    }

    private weak var editor: PlaylistWindow?

    /// Saves `editor`'s playlist.
    init(for editor: PlaylistWindow) {
        self.editor = editor
    }

    /// Saves to the playlist's file, or asks where first when it has none; `then` learns
    /// whether the playlist ended up saved.
    func save(then done: @escaping @MainActor (Bool) -> Void = { _ in }) {
        guard let model = editor?.model else { return done(false) }
        go(model.saveStep, to: nil, then: done)
    }

    /// Takes `step` of a save to `url` (the playlist's own file when nil).
    private func go(_ step: PlaylistEditorModel.SaveStep, to url: URL?, then done: @escaping @MainActor (Bool) -> Void) {
        guard let model = editor?.model else { return done(false) }
        switch step {
        case .refused: done(false)
        case .chooseWhere: saveAs(then: done)
        case .write: write(to: url, then: done)
        case .askAboutChangesOnDisk:
            ask(model.changesOnDiskQuestion, saveAnyway: { [weak self] in self?.go(model.stepAfterChangesOnDisk, to: url, then: done) }, then: done)
        case .askAboutSkippedLines:
            ask(model.skippedLinesQuestion, saveAnyway: { [weak self] in self?.write(to: url, then: done) }, then: done)
        }
    }

    /// Asks `question` before saving over the playlist's own file: Save Anyway runs
    /// `saveAnyway`, Save As asks where to save instead, Cancel saves nothing; `then` learns
    /// whether it saved, but from `saveAnyway`.
    private func ask(
        _ question: PlaylistEditorModel.Question, saveAnyway: @escaping @MainActor () -> Void,
        then done: @escaping @MainActor (Bool) -> Void
    ) {
        guard let editor else { return done(false) }
        QuestionDialog.ask(
            over: editor.window, question.title, detail: question.detail,
            cancel: tr("_Cancel"), destructive: tr("_Save Anyway"), suggested: tr("Save _As…")
        ) { [weak self] answer in
            switch answer {
            case .destructive: saveAnyway()
            case .suggested: self?.saveAs(then: done)
            case .cancel: done(false)
            }
        }
    }

    /// Asks where to save the playlist (its format follows the name's extension; M3U8 when it
    /// has none) and saves it there; `then` learns whether it was saved.
    func saveAs(then done: @escaping @MainActor (Bool) -> Void = { _ in }) {
        guard let editor, editor.model.phase.canSave else { return done(false) }
        let model = editor.model
        FileChooser.save(
            over: editor.window, title: tr("Save Playlist As"), name: model.suggestedSaveName,
            folder: model.document.url?.deletingLastPathComponent().path, filter: Self.playlistFilter
        ) { [weak self] path in
            guard let self, let editor = self.editor, let path else { return done(false) }
            let step = model.saveAsStep(for: path, exists: { FileManager.default.fileExists(atPath: $0.path) }) { url in
                editor.host?.window(showing: url).map { $0 !== editor } ?? false
            }
            switch step {
            case .write(let url): write(to: url, then: done)
            case .askAboutSkippedLines(let url): go(.askAboutSkippedLines, to: url, then: done)
            case .refused(let why):
                editor.status.text = why
                done(false)
            }
        }
    }

    /// Saves atomically to `url` (the playlist's own file when nil) on a thread of its own, so
    /// that a long playlist does not hold up the window; shows how it went. `done` learns
    /// whether the playlist is saved: not if the write failed, nor if it was edited meanwhile.
    private func write(to url: URL?, then done: @escaping @MainActor (Bool) -> Void) {
        guard let editor else { return done(false) }
        let model = editor.model
        let copy: PlaylistDocument.SaveCopy
        do {
            copy = try model.document.saveCopy(to: url, filling: editor.settings?.boolean("save-file-tags") == false ? [:] : model.tagsByTrack)
        } catch {
            editor.status.text = error.errorDescription ?? tr("The playlist could not be saved")
            return done(false)
        }
        // A save chosen while another started (or while the window asks about closing) is
        // refused, and says so: one save at a time.
        guard model.phase.beginSaving() else {
            editor.status.text = tr("%s was not saved: another save was under way. Save again in a moment.", copy.url.lastPathComponent)
            return done(false)
        }
        editor.keeper.cancelPendingWrite()
        editor.updateAvailability()
        model.saveFailure = nil
        editor.status.text = tr("Saving %s…", copy.url.lastPathComponent)
        // The writing thread holds the window only weakly: closing it mid-save frees it here.
        let finish: @MainActor (Result<FileStamp?, PlaylistError>) -> Void = { [weak self] result in
            self?.finish(copy, result, then: done)
        }
        BackgroundWrites.run {
            let result = Result { () throws(PlaylistError) in try copy.write() }
            MainLoop.onMainThread { finish(result) }
        }
    }

    /// Takes in how a save went: the document saved (unless edited meanwhile) and the kept
    /// edits forgotten, or the error shown and the edits kept again.
    private func finish(_ copy: PlaylistDocument.SaveCopy, _ result: Result<FileStamp?, PlaylistError>, then done: @MainActor (Bool) -> Void) {
        guard let editor else { return done(false) }
        let model = editor.model
        let closesNow = model.phase.saveFinished()
        switch result {
        case .failure(let error):
            editor.keepUnsavedEdits()
            editor.updateAvailability()
            editor.status.text = model.saveFailed(error.errorDescription)
            done(false)
        case .success(let stamp):
            model.saved(copy, stamp: stamp)
            editor.skippedReport.show(model)
            if model.document.hasUnsavedChanges { editor.keepUnsavedEdits() } else { editor.keeper.forget() }
            editor.host?.noteRecent(copy.url)
            editor.showTracks()
            editor.toasts.show(tr("Saved %s", copy.url.lastPathComponent))
            done(!model.document.hasUnsavedChanges)
        }
        // A close asked for during the save comes back now: it closes, or asks, as it should.
        if closesNow { editor.window.close() }
    }

    /// Asks whether to save the changes, discard them or keep the window open; saves and
    /// closes, closes, or does nothing. A save that fails to write asks again, saying why,
    /// with Save As in place of Save.
    func askBeforeClosing(after failure: String? = nil) {
        guard let editor else { return }
        // Drags still reach a window under a modal dialog: no edits while the question is up.
        editor.updateAvailability()
        let question = editor.model.closingQuestion(after: failure)
        QuestionDialog.ask(
            over: editor.window, question.title, detail: question.detail,
            cancel: tr("_Cancel"), destructive: tr("_Discard"), suggested: failure == nil ? tr("_Save") : tr("Save _As…")
        ) { [weak self] answer in
            guard let self, let editor = self.editor else { return }
            let model = editor.model
            model.phase.answered(closing: answer == .destructive)
            editor.updateAvailability()
            switch answer {
            case .cancel:
                return
            case .destructive:
                editor.keeper.forget()
                closeForGood()
            case .suggested:
                let closeIfSaved: @MainActor (Bool) -> Void = { [weak self] saved in
                    guard let self else { return }
                    if saved { return closeForGood() }
                    // Not written: say why and ask again. (Cancelled in a chooser or a
                    // question, the window just stays open.)
                    guard let failure = model.saveFailure, model.phase.closeRequested(hasUnsavedChanges: true) == .ask else { return }
                    askBeforeClosing(after: failure)
                }
                model.saveFailure = nil
                if failure == nil { save(then: closeIfSaved) } else { saveAs(then: closeIfSaved) }
            }
        }
    }

    private func closeForGood() {
        editor?.model.phase = .closing
        editor?.window.close()
    }
}
