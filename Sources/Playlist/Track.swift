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
    /// The track's number on its album, when known.
    public var trackNumber: Int?

    /// Creates a track.
    public init(
        id: Int, location: TrackLocation, title: String? = nil, artist: String? = nil,
        album: String? = nil, duration: Double? = nil, trackNumber: Int? = nil
    ) {
        self.id = id
        self.location = location
        self.title = title
        self.artist = artist
        self.album = album
        self.duration = duration
        self.trackNumber = trackNumber
    }

    /// The same entry under the ID `id` (a copy going into another playlist, or read back).
    public func numbered(_ id: Int) -> Track {
        Track(id: id, location: location, title: title, artist: artist, album: album, duration: duration, trackNumber: trackNumber)
    }

    /// The track with what `tags` (read from its file) says wherever the playlist says
    /// nothing: the playlist's own title, artist, album, number and length win.
    public func filled(with tags: AudioTags?) -> Track {
        guard let tags else { return self }
        var filled = self
        filled.title = title ?? tags.title
        filled.artist = artist ?? tags.artist
        filled.album = album ?? tags.album
        filled.duration = duration ?? tags.duration
        filled.trackNumber = trackNumber ?? tags.trackNumber
        return filled
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
            && album == other.album && duration == other.duration && trackNumber == other.trackNumber
    }
}

/// Where a track's audio is.
public enum TrackLocation: Hashable, Sendable {
    /// A local file, by absolute URL (relative paths in a playlist resolve against its folder).
    case file(URL)
    /// A remote or non-file URL (`http:`, `https:`, …), kept exactly as written.
    case url(URL)
}
