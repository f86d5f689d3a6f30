import Foundation

/// XSPF: `<playlist><trackList><track><location>…` in XML, read by `XSPFReader` (libxml2's
/// streaming reader: no size limit, external entities never resolved).
enum XSPFCoding {
    /// The tracks `data` lists, locations relative to `folder`.
    static func read(
        _ data: Data, folder: URL?, nextID: inout Int, progress: ReadProgress? = nil,
        skipped: inout [SkippedLine]
    ) throws(PlaylistError) -> [Track] {
        // The XML reader is told UTF-8, whatever the declaration says (a wrong one is common
        // and harmless): a document saved as UTF-16 is made UTF-8 first, and anything else
        // that is not UTF-8 is refused, with its line, before the reader sees it.
        let data = try PlaylistText.utf8(ofXML: data)
        _ = try PlaylistText.decode(data, legacyFallback: false)
        var reader = XSPFReader(folder: TrackLocationCoding.Folder(folder), firstID: nextID)
        if let progress {
            let lineCount = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            reader.onProgress = { line in
                progress.reportParsed(line, of: lineCount)
                return !progress.isCancelled
            }
        }
        let tracks = try reader.read(data, skipped: &skipped)
        nextID += tracks.count
        return tracks
    }

    /// The XSPF document of `tracks`, locations relative to `folder`.
    static func write(_ tracks: [Track], folder: URL?) -> String {
        let base = TrackLocationCoding.Base(folder)
        // One growing text rather than an array of lines joined at the end: half the copying.
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <playlist version="1" xmlns="http://xspf.org/ns/0/">
              <trackList>

            """
        text.reserveCapacity(tracks.count * 160)
        for track in tracks {
            text += "    <track>\n      <location>"
            text += escape(uri(for: track.location, relativeTo: base))
            text += "</location>\n"
            for (element, value) in [("title", track.title), ("creator", track.artist), ("album", track.album)] {
                guard let value else { continue }
                text += "      <\(element)>"
                text += escape(value)
                text += "</\(element)>\n"
            }
            if let number = track.trackNumber, number > 0 {
                text += "      <trackNum>\(number)</trackNum>\n"
            }
            if let duration = track.duration {
                text += "      <duration>\(Int((min(duration, 3.6e9) * 1000).rounded()))</duration>\n"
            }
            text += "    </track>\n"
        }
        text += "  </trackList>\n</playlist>\n"
        return text
    }


    /// A location as an XSPF URI: a URL as it is, a file as a percent-encoded relative path
    /// (or `file://` URL when it shares nothing with the playlist's folder).
    private static func uri(for location: TrackLocation, relativeTo base: TrackLocationCoding.Base) -> String {
        switch location {
        case .url(let url):
            return url.absoluteString
        case .file(let url):
            let path = TrackLocationCoding.text(for: location, relativeTo: base)
            guard !path.hasPrefix("/") else { return url.absoluteString }
            return percentEncodedPath(path)
        }
    }

    /// `path` with every byte a URL path may not hold as it is percent-encoded (slashes
    /// kept), as `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)` gives, without
    /// building a character set per call.
    ///
    /// - Complexity: O(*n*) in the bytes.
    static func percentEncodedPath(_ path: String) -> String {
        guard !path.utf8.allSatisfy(isAllowedInPath) else { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count * 3)
        for byte in path.utf8 {
            if isAllowedInPath(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a URL path may hold `byte` as it is: letters, digits, `-._~`, `!$&'()*+,=:@`
    /// and `/`.
    private static func isAllowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,=:@/".utf8.contains(byte)
        }
    }

    /// `text` with XML's special characters escaped.
    private static func escape(_ text: String) -> String {
        // Most text has nothing to escape: keep it whole.
        let special: (UInt8) -> Bool = {
            $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
        }
        guard text.utf8.contains(where: special) else { return text }
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
