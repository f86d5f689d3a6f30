import Foundation

/// What looks at a playlist's files found, by file path (so that a track relinked elsewhere,
/// or its relink undone, shows what its file says), and the figures a playlist's header shows:
/// its tracks whose file is missing and its known length. The figures are kept up batch by
/// batch rather than counted again, which a long playlist would take long to do on every batch.
///
/// ```swift
/// var files = KnownFiles()
/// files.take(batch, paths: paths, of: document)   // each batch of a look, on the main thread
/// files.figures(of: document).missing.count       // tracks whose file is not there
/// ```
public struct KnownFiles: Sendable {
    /// The files found not there.
    public private(set) var missingPaths: Set<String> = []
    /// What the files found there say of themselves.
    public private(set) var tagsByPath: [String: AudioTags] = [:]
    /// The figures at a playlist's `entriesRevision`, once counted.
    private var counted: (entries: Int, figures: Figures)?
    /// The latest paths taken with a batch: a count at their revision need not work paths out.
    private var paths: TrackPaths?

    /// A playlist's tracks whose file is missing, and its known length.
    public struct Figures: Sendable, Equatable {
        /// The tracks whose file was found not there.
        public var missing: Set<Track.ID> = []
        /// The tracks' lengths added up, where the playlist or the file's tags give one, in seconds.
        public var seconds = 0.0

        /// No track missing, no length known.
        public init(missing: Set<Track.ID> = [], seconds: Double = 0) {
            self.missing = missing
            self.seconds = seconds
        }
    }

    /// Nothing known of any file.
    public init() {}

    /// Nothing known of any file, with the figures of `document` (its own lengths) counted, so
    /// that the batches of a look at its files keep them up from the first.
    ///
    /// - Complexity: O(*n*) in the number of tracks.
    public init(countedFor document: PlaylistDocument) {
        // Room for every file missing at once: a set of paths grown batch by batch hashes
        // each path again at every growth.
        missingPaths.reserveCapacity(document.tracks.count)
        _ = figures(of: document)
    }

    /// Whether `track`'s file was found not there.
    public func isMissing(_ track: Track) -> Bool {
        guard !missingPaths.isEmpty, case .file(let url) = track.location else { return false }
        return missingPaths.contains(url.path)
    }

    /// What `track`'s file says of itself, once read.
    public func tags(of track: Track) -> AudioTags? {
        guard !tagsByPath.isEmpty, case .file(let url) = track.location else { return nil }
        return tagsByPath[url.path]
    }

    /// Takes what a batch of a look found (`paths.byPath` of it). With `paths` worked out from
    /// `document` as it is now, the figures are kept up from the batch alone; otherwise they
    /// are counted afresh when next asked for.
    ///
    /// - Complexity: O(*b*) in the batch's findings and the tracks they concern, when `paths`
    ///   are current.
    public mutating func take(_ batch: PathFindings, paths: TrackPaths, of document: PlaylistDocument) {
        if paths.entries == document.entriesRevision, var kept = counted, kept.entries == paths.entries {
            // Let go first, so that the figures are changed in place and not copied whole.
            counted = nil
            kept.figures.missing.formUnion(batch.tracksMissing)
            kept.figures.missing.subtract(batch.tracksPresent)
            for (path, read) in batch.tags {
                let gained = (read.duration ?? 0) - (tagsByPath[path]?.duration ?? 0)
                kept.figures.seconds += Double(paths.untimedTracks(at: path)) * gained
            }
            counted = kept
        } else {
            counted = nil
        }
        self.paths = paths
        missingPaths.subtract(batch.present)
        missingPaths.formUnion(batch.missing)
        tagsByPath.merge(batch.tags) { _, new in new }
    }

    /// Notes that the file at `path` was found not there outside a look (as it was about to
    /// play); the figures are counted afresh when next asked for.
    public mutating func noteMissing(_ path: String) {
        guard missingPaths.insert(path).inserted else { return }
        counted = nil
    }

    /// The figures of `document`: kept up by `take`, counted again only when its entries (not
    /// their order) changed since.
    ///
    /// - Complexity: O(*n*) in the number of tracks when counted again, O(1) otherwise.
    public mutating func figures(of document: PlaylistDocument) -> Figures {
        if let counted, counted.entries == document.entriesRevision { return counted.figures }
        let known = paths?.entries == document.entriesRevision ? paths?.pathOfTrack : nil
        let looked = !missingPaths.isEmpty || !tagsByPath.isEmpty
        var figures = Figures()
        for track in document.tracks {
            let path: String? = if !looked { nil } else if let known { known[track.id] }
                else if case .file(let url) = track.location { url.path } else { nil }
            if let path, missingPaths.contains(path) { figures.missing.insert(track.id) }
            figures.seconds += track.duration ?? path.flatMap { tagsByPath[$0]?.duration } ?? 0
        }
        counted = (document.entriesRevision, figures)
        return figures
    }
}
