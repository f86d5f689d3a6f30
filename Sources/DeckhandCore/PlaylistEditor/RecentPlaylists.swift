import Foundation

/// The playlists opened or saved most recently, newest first, kept in Deckhand's data folder
/// (one path per line) so that they are there on the next start.
struct RecentPlaylists {
    /// How many are remembered.
    static let limit = 8
    /// The file the list is kept in.
    let file: URL
    /// The playlists, newest first.
    private(set) var urls: [URL]

    /// The list kept in `folder`; empty when there is none yet or it cannot be read.
    init(folder: URL) {
        file = folder.appendingPathComponent("recent-playlists")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        urls = text.split(separator: "\n").prefix(Self.limit).map { URL(fileURLWithPath: String($0)) }
    }

    /// Puts `url` first; writes the list (atomically). A list that cannot be written is kept
    /// for this run only.
    mutating func add(_ url: URL) {
        urls.removeAll { $0.standardizedFileURL == url.standardizedFileURL }
        urls.insert(url, at: 0)
        urls = Array(urls.prefix(Self.limit))
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(urls.map(\.path).joined(separator: "\n").utf8).write(to: file, options: .atomic)
    }
}
