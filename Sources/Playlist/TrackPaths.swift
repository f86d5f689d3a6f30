import Foundation

/// Which of a playlist's tracks point to each local file, worked out once (off the main thread,
/// for a long playlist) so that what is found of a file reaches every track that names it.
///
/// ```swift
/// let paths = TrackPaths(document.tracks, entries: document.entriesRevision)
/// paths.tracks(at: "/music/a.ogg")   // [3, 17]: the file is in the playlist twice
/// ```
public struct TrackPaths: Sendable {
    /// The playlist's `entriesRevision` the paths were worked out at.
    public let entries: Int
    /// Each local track's file path.
    public let pathOfTrack: [Track.ID: String]
    private let tracksAtPath: [String: [Track.ID]]
    private let untimedAtPath: [String: Int]

    /// The paths of `tracks`, the entries of a playlist at `entries` (its `entriesRevision`).
    ///
    /// - Complexity: O(*n*) in the number of tracks.
    public init(_ tracks: [Track], entries: Int) {
        self.entries = entries
        var pathOfTrack: [Track.ID: String] = [:]
        var tracksAtPath: [String: [Track.ID]] = [:]
        var untimedAtPath: [String: Int] = [:]
        pathOfTrack.reserveCapacity(tracks.count)
        for track in tracks {
            guard case .file(let url) = track.location else { continue }
            let path = url.path
            pathOfTrack[track.id] = path
            tracksAtPath[path, default: []].append(track.id)
            if track.duration == nil { untimedAtPath[path, default: 0] += 1 }
        }
        self.pathOfTrack = pathOfTrack
        self.tracksAtPath = tracksAtPath
        self.untimedAtPath = untimedAtPath
    }

    /// The tracks that point to the file at `path`.
    public func tracks(at path: String) -> [Track.ID] {
        tracksAtPath[path] ?? []
    }

    /// How many of the tracks that point to the file at `path` have no length of their own.
    public func untimedTracks(at path: String) -> Int {
        untimedAtPath[path] ?? 0
    }

    /// What `findings` (by track) say of the files, by path.
    public func byPath(_ findings: FileFindings) -> PathFindings {
        var found = PathFindings()
        found.missing = Set(findings.missing.compactMap { pathOfTrack[$0] })
        found.present = Set(findings.present.compactMap { pathOfTrack[$0] })
        found.tracksMissing = found.missing.flatMap { tracks(at: $0) }
        found.tracksPresent = found.present.flatMap { tracks(at: $0) }
        for (id, read) in findings.tags {
            if let path = pathOfTrack[id] { found.tags[path] = read }
        }
        return found
    }
}

/// What a look at files found, by file path.
public struct PathFindings: Sendable, Equatable {
    /// The files that are not there.
    public var missing: Set<String> = []
    /// The files that are there.
    public var present: Set<String> = []
    /// What the files that are there say of themselves.
    public var tags: [String: AudioTags] = [:]
    /// Every track that points to a file not there: the tracks found, and the other tracks
    /// that name the same files.
    public var tracksMissing: [Track.ID] = []
    /// Every track that points to a file that is there.
    public var tracksPresent: [Track.ID] = []

    /// Nothing found.
    public init() {}
}
