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
