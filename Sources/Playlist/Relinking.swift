import Foundation

/// Where missing files went: files found elsewhere matched to the tracks whose file is not
/// there, by file name, a tie between files of one name broken by what they say of themselves.
public enum Relinking {
    /// For each track of `tracks` whose file's path is in `missing`, the one file of `found` it
    /// matches: the same file name (case aside) and, where several files share it, the one
    /// whose tags agree best with the track (title, artist, a length within two seconds).
    /// A track with no match, or a tie at the best, is left out.
    ///
    /// ```swift
    /// let moves = Relinking.matches(for: tracks, missing: gone, among: audioFiles) { AudioTags.read(from: $0) }
    /// ```
    ///
    /// - Parameter tags: what a found file says of itself; asked only to break a tie.
    /// - Complexity: O(*n* + *m*) for *n* tracks and *m* files, plus a tag read per tied file.
    public static func matches(
        for tracks: [Track], missing: Set<String>, among found: [URL], tags: (URL) -> AudioTags?
    ) -> [Track.ID: URL] {
        let byName = Dictionary(grouping: found) { $0.lastPathComponent.lowercased() }
        var read: [URL: AudioTags?] = [:]
        var matches: [Track.ID: URL] = [:]
        for track in tracks {
            guard case .file(let url) = track.location, missing.contains(url.path),
                  let candidates = byName[url.lastPathComponent.lowercased()] else { continue }
            if candidates.count == 1 {
                matches[track.id] = candidates[0]
                continue
            }
            let scored = candidates.map { candidate -> (url: URL, score: Int) in
                if read[candidate] == nil { read[candidate] = .some(tags(candidate)) }
                return (candidate, score(track, against: read[candidate] ?? nil))
            }
            let best = scored.map(\.score).max() ?? 0
            let winners = scored.filter { $0.score == best }
            if best > 0, winners.count == 1 { matches[track.id] = winners[0].url }
        }
        return matches
    }

    /// How well `tags` agree with what `track` says: a title, an artist and a length that
    /// match each count.
    private static func score(_ track: Track, against tags: AudioTags?) -> Int {
        guard let tags else { return 0 }
        var score = 0
        if let title = track.title, let other = tags.title, title.caseInsensitiveCompare(other) == .orderedSame { score += 2 }
        if let artist = track.artist, let other = tags.artist, artist.caseInsensitiveCompare(other) == .orderedSame { score += 1 }
        if let length = track.duration, let other = tags.duration, abs(length - other) <= 2 { score += 2 }
        return score
    }
}
