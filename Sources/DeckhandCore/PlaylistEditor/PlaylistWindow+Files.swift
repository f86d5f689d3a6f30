import Foundation
import DeckhandGtk
import Localization
import Playlist

/// Opening other playlists, saving this one (in place or elsewhere), and asking before
/// closing with unsaved changes.
extension PlaylistWindow {
    /// The files the file chooser offers.
    static var playlistFilter: FileChooser.Filter {
        (tr("Playlists (M3U, M3U8, PLS, XSPF)"), PlaylistFormat.allCases.map(\.rawValue))
    }

    /// Asks for playlists to open, each in its own window.
    func chooseFilesToOpen() {
        FileChooser.open(over: window, title: tr("Open Playlist"), filter: Self.playlistFilter) { [weak self] paths in
            guard !paths.isEmpty else { return }
            self?.host?.openPlaylists(paths.map { URL(fileURLWithPath: $0) })
        }
    }

    /// Saves to the playlist's file, or asks where first when it has none; `then` learns
    /// whether the playlist ended up saved.
    func save(then done: @escaping @MainActor (Bool) -> Void = { _ in }) {
        // One save at a time: the one in flight decides where the playlist lives.
        guard phase.canSave else { return done(false) }
        guard document.url != nil else { return saveAs(then: done) }
        // Another program's changes to the file would be lost: ask first.
        guard !document.fileChangedOnDisk else { return confirmReplacingChanges(then: done) }
        // Saving over a file whose read skipped lines writes it anew without them: ask first.
        guard skippedReport.lines.isEmpty else { return confirmSavingOver(nil, then: done) }
        write(to: nil, then: done)
    }

    /// Asks before saving over the playlist's file when another program changed it since it
    /// was read or saved: saves over it (asking next about the lines its read skipped, if
    /// any), asks where to save instead (the file stays as the other program left it), or
    /// saves nothing; `then` learns whether it saved.
    private func confirmReplacingChanges(then done: @escaping @MainActor (Bool) -> Void) {
        askBeforeSavingOver(
            // TRANSLATORS: a question's title; %s is the playlist file's name.
            question: tr("“%s” was changed by another program", name),
            detail: tr("Saving replaces its changes with this playlist; Save As keeps the file as it is."),
            saveAnyway: { [weak self] in
                guard let self else { return done(false) }
                if skippedReport.lines.isEmpty { write(to: nil, then: done) } else { confirmSavingOver(nil, then: done) }
            },
            then: done
        )
    }

    /// Asks `question`, `detail` under it, before saving over the playlist's own file: Save
    /// Anyway runs `saveAnyway`, Save As asks where to save instead, Cancel saves nothing;
    /// `then` learns whether it saved, but from `saveAnyway`.
    private func askBeforeSavingOver(
        question: String, detail: String, saveAnyway: @escaping @MainActor () -> Void,
        then done: @escaping @MainActor (Bool) -> Void
    ) {
        QuestionDialog.ask(
            over: window, question, detail: detail,
            cancel: tr("_Cancel"), destructive: tr("_Save Anyway"), suggested: tr("Save _As…")
        ) { [weak self] answer in
            guard let self else { return done(false) }
            switch answer {
            case .destructive: saveAnyway()
            case .suggested: saveAs(then: done)
            case .cancel: done(false)
            }
        }
    }

    /// Asks before saving over the playlist's own file (`url`, or the document's when nil)
    /// when its read skipped lines: those are not written back. Saves there, asks where to save
    /// instead (the file stays as it is), or saves nothing; `then` learns whether it saved.
    private func confirmSavingOver(_ url: URL?, then done: @escaping @MainActor (Bool) -> Void) {
        let count = skippedReport.lines.count
        let detail = skippedReport.savingLosesEntries
            ? trn(
                "Deckhand could not read %d line of it. Saved over, the file loses them, and the entries they held, for good; Save As keeps the file as it is.",
                "Deckhand could not read %d lines of it. Saved over, the file loses them, and the entries they held, for good; Save As keeps the file as it is.",
                count
            )
            : trn(
                "Deckhand could not read %d line of it. Saved over, the file loses them for good; Save As keeps the file as it is.",
                "Deckhand could not read %d lines of it. Saved over, the file loses them for good; Save As keeps the file as it is.",
                count
            )
        askBeforeSavingOver(
            question: tr("Save over “%s”?", name), detail: detail,
            saveAnyway: { [weak self] in self?.write(to: url, then: done) }, then: done
        )
    }

    /// Asks where to save the playlist (its format follows the name's extension; M3U8 when it
    /// has none) and saves it there; `then` learns whether it was saved.
    func saveAs(then done: @escaping @MainActor (Bool) -> Void = { _ in }) {
        guard phase.canSave else { return done(false) }
        // A file with lines its read skipped is kept as it is unless the user chooses it.
        let suggested = document.url.map { skippedReport.lines.isEmpty ? $0.lastPathComponent : Self.editedName(of: $0) }
            ?? tr("New Playlist") + ".m3u8"
        let folder = document.url?.deletingLastPathComponent().path
        FileChooser.save(
            over: window, title: tr("Save Playlist As"), name: suggested, folder: folder, filter: Self.playlistFilter
        ) { [weak self] path in
            guard let self, let path else { return done(false) }
            var url = URL(fileURLWithPath: path)
            if url.pathExtension.isEmpty {
                url.appendPathExtension("m3u8")
                // The chooser asked about replacing the name typed, not this one.
                guard !FileManager.default.fileExists(atPath: url.path) else {
                    status.text = tr("%s already exists. Save As again and choose it to replace it.", url.lastPathComponent)
                    return done(false)
                }
            }
            // The chooser asked about replacing the file; the lines that replacing loses, not.
            if !skippedReport.lines.isEmpty, url.standardizedFileURL == document.url?.standardizedFileURL {
                return confirmSavingOver(url, then: done)
            }
            if let other = host?.window(showing: url), other !== self {
                status.text = tr("%s is open in another window. Close it there first, or choose another name.", url.lastPathComponent)
                return done(false)
            }
            write(to: url, then: done)
        }
    }

