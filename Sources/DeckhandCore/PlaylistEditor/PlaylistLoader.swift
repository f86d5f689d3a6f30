import Foundation
import DeckhandGtk
import Playlist

/// Reads a playlist file, or unsaved edits kept of one, on a worker thread while a progress
/// bar follows it, and hands the tracks (or what is wrong with the file) back on the main
/// thread, so a window stays responsive while 100,000 tracks load.
@MainActor
final class PlaylistLoader {
    /// What a loader reads.
    enum Source: Sendable {
        /// A playlist file.
        case file(URL)
        /// The unsaved edits `store` keeps as `entry`.
        case kept(UnsavedPlaylistStore.Entry, in: UnsavedPlaylistStore)

        /// The tracks, read now on the calling thread, with `progress` following the read.
        func read(progress: ReadProgress) throws(PlaylistError) -> LoadedPlaylist {
            switch self {
            case .file(let url):
                var skipped: [SkippedLine] = []
                // Before the read: a change made while it reads is a change since.
                let stamp = FileStamp(of: url)
                let tracks = try PlaylistFile.read(contentsOf: url, progress: progress, skipped: &skipped)
                return LoadedPlaylist(tracks: tracks, skipped: skipped, stamp: stamp)
            case .kept(let entry, let store):
                var skipped: [SkippedLine] = []
                let tracks = try store.tracks(of: entry, progress: progress, skipped: &skipped)
                // The file as the edits were made on it: saved over, it is asked about if it
                // changed since.
                return LoadedPlaylist(tracks: tracks, skipped: skipped, stamp: entry.stamp)
            }
        }
    }

    private let progress = ReadProgress()
    private var poll: RepeatingTimer?
    private var isCancelled = false

    /// Starts reading `source`, showing the progress in `bar`; `completion` gets the result unless
    /// the load is cancelled first.
    init(_ source: Source, bar: ProgressBar, completion: @escaping @MainActor (Result<LoadedPlaylist, PlaylistError>) -> Void) {
        bar.fraction = 0
        poll = RepeatingTimer(milliseconds: 50) { [progress] in
            bar.fraction = progress.fraction
            return true
        }
        let progress = progress
        // The reading thread holds the loader only weakly, so that it is freed on the main
        // thread, where it lives.
        let finish: @MainActor (Result<LoadedPlaylist, PlaylistError>) -> Void = { [weak self] result in
            guard let self, !isCancelled else { return }
            poll?.stop()
            completion(result)
        }
        // A thread of its own: a long read must not hold one of the few cooperative threads.
        Thread.detachNewThread {
            let result = Result { () throws(PlaylistError) in try source.read(progress: progress) }
            MainLoop.onMainThread { finish(result) }
        }
    }

    /// What a read gave: the tracks, the lines it left out or read in part, and how the
    /// playlist's file stood when it was read.
    struct LoadedPlaylist: Sendable {
        let tracks: [Track]
        let skipped: [SkippedLine]
        let stamp: FileStamp?
    }

    /// Stops the read (it gives up within a few thousand lines); its result is dropped.
    func cancel() {
        isCancelled = true
        progress.cancel()
        poll?.stop()
    }
}
