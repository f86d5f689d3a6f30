import Foundation
import DeckhandGtk
import DeckhandModels
import Localization
import Playlist

/// Find Missing Files…: asks for a folder, looks under it (off the main thread) for the files
/// of the tracks marked missing, by file name (tags break a tie), shows what it would relink
/// (`RelinkOffer`), and relinks them as one undoable edit.
@MainActor
final class MissingFilesFinder {
    private weak var editor: PlaylistWindow?
    /// The look under way, while it walks the folder.
    private var search: ReadProgress?

    /// Finds the missing files of `editor`'s tracks.
    init(for editor: PlaylistWindow) {
        self.editor = editor
    }

    /// Stops a look under way without a word (the window is going).
    func cancel() {
        search?.cancel()
        search = nil
    }

    /// Asks where to look, then looks there.
    func chooseFolder() {
        guard let editor else { return }
        guard editor.model.missingCount != nil else { return editor.say(tr("No track's file is missing")) }
        FileChooser.folder(over: editor.window, title: tr("Find Missing Files In")) { [weak self] path in
            guard let self, let path else { return }
            look(in: URL(fileURLWithPath: path, isDirectory: true))
        }
    }

    /// Stops a look under way, saying so; what it found so far is dropped.
    func stop() {
        guard search != nil else { return }
        cancel()
        end()
        editor?.say(tr("Stopped looking for the missing files"))
    }

    /// Looks for the missing files under `folder` on a thread of its own, saying how far it
    /// got and offering to stop (a home folder holds a great many files), then offers what it
    /// found.
    private func look(in folder: URL) {
        guard let editor else { return }
        self.search?.cancel()
        let search = ReadProgress()
        self.search = search
        editor.model.isFindingMissing = true
        let tracks = editor.model.document.tracks
        let missing = editor.model.files.missingPaths
        let place = folder.path
        let looking = tr("Looking for the missing files in %s…", place)
        editor.toasts.show(looking, button: (tr("_Stop"), "win.stop-finding"), seconds: 0)
        editor.status.text = looking
        editor.updateAvailability()
        // One count a main-loop turn, however fast the folder is walked.
        let counts = MainThreadInbox<Int> { [weak self] looked in
            guard let editor = self?.editor, !search.isCancelled else { return }
            editor.status.text = trn(
                // TRANSLATORS: %1$s is a folder's path, %2$s how many files have been looked at there ("1,500").
                "Looking for the missing files in %1$s… %2$s file looked at", "Looking for the missing files in %1$s… %2$s files looked at",
                looked, place, looked.formatted()
            )
        }
        let offer: @MainActor ([Track.ID: URL]) -> Void = { [weak self] found in
            guard let self, !search.isCancelled else { return }
            end()
            self.offer(found, from: folder)
        }
        Thread.detachNewThread {
            let files = DroppedAudio.audioFiles(at: folder, progress: search) { counts.post($0) }
            guard !search.isCancelled else { return }
            let found = Relinking.matches(for: tracks, missing: missing, among: files) { AudioTags.read(from: $0) }
            MainLoop.onMainThread { offer(found) }
        }
    }

    /// Ends the look: its notice goes, Find Missing Files can be used again.
    private func end() {
        search = nil
        editor?.model.isFindingMissing = false
        editor?.toasts.dismiss()
        editor?.updateAvailability()
    }

    /// Shows what relinking `found` would do, and does it when asked.
    private func offer(_ found: [Track.ID: URL], from folder: URL) {
        guard let editor else { return }
        guard let offer = RelinkOffer(found, from: folder, in: editor.model) else {
            return editor.say(RelinkOffer.noneFound(in: folder))
        }
        editor.status.text = offer.status
        Dialogs.show(over: editor.window, title: offer.title, content: Dialogs.scrollingText(offer.text), buttons: [
            Dialogs.DialogButton(tr("_Cancel")) { [weak editor] in editor?.showSummary() },
            Dialogs.DialogButton(offer.button, style: .suggested) { [weak self] in self?.relink(offer.locations) },
        ])
    }

    private func relink(_ locations: [Track.ID: TrackLocation]) {
        guard let editor else { return }
        var relinked = 0
        guard editor.edit({ relinked = $0.relink(locations); return relinked > 0 }) else { return }
        editor.say(RelinkOffer.relinked(relinked), undoable: true)
        editor.fileLooks.look(at: editor.model.document.tracks.filter { locations[$0.id] != nil })
    }
}