    /// "mix (edited).xspf" for "mix.xspf": a name beside the file for an edited copy.
    static func editedName(of url: URL) -> String {
        // TRANSLATORS: a file name suggested for an edited copy of the playlist file %s ("mix").
        let edited = tr("%s (edited)", url.deletingPathExtension().lastPathComponent)
        return url.pathExtension.isEmpty ? edited : "\(edited).\(url.pathExtension)"
    }

    /// Saves atomically to `url` (the playlist's own file when nil) on a thread of its own, so
    /// that a long playlist does not hold up the window; shows how it went. `done` learns
    /// whether the playlist is saved: not if the write failed, nor if it was edited meanwhile.
    private func write(to url: URL?, then done: @escaping @MainActor (Bool) -> Void) {
        let copy: PlaylistDocument.SaveCopy
        do {
            copy = try document.saveCopy(to: url, filling: settings?.boolean("save-file-tags") == false ? [:] : tagsByTrack)
        } catch {
            status.text = error.errorDescription ?? tr("The playlist could not be saved")
            return done(false)
        }
        // A save chosen while another started (or while the window asks about closing) is
        // refused, and says so: one save at a time.
        guard phase.beginSaving() else {
            status.text = tr("%s was not saved: another save was under way. Save again in a moment.", copy.url.lastPathComponent)
            return done(false)
        }
        keeper.cancelPendingWrite()
        updateAvailability()
        saveFailure = nil
        status.text = tr("Saving %s…", copy.url.lastPathComponent)
        // The writing thread holds the window only weakly: closing it mid-save frees it here.
        let finish: @MainActor (Result<FileStamp?, PlaylistError>) -> Void = { [weak self] result in
            self?.finishSaving(copy, result, then: done)
        }
        BackgroundWrites.run {
            let result = Result { () throws(PlaylistError) in try copy.write() }
            MainLoop.onMainThread { finish(result) }
        }
    }

    /// Takes in how a save went: the document saved (unless edited meanwhile) and the kept
    /// edits forgotten, or the error shown and the edits kept again.
    private func finishSaving(
        _ copy: PlaylistDocument.SaveCopy, _ result: Result<FileStamp?, PlaylistError>, then done: @MainActor (Bool) -> Void
    ) {
        let closesNow = phase.saveFinished()
        switch result {
        case .failure(let error):
            keepUnsavedEdits()
            updateAvailability()
            let failure = error.errorDescription ?? tr("The playlist could not be saved")
            saveFailure = failure
            status.text = failure
            done(false)
        case .success(let stamp):
            document.didSave(copy, stamp: stamp)
            // The file written is clean: what the read skipped is behind it.
            skippedReport.show([], of: name)
            if document.hasUnsavedChanges {
                keepUnsavedEdits()
            } else {
                keeper.forget()
            }
            host?.noteRecent(copy.url)
            showTracks()
            toasts.show(tr("Saved %s", copy.url.lastPathComponent))
            done(!document.hasUnsavedChanges)
        }
        // A close asked for during the save comes back now: it closes, or asks, as it should.
        if closesNow { window.close() }
    }


    /// Asks whether to save the changes, discard them or keep the window open; saves and
    /// closes, closes, or does nothing. A save that fails to write asks again, saying why,
    /// with Save As in place of Save.
    func askToSaveBeforeClosing(after failure: String? = nil) {
        // Drags still reach a window under a modal dialog: no edits while the question is up.
        updateAvailability()
        var question = tr("Save changes to “%s” before closing?", name)
        var detail = tr("If you close without saving, your changes are lost.")
        if let failure {
            // TRANSLATORS: a question's title, asked when the save chosen on closing failed; %s is the file's name.
            question = tr("“%s” could not be saved", name)
            detail = failure + "\n\n" + tr("Save it somewhere else, or close without saving: your changes are lost.")
        }
        QuestionDialog.ask(
            over: window, question, detail: detail,
            cancel: tr("_Cancel"), destructive: tr("_Discard"), suggested: failure == nil ? tr("_Save") : tr("Save _As…")
        ) { [weak self] answer in
            guard let self else { return }
            phase.answered(closing: answer == .destructive)
            updateAvailability()
            switch answer {
            case .cancel:
                return
            case .destructive:
                keeper.forget()
                closeForGood()
            case .suggested:
                let closeIfSaved: @MainActor (Bool) -> Void = { [weak self] saved in
                    guard let self else { return }
                    if saved { return closeForGood() }
                    // Not written: say why and ask again. (Cancelled in a chooser or a
                    // question, the window just stays open.)
                    guard let failure = saveFailure, phase.closeRequested(hasUnsavedChanges: true) == .ask else { return }
                    askToSaveBeforeClosing(after: failure)
                }
                saveFailure = nil
                if failure == nil { save(then: closeIfSaved) } else { saveAs(then: closeIfSaved) }
            }
        }
    }

    private func closeForGood() {
        phase = .closing
        window.close()
    }
}
