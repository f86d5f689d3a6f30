import Foundation

/// The playlist file formats Deckhand reads and writes.
public enum PlaylistFormat: String, CaseIterable, Sendable {
    /// M3U: plain or extended (`#EXTINF`), in the system's legacy encoding when not UTF-8.
    case m3u
    /// M3U8: M3U in UTF-8.
    case m3u8
    /// PLS: an INI-style list (`File1=`, `Title1=`, `Length1=`).
    case pls
    /// XSPF: the XML Shareable Playlist Format.
    case xspf

    /// The format a file name's extension names, if any.
    public init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }

    /// The format `data` shows it is in when its first line says so whatever the file's name
    /// (`[playlist]` is PLS, an XML declaration or `<playlist` is XSPF, `#EXTM3U` is M3U);
    /// nil when its start says nothing.
    ///
    /// - Complexity: O(1): the first line is looked at.
    public init?(content data: Data) {
        var head = data.prefix(256)
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
        let decoded = PlaylistText.utf16Encoding(ofXML: head).map { String(data: head.prefix(head.count / 2 * 2), encoding: $0) ?? "" }
            ?? String(decoding: head, as: UTF8.self)
        let text = decoded.drop { $0.isWhitespace }.lowercased()
        let firstLine = text.prefix { !$0.isNewline }.trimmingCharacters(in: .whitespaces)
        let afterTag = text.dropFirst("<playlist".count).first
        if firstLine == "[playlist]" {
            self = .pls
        } else if text.hasPrefix("<?xml") || text.hasPrefix("<playlist") && (afterTag.map { $0.isWhitespace || $0 == ">" || $0 == "/" } ?? false) {
            self = .xspf
        } else if text.hasPrefix("#extm3u") {
            self = .m3u
        } else {
            return nil
        }
    }

    /// The format's MIME type.
    public var mimeType: String {
        switch self {
        case .m3u: "audio/x-mpegurl"
        case .m3u8: "application/vnd.apple.mpegurl"
        case .pls: "audio/x-scpls"
        case .xspf: "application/xspf+xml"
        }
    }
}
