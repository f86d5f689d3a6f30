import Foundation
import DeckhandGtk
import Localization
import Playlist

/// Find Missing Files…: asks for a folder, looks under it (off the main thread) for the files
/// of the tracks marked missing, by file name (tags break a tie), shows what it would relink,
/// and relinks them as one undoable edit.
extension PlaylistWindow {
    /// Asks where to look, then looks there.
    func findMissingFiles() {
        guard missingCount != nil else { return say(tr("No track's file is missing")) }
        FileChooser.folder(over: window, title: tr("Find Missing Files In")) { [weak self] path in
            guard let self, let path else { return }
            look(in: URL(fileURLWithPath: path, isDirectory: true))
        }
    }

    /// Stops a look for the missing files under way; what it found so far is dropped.
    func stopFindingMissingFiles() {
        guard let search = missingSearch else { return }
        search.cancel()
        missingSearch = nil
        toasts.dismiss()
        updateAvailability()
        say(tr("Stopped looking for the missing files"))
    }

    /// Looks for the missing files under `folder` on a thread of its own, saying how far it
    /// got and offering to stop (a home folder holds a great many files), then offers what it
    /// found.
    private func look(in folder: URL) {
        missingSearch?.cancel()
        let search = ReadProgress()
        missingSearch = search
        let tracks = document.tracks
        let missing = files.missingPaths
        let place = folder.path
        let looking = tr("Looking for the missing files in %s…", place)
        toasts.show(looking, button: (tr("_Stop"), "win.stop-finding"), seconds: 0)
        status.text = looking
        updateAvailability()
        // One count a main-loop turn, however fast the folder is walked.
        let counts = MainThreadInbox<Int> { [weak self] looked in
            guard let self, !search.isCancelled else { return }
            status.text = trn(
                // TRANSLATORS: %1$s is a folder's path, %2$s how many files have been looked at there ("1,500").
                "Looking for the missing files in %1$s… %2$s file looked at", "Looking for the missing files in %1$s… %2$s files looked at",
                looked, place, looked.formatted()
            )
        }
        let offer: @MainActor ([Track.ID: URL]) -> Void = { [weak self] found in
            guard let self, !search.isCancelled else { return }
            missingSearch = nil
            toasts.dismiss()
            updateAvailability()
            self.offer(found, from: folder)
        }
        Thread.detachNewThread {
            let files = DroppedAudio.audioFiles(at: folder, progress: search) { counts.post($0) }
            guard !search.isCancelled else { return }
            let found = Relinking.matches(for: tracks, missing: missing, among: files) { AudioTags.read(from: $0) }
            MainLoop.onMainThread { offer(found) }
        }
    }

    /// Shows what relinking `found` would do, and does it when asked.
    private func offer(_ found: [Track.ID: URL], from folder: URL) {
        // The tracks may have changed while the folder was searched: only those still missing.
        let tracks = document.tracks.filter { found[$0.id] != nil && isMissing($0) }
        guard !tracks.isEmpty else {
            return say(tr("None of the missing files is in %s", folder.path))
        }
        let lines = tracks.compactMap { track in
            // TRANSLATORS: a track to relink: %1$s is its title, %2$s the path of the file found for it.
            found[track.id].map { tr("%1$s  →  %2$s", known(track).displayTitle, $0.path) }
        }
        let still = (missingCount ?? 0) - tracks.count
        let count = tracks.count
        let text = lines.joined(separator: "\n") + (still > 0 ? "\n\n" + trn("%d track stays missing.", "%d tracks stay missing.", still) : "")
        let locations = Dictionary(uniqueKeysWithValues: tracks.compactMap { track in found[track.id].map { (track.id, TrackLocation.file($0)) } })
        // TRANSLATORS: %2$s is the folder the files were found in.
        status.text = trn("Found the files of %1$d track in %2$s", "Found the files of %1$d tracks in %2$s", count, count, folder.path)
        let title = trn("Relink %d track?", "Relink %d tracks?", count)
        Dialogs.show(over: window, title: title, content: Dialogs.scrollingText(text), buttons: [
            Dialogs.DialogButton(tr("_Cancel")) { [weak self] in self?.showSummary() },
            Dialogs.DialogButton(trn("_Relink %d track", "_Relink %d tracks", count), style: .suggested) { [weak self] in self?.relink(locations) },
        ])
    }

    private func relink(_ locations: [Track.ID: TrackLocation]) {
        var relinked = 0
        guard edit({ relinked = $0.relink(locations); return relinked > 0 }) else { return }
        say(trn("Relinked %d track", "Relinked %d tracks", relinked), undoable: true)
        showTracks()
        lookAtFiles(of: document.tracks.filter { locations[$0.id] != nil })
    }
}
