import Foundation
import Localization

/// Turning a playlist file's bytes into lines of text.
enum PlaylistText {
    /// The text of `data`: UTF-8 (a byte-order mark is skipped), UTF-16 with its byte-order
    /// mark (as Windows saves it), or, when `legacyFallback` and the bytes are not UTF-8,
    /// Latin-1, as old M3U files are. Binary data is refused as such.
    static func decode(_ data: Data, legacyFallback: Bool) throws(PlaylistError) -> String {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else {
                throw PlaylistError(line: 1, message: tr("the text is not valid UTF-16"))
            }
            return text
        }
        guard !isBinary(data) else {
            throw PlaylistError(line: 1, message: tr("this is binary data, not a playlist"))
        }
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        while let last = bytes.last, last == 0 || last == 0x1A { bytes = bytes.dropLast() }
        if let text = String(bytes: bytes, encoding: .utf8) { return text }
        if legacyFallback, let text = String(bytes: bytes, encoding: .isoLatin1) { return text }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let bad = lines.firstIndex { String(bytes: $0, encoding: .utf8) == nil } ?? 0
        throw PlaylistError(line: bad + 1, message: tr("the text is not valid UTF-8"))
    }

    /// `data`, an XML document, in UTF-8: as it is, or decoded from UTF-16, which is known
    /// by its byte-order mark or, without one, by the `<` that starts the document.
    static func utf8(ofXML data: Data) throws(PlaylistError) -> Data {
        guard let encoding = utf16Encoding(ofXML: data) else { return data }
        guard let text = String(data: data, encoding: encoding) else {
            throw PlaylistError(line: 1, message: tr("the XML is saved as UTF-16 but is not valid UTF-16"))
        }
        return Data(text.utf8)
    }

    /// The UTF-16 encoding `data`, an XML document, is saved in, if it is: known by its
    /// byte-order mark or, without one, by the `<` that starts the document.
    static func utf16Encoding(ofXML data: some Collection<UInt8>) -> String.Encoding? {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return .utf16 }
        if data.starts(with: [0x3C, 0x00]) { return .utf16LittleEndian }
        if data.starts(with: [0x00, 0x3C]) { return .utf16BigEndian }
        return nil
    }

    /// Whether the start of `data` looks like binary data rather than text: a NUL byte, or
    /// more than one control character in twenty (tabs, line breaks and form feeds aside, and
    /// at least four of them), trailing padding aside.
    ///
    /// - Complexity: O(1): the first 4 KiB are looked at.
    static func isBinary(_ data: Data) -> Bool {
        // Padding a device or a crash left at the end (NULs, a DOS ^Z) says nothing.
        var text = data[...]
        while let last = text.last, last == 0 || last == 0x1A { text = text.dropLast() }
        let head = text.prefix(4096)
        guard !head.isEmpty else { return false }
        if head.contains(0) { return true }
        let controls = head.filter { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0) }.count
        return controls >= 4 && controls * 20 > head.count
    }

    /// Whether `text` holds a line break of any kind; plain ASCII text is checked byte by
    /// byte, anything else character by character.
    static func hasLineBreak(_ text: String) -> Bool {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.contains { $0 >= 0x0A && $0 <= 0x0D }
        }
        return text.contains(where: \.isNewline)
    }

    /// How many lines a reader parses between progress reports.
    static let linesPerProgressReport = 2048

    /// Lines split on LF, CRLF or CR, as splitting the characters would give, but found in the
    /// UTF-8 bytes: comparing characters dominated reading a large playlist.
    ///
    /// - Complexity: O(*n*) in the bytes.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = bytes.index(after: index)
            if byte == 0x0D, index != bytes.endIndex, bytes[index] == 0x0A { index = bytes.index(after: index) }
            start = index
        }
        lines.append(text[start..<bytes.endIndex])
        return lines
    }
}
