import Foundation

/// Turning a playlist file's bytes into lines of text.
enum PlaylistText {
    /// The text of `data`: UTF-8 (a byte-order mark is skipped), or, when `legacyFallback`
    /// and the bytes are not UTF-8, Latin-1, as old M3U files are.
    static func decode(_ data: Data, legacyFallback: Bool) throws(PlaylistError) -> String {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if let text = String(bytes: bytes, encoding: .utf8) { return text }
        if legacyFallback, let text = String(bytes: bytes, encoding: .isoLatin1) { return text }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let bad = lines.firstIndex { String(bytes: $0, encoding: .utf8) == nil } ?? 0
        throw PlaylistError(line: bad + 1, message: "the text is not valid UTF-8")
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
