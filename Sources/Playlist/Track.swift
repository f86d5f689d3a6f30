import Foundation

/// One entry of a playlist: where the audio is, and what the playlist file says about it.
public struct Track: Identifiable, Hashable, Sendable {
    /// Unique within a playlist while it is open; not stored in files.
    public let id: Int
    /// Where the audio is: a file, or a URL kept as it was written.
    public var location: TrackLocation
    public var title: String?
    public var artist: String?
    public var album: String?
    /// Length in seconds, when the file says.
    public var duration: Double?

    /// Creates a track.
    public init(
        id: Int, location: TrackLocation, title: String? = nil, artist: String? = nil,
        album: String? = nil, duration: Double? = nil
    ) {
        self.id = id
        self.location = location
        self.title = title
        self.artist = artist
        self.album = album
        self.duration = duration
    }

    /// The same entry under the ID `id` (a copy going into another playlist, or read back).
    public func numbered(_ id: Int) -> Track {
        Track(id: id, location: location, title: title, artist: artist, album: album, duration: duration)
    }

    /// The title, or else the file name without its extension.
    public var displayTitle: String {
        if let title, !title.isEmpty { return title }
        switch location {
        case .file(let url): return url.deletingPathExtension().lastPathComponent
        case .url(let url): return url.lastPathComponent.isEmpty ? url.absoluteString : url.lastPathComponent
        }
    }

    /// Whether two tracks say the same things (everything but the ID).
    public func hasSameEntry(as other: Track) -> Bool {
        location == other.location && title == other.title && artist == other.artist
            && album == other.album && duration == other.duration
    }
}

/// Where a track's audio is.
public enum TrackLocation: Hashable, Sendable {
    /// A local file, by absolute URL (relative paths in a playlist resolve against its folder).
    case file(URL)
    /// A remote or non-file URL (`http:`, `https:`, …), kept exactly as written.
    case url(URL)
}
