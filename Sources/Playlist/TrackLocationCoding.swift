import Foundation
import Localization

/// Reading and writing track locations the way playlist files hold them.
enum TrackLocationCoding {
    /// The folder a playlist is read from, its path worked out once for all its tracks.
    struct Folder {
        /// The folder's path with a trailing slash, for joining to relative paths.
        let prefix: String
        let hasDotSegments: Bool
        /// The names in the folders escaped paths point into, each listed once per read.
        let listings = FolderListings()

        /// The folder `url`, or the working directory when nil.
        init(_ url: URL?) {
            let folder = url ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let path = folder.path
            prefix = path.hasSuffix("/") ? path : path + "/"
            hasDotSegments = TrackLocationCoding.hasDotSegments(path)
        }
    }

    /// Text that starts as a URL does (`scheme://`) but is none, even with its spaces escaped:
    /// `http://host:8000 extra` has no valid port. It is no path either, so its entry is left out.
    struct InvalidURL: Error, Equatable {
        /// The location as written.
        let text: String

        /// Why the entry is left out, for the list of skipped lines.
        var reason: String {
            // TRANSLATORS: %s is a track's location as the file writes it.
            tr("“%s” starts like a web address but is not a valid one: its entry is left out", String(text.prefix(80)))
        }
    }

    /// The location `text` names, relative paths resolving against `folder`: a `file:` URL or
    /// path becomes a file, any other scheme is kept as a URL. Nil for empty text; text that
    /// starts with a scheme and `://` is a URL or nothing, never a path.
    static func location(_ text: String, relativeTo folder: Folder, windowsSeparators: Bool = true) throws(InvalidURL) -> TrackLocation? {
        var text = text.trimmingSpaces()
        guard !text.isEmpty else { return nil }
        // Only text with a colon can have a scheme: most lines are plain paths, parsed no further.
        if text.utf8.contains(UInt8(ascii: ":")) {
            if let url = URL(string: text), let scheme = url.scheme, scheme.count > 1 {
                return scheme.lowercased() == "file" ? .file(url.standardizedFileURL) : .url(url)
            }
            // "scheme://" with characters a URL may not hold (a space): still a URL, escaped.
            if isSchemeAndAuthority(text) {
                guard let escaped = text.addingPercentEncoding(withAllowedCharacters: uriCharacters),
                      let url = URL(string: escaped), url.scheme != nil else { throw InvalidURL(text: text) }
                return .url(url)
            }
        }
        // Made on Windows: backslashes separate folders where no slash does.
        if windowsSeparators, text.utf8.contains(UInt8(ascii: "\\")), !text.utf8.contains(UInt8(ascii: "/")) {
            text = text.replacingOccurrences(of: "\\", with: "/")
        }
        // Percent-encoded by whatever wrote it ("My%20Song.mp3"): the decoded name, when that is
        // the file there and the literal one is not. Only such paths cost a look at the disk.
        if text.utf8.contains(UInt8(ascii: "%")), let decoded = text.removingPercentEncoding, decoded != text {
            let path = { (name: String) in name.hasPrefix("/") ? name : folder.prefix + name }
            if !folder.listings.holds(path(text)), folder.listings.holds(path(decoded)) {
                text = decoded
            }
        }
        // A track is never a folder: saying so spares Foundation a look at the disk per track.
        let isAbsolute = text.utf8.first == UInt8(ascii: "/")
        let file = URL(fileURLWithPath: isAbsolute ? text : folder.prefix + text, isDirectory: false)
        let needsResolving = hasDotSegments(text) || (!isAbsolute && folder.hasDotSegments)
        return .file(needsResolving ? file.standardizedFileURL : file)
    }

    /// The characters a URI holds as they are; others are percent-encoded (`%` itself stays,
    /// for escapes already made).
    private static let uriCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%"
    )

    /// Whether `text` starts with a URL scheme of two or more characters and `://`.
    static func isSchemeAndAuthority(_ text: String) -> Bool {
        guard let range = text.range(of: "://") else { return false }
        let scheme = text[..<range.lowerBound]
        guard scheme.count > 1, let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return scheme.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    /// Whether `path` has `.` or `..` segments to resolve.
    ///
    /// - Complexity: O(*n*) in the bytes, none copied.
    static func hasDotSegments(_ path: String) -> Bool {
        // A dot segment starts with a dot, at the start or after a slash: most paths have none.
        var previous = UInt8(ascii: "/")
        var startsWithDot = false
        for byte in path.utf8 {
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: "/") { startsWithDot = true }
            previous = byte
        }
        guard startsWithDot else { return false }
        return path.utf8.split(separator: UInt8(ascii: "/")).contains { segment in
            segment.allSatisfy { $0 == UInt8(ascii: ".") } && segment.count <= 2
        }
    }

    /// The folder a playlist is written for, its path split once for all its tracks.
    struct Base {
        let components: [String]?
        /// The folder's path with a trailing slash: files under it are written as the rest.
        let prefix: String?

        init(_ folder: URL?) {
            let standardized = folder?.standardizedFileURL
            components = standardized?.pathComponents
            prefix = standardized.map { $0.path.hasSuffix("/") ? $0.path : $0.path + "/" }
        }
    }

    /// How to write `location` in a playlist kept in `folder`: a file as a path relative to the
    /// folder (when they share more than the root), a URL as it is.
    static func text(for location: TrackLocation, relativeTo base: Base) -> String {
        switch location {
        case .url(let url):
            return url.absoluteString
        case .file(let url):
            guard let folder = base.components, let prefix = base.prefix else { return url.path }
            let stored = url.path
            let path = hasDotSegments(stored) ? url.standardizedFileURL.path : stored
            var relative: String?
            // Most tracks sit under the playlist's folder: the rest of the path is the answer.
            if prefix != "/", path.hasPrefix(prefix) {
                let rest = String(path.dropFirst(prefix.count))
                if !rest.isEmpty, !rest.hasPrefix("/") { relative = rest }
            }
            guard let relative = relative ?? relativePath(of: URL(fileURLWithPath: path, isDirectory: false), from: folder) else {
                return path
            }
            return readsBack(relative) ? relative : "./" + relative
        }
    }

    /// Whether a relative path reads back as itself: not as a comment (`#…`) or as a URL
    /// (`name:…` before any `/`). Others are written after `./`.
    private static func readsBack(_ relative: String) -> Bool {
        guard relative.utf8.first != UInt8(ascii: "#") else { return false }
        // A backslash with no slash reads back as a Windows folder separator.
        if relative.utf8.contains(UInt8(ascii: "\\")), !relative.utf8.contains(UInt8(ascii: "/")) { return false }
        return !relative.utf8.prefix { $0 != UInt8(ascii: "/") }.contains(UInt8(ascii: ":"))
    }

    /// `file` relative to the folder with path components `base` (`music/a.mp3`, `../b.ogg`),
    /// or nil when they share only the root.
    private static func relativePath(of file: URL, from base: [String]) -> String? {
        let target = file.pathComponents
        let shared = zip(target, base).prefix { $0 == $1 }.count
        guard shared > 1 else { return nil }
        return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
    }
}
