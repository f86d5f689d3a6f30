import Foundation
import DeckhandGtk
import Localization
import Playlist

/// The tracks' files, looked at off the main thread once a playlist is in and when files are
/// dropped: the tags and length of each file that is there fill in what the playlist does not
/// say, row by row as they come; a file that is not there is marked (an icon, "file missing"
/// in the row's name) and counted (in the title's subtitle, and in the status line when it has
/// no other news). Files are kept by path, so that a relinked track (or its relink undone)
/// shows what its file says.
extension PlaylistWindow {
    /// Looks at the files of `tracks` (all of the playlist's when nil) on threads of their
    /// own. A look at the whole playlist starts afresh: what earlier looks had still to hand
    /// over is dropped.
    func lookAtFiles(of tracks: [Track]? = nil) {
        let whole = tracks == nil
        if whole {
            fileLooks.forEach { $0.cancel() }
            fileLooks = []
            files = KnownFiles(countedFor: document)
            missingLookedFor = false
            missingIDs = nil
        }
        let progress = ReadProgress()
        if fileLooks.isEmpty { activity(.lookingAtFiles) }
        fileLooks.append(progress)
        // One batch a main-loop turn, however fast the files are looked at.
        let inbox = MainThreadInbox<(found: PathFindings, paths: TrackPaths, done: Bool)> { [weak self] found, paths, done in
            guard let self, !progress.isCancelled else { return }
            // The status line's idle text is not news: it is said afresh below.
            let idle = idleStatus
            files.take(found, paths: paths, of: document)
            missingIDs = nil
            if done {
                fileLooks.removeAll { $0 === progress }
                if whole { missingLookedFor = true }
                if fileLooks.isEmpty { activity(.lookedAtFiles) }
            }
            // A search may match what the files just said.
            if search.isEmpty { refreshBoundRows() } else { showTracks() }
            // Other news in the status line (the skipped lines, say) stays.
            let news = status.text == idle || status.text.hasPrefix(Self.readingTags) ? nil : status.text
            if search.isEmpty { showSummary() }
            if let news {
                status.text = news
            } else if let reading = fileLooks.first {
                // The message stays first: a status line starting with it is no news (see above).
                // TRANSLATORS: how much of the tracks' tags has been read ("45%").
                let percent = tr("%d%%", Int(reading.fraction * 100))
                status.text = "\(Self.readingTags) \(percent)"
            }
        }
        // One core is left to the window: on two cores a look on both made its frames late.
        let threads = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        let everyTrack = document.tracks
        let entries = document.entriesRevision
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

    /// Stops every look at the files (the window is going).
    func stopLookingAtFiles() {
        fileLooks.forEach { $0.cancel() }
        fileLooks = []
    }

    /// What the status line says while the files are read.
    static var readingTags: String { tr("Reading the tracks' tags…") }

    /// `track` with what its file's tags say wherever the playlist says nothing.
    func known(_ track: Track) -> Track {
        track.filled(with: files.tags(of: track))
    }

    /// What each track's file says of itself, by track, for a save to write.
    var tagsByTrack: [Track.ID: AudioTags] {
        var byTrack: [Track.ID: AudioTags] = [:]
        for track in document.tracks {
            if let read = files.tags(of: track) { byTrack[track.id] = read }
        }
        return byTrack
    }

    /// Whether `track`'s file was not there when looked at.
    func isMissing(_ track: Track) -> Bool {
        files.isMissing(track)
    }

    /// The IDs of the tracks marked missing, in ascending order, as the automation file lists
    /// them: written once per change of entries or batch, not on every frame nor on a reorder.
    var missingJSON: JSONValue {
        if let missingIDs, missingIDs.revision == document.entriesRevision { return missingIDs.json }
        let json = JSONValue.writtenNumberStrings(files.figures(of: document).missing.sorted())
        missingIDs = (document.entriesRevision, json)
        return json
    }

    /// The length of the tracks whose length is known, the files' tags included, in seconds.
    var knownTotalDuration: Double { files.figures(of: document).seconds }

    /// How many of the playlist's tracks are marked missing; nil for none.
    var missingCount: Int? {
        guard !files.missingPaths.isEmpty else { return nil }
        let count = files.figures(of: document).missing.count
        return count > 0 ? count : nil
    }

    /// What the status line says when there is no news: the missing files, or how to edit.
    var idleStatus: String {
        guard let count = missingCount else { return Self.hint }
        return trn("%d track points to a file that is not there (marked ⚠)", "%d tracks point to files that are not there (marked ⚠)", count)
    }
}
