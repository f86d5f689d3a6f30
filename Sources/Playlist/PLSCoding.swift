import Foundation
import Localization

/// PLS: `[playlist]`, then `FileN=`, `TitleN=`, `LengthN=` for each entry N.
enum PLSCoding {
    /// The tracks `text` lists, in entry order, locations relative to `folder`.
    static func read(
        _ text: String, folder: URL?, nextID: inout Int, progress: ReadProgress? = nil,
        skipped: inout [SkippedLine]
    ) throws(PlaylistError) -> [Track] {
        var sawHeader = false
        let folder = TrackLocationCoding.Folder(folder)
        var entries: [Int: (file: String?, title: String?, length: Double?, line: Int)] = [:]
        let lines = PlaylistText.lines(of: text)
        for (offset, rawLine) in lines.enumerated() {
            if offset % PlaylistText.linesPerProgressReport == 0, let progress {
                progress.reportParsed(offset, of: lines.count)
                if progress.isCancelled { throw PlaylistError(message: ReadProgress.cancelledMessage) }
            }
            let number = offset + 1
            let line = rawLine.trimmingSpaces()
            if line.isEmpty || line.hasPrefix(";") || line.hasPrefix("#") { continue }
            guard sawHeader else {
                guard line.lowercased() == "[playlist]" else {
                    // TRANSLATORS: %s is the start of the file's first line; keep [playlist] as it is.
                    throw PlaylistError(line: number, message: tr("a PLS file starts with [playlist], not '%s'", line.prefix(40)))
                }
                sawHeader = true
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                // TRANSLATORS: %s is the start of a line of the file.
                skipped.append(SkippedLine(line: number, reason: tr("'%s' is not a key=value line", line.prefix(40))))
                continue
            }
            let key = line[..<equals].trimmingSpaces().lowercased()
            let value = String(line[line.index(after: equals)...]).trimmingSpaces()
            for field in ["file", "title", "length"] where key.hasPrefix(field) {
                guard let index = Int(key.dropFirst(field.count)), index > 0 else {
                    // TRANSLATORS: %s is a key of the file, lowercased ("filex", "length2b").
                    skipped.append(SkippedLine(line: number, reason: tr("'%s' does not end in an entry number", key.prefix(40))))
                    continue
                }
                var entry = entries[index] ?? (nil, nil, nil, number)
                switch field {
                case "file": entry.file = value
                case "title": entry.title = value.isEmpty ? nil : value
                default:
                    guard let seconds = Double(value), seconds.isFinite else {
                        // TRANSLATORS: Length%1$d is the file's key ("Length3"), kept as it is; %2$s is its value; %1$d numbers the entry.
                        let reason = tr("Length%1$d '%2$s' is not a number of seconds: entry %1$d is kept without a length", index, value.prefix(20))
                        skipped.append(SkippedLine(line: number, reason: reason))
                        continue
                    }
                    entry.length = seconds < 0 ? nil : seconds
                }
                entries[index] = entry
            }
        }
        guard sawHeader else { throw PlaylistError(line: 1, message: tr("the file is empty; a PLS file starts with [playlist]")) }
        var tracks: [Track] = []
        for index in entries.keys.sorted() {
            var location: TrackLocation?
            do throws(TrackLocationCoding.InvalidURL) {
                if let file = entries[index]?.file { location = try TrackLocationCoding.location(file, relativeTo: folder) }
            } catch {
                skipped.append(SkippedLine(line: entries[index]?.line ?? 1, reason: error.reason, leavesOutAnEntry: true))
                continue
            }
            guard let entry = entries[index], let location else {
                // TRANSLATORS: %1$d numbers the entry; File%1$d is the file's key ("File3"), kept as it is.
                let reason = tr("entry %1$d has no File%1$d: its title and length are left out", index)
                skipped.append(SkippedLine(line: entries[index]?.line ?? 1, reason: reason))
                continue
            }
            tracks.append(Track(id: nextID, location: location, title: entry.title, duration: entry.length))
            nextID += 1
        }
        return tracks
    }

    /// The PLS text of `tracks`, locations relative to `folder`.
    static func write(_ tracks: [Track], folder: URL?) throws(PlaylistError) -> String {
        let base = TrackLocationCoding.Base(folder)
        var lines = ["[playlist]"]
        for (offset, track) in tracks.enumerated() {
            let index = offset + 1
            let title = [track.artist, track.title].compactMap { $0 }.joined(separator: " - ")
            if PlaylistText.hasLineBreak(title) {
                throw PlaylistError(message: tr("track %d's title has a line break, which PLS cannot store", index))
            }
            lines.append("File\(index)=\(TrackLocationCoding.text(for: track.location, relativeTo: base))")
            if !title.isEmpty { lines.append("Title\(index)=\(title)") }
            if let duration = track.duration { lines.append("Length\(index)=\(Int(min(duration, 3.6e9).rounded()))") }
        }
        lines.append("NumberOfEntries=\(tracks.count)")
        lines.append("Version=2")
        return lines.joined(separator: "\n") + "\n"
    }
}
