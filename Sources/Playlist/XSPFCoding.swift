import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// XSPF: `<playlist><trackList><track><location>…` in XML. External entities are never
/// resolved.
enum XSPFCoding {
    /// The tracks `data` lists, locations relative to `folder`.
    static func read(
        _ data: Data, folder: URL?, nextID: inout Int, progress: ReadProgress? = nil
    ) throws(PlaylistError) -> [Track] {
        // XSPF is UTF-8; anything else is refused before the XML parser sees it (Foundation's
        // parser on Linux traps on some invalid byte sequences in tag names).
        _ = try PlaylistText.decode(data, legacyFallback: false)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let reader = Reader(folder: folder, firstID: nextID)
        if let progress {
            let lineCount = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            reader.onTrack = { line in
                progress.reportParsed(line, of: lineCount)
                return !progress.isCancelled
            }
        }
        parser.delegate = reader
        let parsed = parser.parse()
        if let problem = reader.problem {
            throw PlaylistError(line: problem.line, column: problem.column, message: problem.message)
        }
        // On Linux the parser recovers from some mistakes (an unclosed element) but still
        // records them: a recorded error is a malformed file either way.
        guard parsed, parser.parserError == nil else {
            let message = parser.parserError.map { "the XML is malformed (\(($0 as NSError).code))" } ?? "the XML is malformed"
            throw PlaylistError(line: parser.lineNumber, column: parser.columnNumber, message: message)
        }
        guard reader.sawPlaylist else {
            throw PlaylistError(line: 1, message: "the root element is not an XSPF <playlist>")
        }
        nextID += reader.tracks.count
        return reader.tracks
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
            if let duration = track.duration {
                text += "      <duration>\(Int((duration * 1000).rounded()))</duration>\n"
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

    /// Collects tracks as the parser walks the document.
    private final class Reader: NSObject, XMLParserDelegate {
        let folder: TrackLocationCoding.Folder
        var nextID: Int
        var tracks: [Track] = []
        /// Told the parser's line every few hundred tracks, for progress; false stops the read.
        var onTrack: ((Int) -> Bool)?
        var sawPlaylist = false
        var problem: (line: Int, column: Int, message: String)?
        private var path: [String] = []
        private var text = ""
        private var fields: [String: String] = [:]

        init(folder: URL?, firstID: Int) {
            self.folder = TrackLocationCoding.Folder(folder)
            nextID = firstID
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let name = elementName.split(separator: ":").last.map(String.init) ?? elementName
            if path.isEmpty { sawPlaylist = name == "playlist" }
            path.append(name)
            text = ""
            if name == "track" { fields = [:] }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            text += String(decoding: CDATABlock, as: UTF8.self)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            let closing = elementName.split(separator: ":").last.map(String.init) ?? elementName
            let name = path.popLast() ?? closing
            guard name == closing else {
                fail(parser, "</\(closing)> closes <\(name)>")
                return
            }
            let insideTrack = path.last == "track"
            if insideTrack, ["location", "title", "creator", "album", "duration"].contains(name), fields[name] == nil {
                fields[name] = text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard name == "track", path.last == "trackList" else { return }
            finishTrack(at: parser)
        }

        private func finishTrack(at parser: XMLParser) {
            let raw = fields["location"] ?? ""
            let decoded = URL(string: raw)?.scheme == nil ? (raw.removingPercentEncoding ?? raw) : raw
            guard let location = TrackLocationCoding.location(decoded, relativeTo: folder) else {
                fail(parser, "a <track> has no <location>")
                return
            }
            var duration: Double?
            if let millis = fields["duration"], !millis.isEmpty {
                guard let value = Double(millis), value.isFinite, value >= 0 else {
                    fail(parser, "<duration> '\(millis.prefix(20))' is not a number of milliseconds")
                    return
                }
                duration = value / 1000
            }
            tracks.append(Track(
                id: nextID, location: location, title: fields["title"].flatMap { $0.isEmpty ? nil : $0 },
                artist: fields["creator"].flatMap { $0.isEmpty ? nil : $0 },
                album: fields["album"].flatMap { $0.isEmpty ? nil : $0 }, duration: duration
            ))
            nextID += 1
            if tracks.count % 256 == 0, onTrack?(parser.lineNumber) == false { fail(parser, ReadProgress.cancelledMessage) }
        }

        private func fail(_ parser: XMLParser, _ message: String) {
            if problem == nil { problem = (parser.lineNumber, parser.columnNumber, message) }
            parser.abortParsing()
        }
    }
}
