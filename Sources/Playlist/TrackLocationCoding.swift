import Foundation

/// Reading and writing track locations the way playlist files hold them.
enum TrackLocationCoding {
    /// The location `text` names, relative paths resolving against `folder`: a `file:` URL or
    /// path becomes a file, any other scheme is kept as a URL. Nil for empty text.
    static func location(_ text: String, relativeTo folder: URL?) -> TrackLocation? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        if let url = URL(string: text), let scheme = url.scheme, scheme.count > 1 {
            return scheme.lowercased() == "file" ? .file(url.standardizedFileURL) : .url(url)
        }
        if text.hasPrefix("/") { return .file(URL(fileURLWithPath: text).standardizedFileURL) }
        let base = folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return .file(base.appendingPathComponent(text).standardizedFileURL)
    }

    /// How to write `location` in a playlist kept in `folder`: a file as a path relative to the
    /// folder (when they share more than the root), a URL as it is.
    static func text(for location: TrackLocation, relativeTo folder: URL?) -> String {
        switch location {
        case .url(let url):
            return url.absoluteString
        case .file(let url):
            guard let folder else { return url.path }
            return relativePath(of: url.standardizedFileURL, from: folder.standardizedFileURL) ?? url.path
        }
    }

    /// `file` relative to `folder` (`music/a.mp3`, `../b.ogg`), or nil when they share only
    /// the root.
    private static func relativePath(of file: URL, from folder: URL) -> String? {
        let target = file.pathComponents
        let base = folder.pathComponents
        let shared = zip(target, base).prefix { $0 == $1 }.count
        guard shared > 1 else { return nil }
        return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
    }
}
