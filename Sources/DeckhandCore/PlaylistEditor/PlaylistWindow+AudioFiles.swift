import Foundation
import DeckhandGtk
import Playlist

/// The tracks' files, looked at off the main thread once a playlist is in and when files are
/// dropped: the tags and length of each file that is there fill in what the playlist does not
/// say, row by row as they come; a file that is not there is marked (an icon, "file missing"
/// in the row's name) and counted (in the title's subtitle, and in the status line when it has
/// no other news).
extension PlaylistWindow {
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
        }
        let progress = ReadProgress()
        fileLooks.append(progress)
        let looked = tracks ?? document.tracks
        let files = Dictionary(looked.compactMap { track -> (Track.ID, URL)? in
            guard case .file(let url) = track.location else { return nil }
            return (track.id, url)
        }, uniquingKeysWith: { first, _ in first })
        let deliver: @MainActor (FileFindings, Bool) -> Void = { [weak self] found, done in
            guard let self, !progress.isCancelled else { return }
            // The status line's idle text is not news: it is said afresh below.
            let idle = idleStatus
            missingFiles.subtract(found.present.compactMap { files[$0] })
            missingFiles.formUnion(found.missing.compactMap { files[$0] })
            for (id, read) in found.tags {
                if let url = files[id] { tags[url] = read }
            }
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
        Thread.detachNewThread {
            FileCheck.look(at: looked, progress: progress) { batch in MainLoop.onMainThread { deliver(batch, false) } }
            MainLoop.onMainThread { deliver(FileFindings(), true) }
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
        return tags[url]
    }

    /// What each track's file says of itself, by track, for a save to write.
    var tagsByTrack: [Track.ID: AudioTags] {
        var byTrack: [Track.ID: AudioTags] = [:]
        for track in document.tracks {
            if let read = tags(of: track) { byTrack[track.id] = read }
        }
        return byTrack
    }

    /// The length of the tracks whose length is known, the files' tags included, in seconds.
    var knownTotalDuration: Double {
        document.tracks.reduce(0) { $0 + ($1.duration ?? tags(of: $1)?.duration ?? 0) }
    }

    /// Whether `track`'s file was not there when looked at.
    func isMissing(_ track: Track) -> Bool {
        guard !missingFiles.isEmpty, case .file(let url) = track.location else { return false }
        return missingFiles.contains(url)
    }

    /// How many of the playlist's tracks are marked missing; nil for none.
    var missingCount: Int? {
        guard !missingFiles.isEmpty else { return nil }
        let count = document.tracks.reduce(0) { $0 + (isMissing($1) ? 1 : 0) }
        return count > 0 ? count : nil
    }

    /// What the status line says when there is no news: the missing files, or how to edit.
    var idleStatus: String {
        guard let count = missingCount else { return Self.hint }
        return count == 1 ? "1 track points to a file that is not there (marked ⚠)"
            : "\(count) tracks point to files that are not there (marked ⚠)"
    }
}
