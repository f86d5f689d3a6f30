import Foundation
import Localization

/// M3U and M3U8: one location per line, optionally preceded by `#EXTINF:<seconds>,<Artist - Title>`.
enum M3UCoding {
    /// The tracks `text` lists, locations relative to `folder`, numbered from `nextID`.
    static func read(
        _ text: String, folder: URL?, nextID: inout Int, progress: ReadProgress? = nil,
        skipped: inout [SkippedLine]
    ) throws(PlaylistError) -> [Track] {
        var tracks: [Track] = []
        let folder = TrackLocationCoding.Folder(folder)
        var pending: (line: Int, duration: Double?, artist: String?, title: String?)?
        let lines = PlaylistText.lines(of: text)
        for (offset, rawLine) in lines.enumerated() {
            if offset % PlaylistText.linesPerProgressReport == 0, let progress {
                progress.reportParsed(offset, of: lines.count)
                if progress.isCancelled { throw PlaylistError(message: ReadProgress.cancelledMessage) }
            }
            let line = rawLine.trimmingSpaces()
            let number = offset + 1
            if line.isEmpty { continue }
            // Stream tags before any track: a stream's segment list. After tracks, a stray tag.
            if line.hasPrefix("#EXT-X-"), tracks.isEmpty {
                let tag = line.prefix { $0 != ":" }
                // TRANSLATORS: %s is the HLS tag the file holds ("#EXT-X-VERSION").
                throw PlaylistError(line: number, message: tr("this is an HLS stream playlist (%s): its lines are a stream's segments, not tracks", tag))
            }
            if line.hasPrefix("#EXTINF:") {
                if let unused = pending {
                    skipped.append(SkippedLine(line: unused.line, reason: tr("this #EXTINF has no track after it, only another #EXTINF")))
                }
                let (parsed, problem) = info(String(line.dropFirst("#EXTINF:".count)), line: number)
                if let problem { skipped.append(SkippedLine(line: number, reason: problem)) }
                pending = parsed
            } else if line.hasPrefix("#") {
                continue
            } else {
                let location: TrackLocation
                do throws(TrackLocationCoding.InvalidURL) {
                    guard let read = try TrackLocationCoding.location(line, relativeTo: folder) else { continue }
                    location = read
                } catch {
                    skipped.append(SkippedLine(line: number, reason: error.reason, leavesOutAnEntry: true))
                    pending = nil
                    continue
                }
                tracks.append(Track(
                    id: nextID, location: location, title: pending?.title, artist: pending?.artist,
                    duration: pending?.duration
                ))
                nextID += 1
                pending = nil
            }
        }
        if let pending {
            skipped.append(SkippedLine(line: pending.line, reason: tr("this #EXTINF has no track after it")))
        }
        return tracks
    }

    /// `#EXTINF:123,Artist - Title` after the colon: seconds (or -1), attributes, then the
    /// name; what is damaged is left out and said (the track after it is kept either way).
    private static func info(
        _ text: String, line: Int
    ) -> (info: (line: Int, duration: Double?, artist: String?, title: String?), problem: String?) {
        guard let comma = text.firstIndex(of: ",") else {
            // TRANSLATORS: %s is what follows #EXTINF: on the line; keep #EXTINF as it is.
            let problem = tr("#EXTINF '%s' has no comma between the length and the title: the track after it is kept without them", text.prefix(20))
            return ((line, nil, nil, nil), problem)
        }
        let lengthField = text[..<comma].split(separator: " ").first.map(String.init) ?? ""
        let seconds = Double(lengthField).flatMap { $0.isFinite ? $0 : nil }
        // TRANSLATORS: %s is the length #EXTINF gives; keep #EXTINF as it is.
        let problem = seconds == nil ? tr("#EXTINF length '%s' is not a number of seconds: the track is kept without a length", lengthField.prefix(20)) : nil
        let name = text[text.index(after: comma)...].trimmingSpaces()
        // "Artist - Title": the artist ends at the first " - " (titles may hold more).
        let dash = firstDash(in: name)
        let artist = dash.map { String(name[..<$0.lowerBound]) }
        let title = dash.map { String(name[$0.upperBound...]) } ?? name
        return ((line, seconds.flatMap { $0 < 0 ? nil : $0 }, artist, title.isEmpty ? nil : title), problem)
    }

    /// The extended M3U text of `tracks`, locations relative to `folder`.
    static func write(_ tracks: [Track], folder: URL?) throws(PlaylistError) -> String {
        let base = TrackLocationCoding.Base(folder)
        // One growing text rather than an array of lines joined at the end: half the copying.
        var text = "#EXTM3U\n"
        text.reserveCapacity(tracks.count * 64)
        for (index, track) in tracks.enumerated() {
            if let title = track.title, PlaylistText.hasLineBreak(title) {
                throw PlaylistError(message: tr("track %d's title has a line break, which M3U cannot store", index + 1))
            }
            if let artist = track.artist, PlaylistText.hasLineBreak(artist) {
                throw PlaylistError(message: tr("track %d's artist has a line break, which M3U cannot store", index + 1))
            }
            if track.duration != nil || track.title != nil || track.artist != nil {
                text += "#EXTINF:"
                text += track.duration.map { String(Int(min($0, 3.6e9).rounded())) } ?? "-1"
                text += ","
                if let artist = track.artist {
                    text += artist
                    if track.title != nil { text += " - " }
                }
                text += track.title ?? ""
                text += "\n"
            }
            text += TrackLocationCoding.text(for: track.location, relativeTo: base)
            text += "\n"
        }
        return text
    }

    /// Where the first " - " in `text` outside brackets is, found in its bytes: in
    /// "Song (Live - 1999)" the dash is part of the title. When a bracket is never closed
    /// ("Tide [live - Harbour", an artist's name cut short), brackets say nothing and the
    /// first " - " is taken.
    private static func firstDash(in text: String) -> Range<String.Index>? {
        let bytes = text.utf8
        var index = bytes.startIndex
        var depth = 0
        var firstInBrackets: Range<String.Index>?
        while index != bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
            if bytes[index] == UInt8(ascii: " ") {
                let dash = bytes.index(after: index)
                if dash != bytes.endIndex, bytes[dash] == UInt8(ascii: "-") {
                    let space = bytes.index(after: dash)
                    if space != bytes.endIndex, bytes[space] == UInt8(ascii: " ") {
                        let found = index..<bytes.index(after: space)
                        if depth == 0 { return found }
                        if firstInBrackets == nil { firstInBrackets = found }
                    }
                }
            }
            index = bytes.index(after: index)
        }
        return depth > 0 ? firstInBrackets : nil
    }
}
