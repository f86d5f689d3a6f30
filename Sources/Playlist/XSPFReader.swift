import CLibXML2
import Foundation
import Localization

/// Reads the tracks of an XSPF document with libxml2's streaming reader: no tree is built, no
/// size limit applies (the huge-document option is on), nothing is fetched from the network,
/// and external entities are never loaded or expanded.
///
/// - Complexity: O(*n*) in the document's size.
struct XSPFReader {
    /// The fields of a `<track>` kept, by element name.
    private static let fieldNames: Set<String> = ["location", "title", "creator", "album", "trackNum", "duration"]

    let folder: TrackLocationCoding.Folder
    /// The ID the first track gets.
    let firstID: Int
    /// Told the parser's line every 256 tracks; false stops the read.
    var onProgress: ((Int) -> Bool)?

    /// The tracks `data` (UTF-8) lists, a track with no location or damaged fields left out or taken
    /// in part (and added to `skipped`); a document that is not well-formed XSPF fails whole,
    /// with its line and column.
    func read(_ data: Data, skipped: inout [SkippedLine]) throws(PlaylistError) -> [Track] {
        // XSPF needs no DTD. Entities declared in one could expand exponentially (libxml2 2.9
        // does not bound that with the huge-document option on): refuse them outright.
        let root = data.firstRange(of: Data("<playlist".utf8))?.lowerBound ?? data.endIndex
        if data[..<root].firstRange(of: Data("<!ENTITY".utf8)) != nil {
            throw PlaylistError(line: 1, message: tr("the XSPF declares XML entities, which a playlist never needs; it is not read"))
        }
        var collector = Collector(folder: folder, nextID: firstID)
        var failure: PlaylistError?
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else {
                failure = PlaylistError(line: 1, message: tr("the file is empty, not an XSPF playlist"))
                return
            }
            let options = Int32(XML_PARSE_HUGE.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue
                | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
            xmlResetLastError()
            guard let reader = xmlReaderForMemory(base, Int32(clamping: raw.count), nil, "UTF-8", options) else {
                failure = PlaylistError(line: 1, message: tr("the XML reader could not start"))
                return
            }
            defer { xmlFreeTextReader(reader) }
            failure = walk(reader, into: &collector)
        }
        if let failure { throw failure }
        skipped += collector.skipped
        guard collector.sawPlaylist else {
            throw PlaylistError(line: 1, message: tr("the root element is not an XSPF <playlist>"))
        }
        return collector.tracks
    }

