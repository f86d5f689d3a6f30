import Foundation
import Localization

/// A change as one line of JSON, the unit of `UnsavedPlaylistStore`'s journals:
/// `{"insert":[{"file":"/music/a.flac","title":"Harbour"}],"at":3}`, `{"remove":[4,9]}`,
/// `{"move":[7,2],"to":0}`.
extension PlaylistChange {
    /// The change as a line of JSON, newline included.
    ///
    /// - Complexity: O(*k*) in the tracks or positions the change names.
    func journalLine() throws(PlaylistError) -> Data {
        let line: Line
        switch self {
        case .insert(let tracks, let position): line = Line(insert: tracks.map(Entry.init), at: position)
        case .remove(let positions): line = Line(remove: positions)
        case .move(let positions, let position): line = Line(move: positions, to: position)
        }
        do {
            return try JSONEncoder().encode(line) + Data("\n".utf8)
        } catch {
            // TRANSLATORS: %s is the system's account of the problem.
            throw PlaylistError(message: tr("a change cannot be written down: %s", error.localizedDescription))
        }
    }

    /// The change a line of JSON written by `journalLine()` holds.
    init(journalLine data: Data) throws(PlaylistError) {
        guard let line = try? JSONDecoder().decode(Line.self, from: data) else {
            throw PlaylistError(message: tr("the line is not a change Deckhand wrote"))
        }
        if let entries = line.insert, let position = line.at {
            self = .insert(try entries.map { entry throws(PlaylistError) in try entry.track() }, at: position)
        } else if let positions = line.remove {
            self = .remove(positions)
        } else if let positions = line.move, let position = line.to {
            self = .move(positions, to: position)
        } else {
            throw PlaylistError(message: tr("the line names no insert, removal or move"))
        }
    }

    /// The JSON object of one line; exactly one of its three shapes is filled in.
    private struct Line: Codable {
        var insert: [Entry]?
        var at: Int?
        var remove: [Int]?
        var move: [Int]?
        var to: Int?
    }

    /// A track without its ID: a local file by path, or a URL as written.
    private struct Entry: Codable {
        var file: String?
        var url: String?
        var title: String?
        var artist: String?
        var album: String?
        var duration: Double?
        var trackNumber: Int?

        init(_ track: Track) {
            switch track.location {
            case .file(let url): file = url.path
            case .url(let url): self.url = url.absoluteString
            }
            (title, artist, album, duration) = (track.title, track.artist, track.album, track.duration)
            trackNumber = track.trackNumber
        }

        func track() throws(PlaylistError) -> Track {
            let location: TrackLocation
            if let file {
                location = .file(URL(fileURLWithPath: file))
            } else if let url, let parsed = URL(string: url) {
                location = .url(parsed)
            } else {
                throw PlaylistError(message: tr("an inserted track has no location"))
            }
            return Track(
                id: 0, location: location, title: title, artist: artist, album: album, duration: duration, trackNumber: trackNumber
            )
        }
    }
}
