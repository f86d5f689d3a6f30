import Foundation
import DeckhandGtk
import DeckhandModels
import Localization
import Playlist

/// The tracks' files, looked at off the main thread once a playlist is in and when files are
/// dropped: the tags and length of each file that is there fill in what the playlist does not
/// say, row by row as they come; a file that is not there is marked (an icon, "file missing"
/// in the row's name) and counted (in the title's subtitle, and in the status line when it has
/// no other news). What is found goes to the model (`PlaylistEditorModel.take`), by path, so
/// that a relinked track (or its relink undone) shows what its file says.
@MainActor
final class FileLooks {
    private weak var editor: PlaylistWindow?
    /// The looks under way.
    private var looks: [ReadProgress] = []
    /// Whether the window has said that no tags can be read (TagLib is not installed).
    private var saidTagsUnreadable = false

    /// Looks at the files of `editor`'s tracks.
    init(for editor: PlaylistWindow) {
        self.editor = editor
    }

    /// Whether a look is under way.
    var areUnderWay: Bool { !looks.isEmpty }

    /// Looks at the files of `tracks` (all of the playlist's when nil) on threads of their
    /// own. A look at the whole playlist starts afresh: what earlier looks had still to hand
    /// over is dropped.
    func look(at tracks: [Track]? = nil) {
        guard let editor else { return }
        let whole = tracks == nil
        if whole {
            stop()
            editor.model.startLookingAtEveryFile()
        }
        if !saidTagsUnreadable, let reason = AudioTags.unavailableReason {
            saidTagsUnreadable = true
            // TRANSLATORS: TagLib is the library that reads audio files' tags; %s is the system's reason it could not be loaded.
            editor.say(tr("No file's tags or length can be read: TagLib could not be loaded (%s)", reason))
        }
        let progress = ReadProgress()
        if looks.isEmpty { editor.activity(.lookingAtFiles) }
        looks.append(progress)
        // One batch a main-loop turn, however fast the files are looked at.
        let inbox = MainThreadInbox<(found: PathFindings, paths: TrackPaths, done: Bool)> { [weak self] found, paths, done in
            guard let self, !progress.isCancelled else { return }
            if done { looks.removeAll { $0 === progress } }
            take(found, paths: paths, lastOfWholeLook: done && whole)
            if done, looks.isEmpty { self.editor?.activity(.lookedAtFiles) }
        }
        // One core is left to the window: on two cores a look on both made its frames late.
        let threads = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        let everyTrack = editor.model.document.tracks
        let entries = editor.model.document.entriesRevision
        Thread.detachNewThread {
            // The paths of the whole playlist, worked out here rather than on the main thread:
            // what is found of a file reaches every track that names it.
            let paths = TrackPaths(everyTrack, entries: entries)
            FileCheck.look(at: tracks ?? everyTrack, threads: threads, progress: progress) { batch in
                inbox.post((paths.byPath(batch), paths, false))
            }
            inbox.post((PathFindings(), paths, true))
        }
    }

    /// Stops every look (a new look at the whole playlist starts, or the window is going).
    func stop() {
        looks.forEach { $0.cancel() }
        looks = []
    }

    /// Shows a batch: the rows, the figures, and how far the tags have been read while the
    /// status line has no other news (the skipped lines, say, stay).
    private func take(_ found: PathFindings, paths: TrackPaths, lastOfWholeLook: Bool) {
        guard let editor else { return }
        let model = editor.model
        // The status line's idle text is not news: it is said afresh.
        let news = model.isIdle(editor.status.text) ? nil : editor.status.text
        model.take(found, paths: paths, lastOfWholeLook: lastOfWholeLook)
        // A search may match what the files just said.
        if model.search.isEmpty {
            editor.rows.refresh()
            editor.showSummary()
        } else {
            editor.showTracks()
        }
        if let news {
            editor.status.text = news
        } else if let reading = looks.first {
            editor.status.text = PlaylistEditorModel.readingTags(reading.fraction)
        }
    }
}