    /// Feeds every node of the document to `collector`; returns the first problem, if any.
    private func walk(_ reader: xmlTextReaderPtr, into collector: inout Collector) -> PlaylistError? {
        // Element names come from the reader's dictionary: one pointer per name, so each is
        // turned into a String once.
        var names: [UnsafePointer<xmlChar>: String] = [:]
        func name() -> String {
            guard let pointer = xmlTextReaderConstLocalName(reader) else { return "" }
            if let known = names[pointer] { return known }
            let text = String(cString: pointer)
            names[pointer] = text
            return text
        }
        func position() -> (line: Int, column: Int) {
            (Int(xmlTextReaderGetParserLineNumber(reader)), Int(xmlTextReaderGetParserColumnNumber(reader)))
        }
        /// The line the current element starts on (the parser itself may have read further).
        func elementLine() -> Int {
            guard let node = xmlTextReaderCurrentNode(reader) else { return position().line }
            let line = Int(xmlGetLineNo(node))
            return line > 0 ? line : position().line
        }
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { return nil }
            guard status > 0 else { return Self.malformed(at: position()) }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                let element = name()
                collector.start(element)
                if element == "location" {
                    // xml:base, from this element up: what a relative location resolves against.
                    collector.locationBase = xmlTextReaderConstBaseUri(reader).map { String(cString: $0) }
                }
                if xmlTextReaderIsEmptyElement(reader) == 1 { collector.end(element, line: elementLine()) }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                collector.end(name(), line: elementLine())
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
                 Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                if collector.wantsText, let value = xmlTextReaderConstValue(reader) {
                    collector.text += String(cString: value)
                }
            default:
                break
            }
            if collector.tracks.count % 256 == 0, collector.addedTrack, onProgress?(position().line) == false {
                return PlaylistError(line: position().line, message: ReadProgress.cancelledMessage)
            }
        }
    }

    /// `text` without XML white space (space, tab, line breaks) at either end.
    ///
    /// - Complexity: O(*k*) in the bytes trimmed.
    static func trimmingXMLSpace(_ text: String) -> String {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) ? text : String(text[first...last])
    }

    /// `text` with its `%XX` escapes decoded as UTF-8, as Foundation's `removingPercentEncoding`
    /// gives it; nil when an escape is malformed or the bytes are not UTF-8.
    ///
    /// - Complexity: O(*n*) in the bytes.
    static func removingPercentEncoding(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(text.utf8.count)
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else {
                decoded.append(byte)
                continue
            }
            guard let high = bytes.next().flatMap(hex), let low = bytes.next().flatMap(hex) else { return nil }
            decoded.append(high << 4 | low)
        }
        return String(validating: decoded, as: UTF8.self)
    }

    /// libxml2's account of why the document is not well-formed, where it says it is.
    private static func malformed(at fallback: (line: Int, column: Int)) -> PlaylistError {
        guard let error = xmlGetLastError(), let text = error.pointee.message else {
            return PlaylistError(line: fallback.line, column: fallback.column, message: tr("the XML is malformed"))
        }
        let message = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
        let line = error.pointee.line > 0 ? Int(error.pointee.line) : fallback.line
        let column = error.pointee.int2 > 0 ? Int(error.pointee.int2) : fallback.column
        // TRANSLATORS: %s is libxml2's account of the problem, in English.
        return PlaylistError(line: line, column: column, message: tr("the XML is malformed: %s", message))
    }

    /// Builds tracks from the elements as the reader meets them.
    private struct Collector {
        let folder: TrackLocationCoding.Folder
        var nextID: Int
        var tracks: [Track] = []
        var skipped: [SkippedLine] = []
        var sawPlaylist = false
        /// Whether the last element closed was a track that was added.
        var addedTrack = false
        var text = ""
        /// The base URI in force at the current track's `<location>`, from `xml:base`.
        var locationBase: String?
        private var path: [String] = []
        private var fields: [String: String] = [:]

        init(folder: TrackLocationCoding.Folder, nextID: Int) {
            self.folder = folder
            self.nextID = nextID
        }

        /// Whether the element open now is a track field whose text is kept.
        var wantsText: Bool {
            path.count >= 2 && path[path.count - 2] == "track" && XSPFReader.fieldNames.contains(path[path.count - 1])
        }

        mutating func start(_ name: String) {
            if path.isEmpty { sawPlaylist = name == "playlist" }
            path.append(name)
            text = ""
            addedTrack = false
            if name == "track" {
                fields = [:]
                locationBase = nil
            }
        }

        /// Closes the element `name`, which starts on `line`.
        mutating func end(_ name: String, line: Int) {
            addedTrack = false
            path.removeLast()
            if path.last == "track", XSPFReader.fieldNames.contains(name), fields[name] == nil {
                fields[name] = XSPFReader.trimmingXMLSpace(text)
            }
            guard name == "track", path.last == "trackList" else { return }
            finishTrack(startingAt: line)
        }

        /// Adds the track just closed; one with no location is left out, a damaged field
        /// dropped, and either said.
        private mutating func finishTrack(startingAt line: Int) {
            var raw = fields["location"] ?? ""
            // A URI reference: percent-encoded, unless it is a URL with a scheme of its own.
            // "scheme://" with a space in it is a URL too, whatever the base.
            var hasScheme = raw.utf8.contains(UInt8(ascii: ":"))
                && (URL(string: raw)?.scheme != nil || TrackLocationCoding.isSchemeAndAuthority(raw))
            if !hasScheme, !raw.isEmpty, let base = locationBase, !base.isEmpty {
                if let baseURL = URL(string: base), baseURL.scheme != nil,
                   let resolved = URL(string: raw, relativeTo: baseURL)?.absoluteString {
                    raw = resolved
                    hasScheme = true
                } else if !raw.hasPrefix("/") {
                    // A relative base: a folder under the playlist's own.
                    let folder = base.hasSuffix("/") ? base : (base as NSString).deletingLastPathComponent + "/"
                    raw = folder == "/" ? raw : folder + raw
                }
            }
            let decoded = hasScheme ? raw : (XSPFReader.removingPercentEncoding(raw) ?? raw)
            // URIs separate folders with slashes: a backslash there is part of a name.
            let read: TrackLocation?
            do throws(TrackLocationCoding.InvalidURL) {
                read = try TrackLocationCoding.location(decoded, relativeTo: folder, windowsSeparators: false)
            } catch {
                skipped.append(SkippedLine(line: line, reason: error.reason, leavesOutAnEntry: true))
                return
            }
            guard let location = read else {
                let reason = if let title = fields["title"] {
                    // TRANSLATORS: %s is the start of the track's title; keep <track> and <location> as they are.
                    tr("a <track> ('%s') has no <location>: it is left out", title.prefix(40))
                } else {
                    tr("a <track> has no <location>: it is left out")
                }
                skipped.append(SkippedLine(line: line, reason: reason, leavesOutAnEntry: true))
                return
            }
            var duration: Double?
            if let millis = fields["duration"], !millis.isEmpty {
                if let value = Double(millis), value.isFinite, value >= 0 {
                    duration = value / 1000
                } else {
                    // TRANSLATORS: %s is the value of the track's <duration>; keep <duration> as it is.
                    let reason = tr("<duration> '%s' is not a number of milliseconds: the track is kept without a length", millis.prefix(20))
                    skipped.append(SkippedLine(line: line, reason: reason))
                }
            }
            tracks.append(Track(
                id: nextID, location: location, title: fields["title"].flatMap { $0.isEmpty ? nil : $0 },
                artist: fields["creator"].flatMap { $0.isEmpty ? nil : $0 },
                album: fields["album"].flatMap { $0.isEmpty ? nil : $0 }, duration: duration,
                trackNumber: fields["trackNum"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            ))
            nextID += 1
            addedTrack = true
        }
    }
}
