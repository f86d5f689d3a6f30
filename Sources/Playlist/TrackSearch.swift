/// A search over tracks: every word typed must appear, ignoring case, in the track's title,
/// artist, album or file name.
///
/// ```swift
/// let search = TrackSearch("harbour blue")
/// let shown = tracks.filter(search.matches)
/// ```
public struct TrackSearch: Sendable, Equatable {
    /// The lowercased words that must all appear.
    public let words: [String]

    /// A search for the words in `text` (split on spaces); an empty text matches everything.
    public init(_ text: String) {
        words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Whether the search filters anything out at all.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether `track` has every word.
    ///
    /// - Complexity: O(*m*) in the length of the track's text.
    public func matches(_ track: Track) -> Bool {
        guard !words.isEmpty else { return true }
        let text = [track.displayTitle, track.artist ?? "", track.album ?? "", track.fileName]
            .joined(separator: "\n").lowercased()
        return words.allSatisfy(text.contains)
    }
}

extension Track {
    /// The last part of the track's path or URL.
    var fileName: String {
        switch location {
        case .file(let url), .url(let url): url.lastPathComponent
        }
    }
}
