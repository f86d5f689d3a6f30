import Foundation

/// An order to sort a playlist's tracks in, as a music player's "Sort by" menu offers.
///
/// Names compare as a file manager does (case and accents aside, digits by value: "Track 2"
/// before "Track 10"); tracks that lack the field go last; ties keep the playlist's order.
/// Give it tracks with their files' tags filled in (`Track.filled(with:)`) to sort by those.
///
/// ```swift
/// document.reorder(to: TrackOrder.artist.ids(of: document.tracks))
/// ```
public enum TrackOrder: String, CaseIterable, Sendable {
    /// By artist, then album, then track number, then title.
    case artist
    /// By album, then track number, then title.
    case album
    /// By title (the file name for a track without one).
    case title
    /// By track number, then album, then title.
    case trackNumber
    /// Shortest first; tracks of unknown length last.
    case length
    /// By where the audio is: the file's path, or the URL.
    case path

    /// The IDs of `tracks` in this order.
    ///
    /// - Complexity: O(*n* log *n*) comparisons.
    public func ids(of tracks: [Track]) -> [Track.ID] {
        let keys = tracks.enumerated().map { (offset: $0.offset, id: $0.element.id, fields: fields(of: $0.element)) }
        return keys.sorted { left, right in
            for (a, b) in zip(left.fields, right.fields) {
                let result = Self.compare(a, b)
                if result != .orderedSame { return result == .orderedAscending }
            }
            return left.offset < right.offset
        }.map(\.id)
    }

    /// The values the order compares, most significant first.
    private func fields(of track: Track) -> [Field] {
        let artist = Field(track.artist), album = Field(track.album), title = Field(track.displayTitle)
        let number = track.trackNumber.map { Field.number(Double($0)) } ?? .missing
        switch self {
        case .artist: return [artist, album, number, title]
        case .album: return [album, number, title]
        case .title: return [title]
        case .trackNumber: return [number, album, title]
        case .length: return [track.duration.map(Field.number) ?? .missing]
        case .path:
            switch track.location {
            case .file(let url): return [Field(url.path)]
            case .url(let url): return [Field(url.absoluteString)]
            }
        }
    }

    /// One compared value: text (folded once, before sorting), a number, or nothing (which
    /// sorts last).
    private enum Field: Equatable {
        case text([UInt32])
        case number(Double)
        case missing

        init(_ text: String?) {
            guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                self = .missing
                return
            }
            let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            self = .text(folded.unicodeScalars.map(\.value))
        }
    }

    private static func compare(_ a: Field, _ b: Field) -> ComparisonResult {
        switch (a, b) {
        case (.text(let x), .text(let y)): return naturalOrder(x, y)
        case (.number(let x), .number(let y)): return x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame)
        case (.missing, .missing): return .orderedSame
        case (.missing, _), (.text, .number): return .orderedDescending
        case (_, .missing), (.number, .text): return .orderedAscending
        }
    }

    /// Folded text in order, a run of digits by its value: "track 2" before "track 10".
    private static func naturalOrder(_ x: [UInt32], _ y: [UInt32]) -> ComparisonResult {
        let zero = UInt32(UInt8(ascii: "0")), nine = UInt32(UInt8(ascii: "9"))
        func isDigit(_ scalar: UInt32) -> Bool { scalar >= zero && scalar <= nine }
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                // The runs' values: leading zeros aside, the longer is larger, else digit by digit.
                var endX = i, endY = j
                while endX < x.count, isDigit(x[endX]) { endX += 1 }
                while endY < y.count, isDigit(y[endY]) { endY += 1 }
                let runX = x[i..<endX].drop { $0 == zero }, runY = y[j..<endY].drop { $0 == zero }
                if runX.count != runY.count { return runX.count < runY.count ? .orderedAscending : .orderedDescending }
                for (a, b) in zip(runX, runY) where a != b { return a < b ? .orderedAscending : .orderedDescending }
                (i, j) = (endX, endY)
            } else {
                if x[i] != y[j] { return x[i] < y[j] ? .orderedAscending : .orderedDescending }
                i += 1
                j += 1
            }
        }
        if x.count - i == y.count - j { return .orderedSame }
        return x.count - i < y.count - j ? .orderedAscending : .orderedDescending
    }
}

extension PlaylistDocument {
    /// The tracks that point where an earlier track already does: what "Remove Duplicates"
    /// removes, keeping each first.
    ///
    /// - Complexity: O(*n*) in the number of tracks.
    public var duplicateIDs: Set<Track.ID> {
        var seen = Set<TrackLocation>()
        return Set(tracks.filter { !seen.insert($0.location).inserted }.map(\.id))
    }
}
