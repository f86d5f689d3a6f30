import Foundation

/// Reading and writing track locations the way playlist files hold them.
enum TrackLocationCoding {
    /// The location `text` names, relative paths resolving against `folder`: a `file:` URL or
    /// path becomes a file, any other scheme is kept as a URL. Nil for empty text.
    static func location(_ text: String, relativeTo folder: URL?) -> TrackLocation? {
        let text = text.trimmingSpaces()
        guard !text.isEmpty else { return nil }
        // Only text with a colon can have a scheme: most lines are plain paths, parsed no further.
        if text.contains(":"), let url = URL(string: text), let scheme = url.scheme, scheme.count > 1 {
            return scheme.lowercased() == "file" ? .file(url.standardizedFileURL) : .url(url)
        }
        // A track is never a folder: saying so spares Foundation a look at the disk per track.
        let file = text.hasPrefix("/")
            ? URL(fileURLWithPath: text, isDirectory: false)
            : (folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
                .appendingPathComponent(text, isDirectory: false)
        return .file(hasDotSegments(file.path) ? file.standardizedFileURL : file)
    }

    /// Whether `path` has `.` or `..` segments to resolve.
    private static func hasDotSegments(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0 == "." || $0 == ".." }
    }

    /// The folder a playlist is written for, its path split once for all its tracks.
    struct Base {
        let components: [String]?

        init(_ folder: URL?) {
            components = folder?.standardizedFileURL.pathComponents
        }
    }

    /// How to write `location` in a playlist kept in `folder`: a file as a path relative to the
    /// folder (when they share more than the root), a URL as it is.
    static func text(for location: TrackLocation, relativeTo base: Base) -> String {
        switch location {
        case .url(let url):
            return url.absoluteString
        case .file(let url):
            guard let folder = base.components else { return url.path }
            return relativePath(of: url.standardizedFileURL, from: folder) ?? url.path
        }
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
