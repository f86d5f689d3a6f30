import Foundation
import DeckhandGtk
import Playlist

/// The tracks' files, looked at off the main thread once a playlist is in and when files are
/// dropped: the tags and length of each file that is there fill in what the playlist does not
/// say, row by row as they come; a file that is not there is marked (an icon, "file missing"
/// in the row's name) and counted (in the title's subtitle, and in the status line when it has
/// no other news). Files are kept by path, so that a relinked track (or its relink undone)
/// shows what its file says.
extension PlaylistWindow {
    /// What one batch of a look found, by file path.
    struct FoundFiles: Sendable {
        var missing: Set<String> = []
        var present: Set<String> = []
        var tags: [String: AudioTags] = [:]
    }

    /// Looks at the files of `tracks` (all of the playlist's when nil) on threads of their
    /// own. A look at the whole playlist starts afresh: what earlier looks had still to hand
    /// over is dropped.
    func lookAtFiles(of tracks: [Track]? = nil) {
        let whole = tracks == nil
        if whole {
            fileLooks.forEach { $0.cancel() }
            fileLooks = []
            missingFiles = []
            tags = [:]
            missingLookedFor = false
            filesChanged()
        }
        let progress = ReadProgress()
        fileLooks.append(progress)
        let looked = tracks ?? document.tracks
        let deliver: @MainActor (FoundFiles, Bool) -> Void = { [weak self] found, done in
            guard let self, !progress.isCancelled else { return }
            // The status line's idle text is not news: it is said afresh below.
            let idle = idleStatus
            missingFiles.subtract(found.present)
            missingFiles.formUnion(found.missing)
            tags.merge(found.tags) { _, new in new }
            filesChanged()
            if done {
                fileLooks.removeAll { $0 === progress }
                if whole { missingLookedFor = true }
            }
            refreshBoundRows()
            // Other news in the status line (the skipped lines, say) stays.
            let news = status.text == idle || status.text.hasPrefix(Self.readingTags) ? nil : status.text
            showTracks()
            if let news {
                status.text = news
            } else if let reading = fileLooks.first {
                status.text = "\(Self.readingTags) \(Int(reading.fraction * 100))%"
            }
        }
        // One core is left to the window: on two cores a look on both made its frames late.
        let threads = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        Thread.detachNewThread {
            // Each track's path, worked out here rather than on the main thread.
            let paths = Dictionary(looked.compactMap { track -> (Track.ID, String)? in
                guard case .file(let url) = track.location else { return nil }
                return (track.id, url.path)
            }, uniquingKeysWith: { first, _ in first })
            FileCheck.look(at: looked, threads: threads, progress: progress) { batch in
                var found = FoundFiles()
                found.missing = Set(batch.missing.compactMap { paths[$0] })
                found.present = Set(batch.present.compactMap { paths[$0] })
                for (id, read) in batch.tags {
                    if let path = paths[id] { found.tags[path] = read }
                }
                MainLoop.onMainThread { deliver(found, false) }
            }
            MainLoop.onMainThread { deliver(FoundFiles(), true) }
        }
    }

    /// Stops every look at the files (the window is going).
    func stopLookingAtFiles() {
        fileLooks.forEach { $0.cancel() }
        fileLooks = []
    }

    /// What the status line says while the files are read.
    static let readingTags = "Reading the tracks' tags…"

    /// `track` with what its file's tags say wherever the playlist says nothing.
    func known(_ track: Track) -> Track {
        track.filled(with: tags(of: track))
    }

    /// What `track`'s file says of itself, once read.
    func tags(of track: Track) -> AudioTags? {
        guard !tags.isEmpty, case .file(let url) = track.location else { return nil }
        return tags[url.path]
    }

    /// What each track's file says of itself, by track, for a save to write.
    var tagsByTrack: [Track.ID: AudioTags] {
        var byTrack: [Track.ID: AudioTags] = [:]
        for track in document.tracks {
            if let read = tags(of: track) { byTrack[track.id] = read }
        }
        return byTrack
    }

    /// Whether `track`'s file was not there when looked at.
    func isMissing(_ track: Track) -> Bool {
        guard !missingFiles.isEmpty, case .file(let url) = track.location else { return false }
        return missingFiles.contains(url.path)
    }

    /// Notes that what is known of the files changed: the counts are worked out again when
    /// next asked for.
    func filesChanged() {
        fileFigures = nil
        missingIDs = nil
    }

    /// The IDs of the tracks marked missing, as the automation file lists them: written once
    /// per edit or batch, not on every frame.
    var missingJSON: JSONValue {
        if let missingIDs, missingIDs.revision == document.revision { return missingIDs.json }
        let missing = figures.missing
        let json = JSONValue.writtenNumberStrings(document.tracks.lazy.filter { missing.contains($0.id) }.map(\.id))
        missingIDs = (document.revision, json)
        return json
    }

    /// The playlist's tracks marked missing, and the length of those whose length is known
    /// (the files' tags included): worked out again only when the entries (not their order)
    /// or the files' findings changed, so a drop in a long playlist costs nothing here.
    ///
    /// - Complexity: O(*n*) in the number of tracks when worked out again.
    private var figures: (missing: Set<Track.ID>, seconds: Double) {
        if let fileFigures, fileFigures.entries == document.entriesRevision { return (fileFigures.missing, fileFigures.seconds) }
        var missing = Set<Track.ID>()
        var seconds = 0.0
        for track in document.tracks {
            if isMissing(track) { missing.insert(track.id) }
            seconds += track.duration ?? tags(of: track)?.duration ?? 0
        }
        fileFigures = (document.entriesRevision, missing, seconds)
        return (missing, seconds)
    }

    /// The length of the tracks whose length is known, the files' tags included, in seconds.
    var knownTotalDuration: Double { figures.seconds }

    /// How many of the playlist's tracks are marked missing; nil for none.
    var missingCount: Int? {
        guard !missingFiles.isEmpty else { return nil }
        let count = figures.missing.count
        return count > 0 ? count : nil
    }

    /// What the status line says when there is no news: the missing files, or how to edit.
    var idleStatus: String {
        guard let count = missingCount else { return Self.hint }
        return count == 1 ? "1 track points to a file that is not there (marked ⚠)"
            : "\(count) tracks point to files that are not there (marked ⚠)"
    }
}
