import Foundation

/// Copies of playlists with unsaved edits, kept on disk while the edits are unsaved so that
/// they survive the editor being killed, and offered back on the next start.
///
/// Each playlist is two files named after its `id`: the tracks as XSPF (every field a track
/// has), then a note saying which file they belong to and which process keeps them. Both
/// are written atomically, tracks first, and an entry is listed only once its note is there.
///
/// ```swift
/// let store = UnsavedPlaylistStore(folder: dataFolder.appendingPathComponent("unsaved-playlists"))
/// try store.keep(document.tracks, id: windowID, file: document.url)
/// for entry in store.entries() where entry.isOrphaned { … try store.tracks(of: entry) … }
/// ```
public struct UnsavedPlaylistStore: Sendable {
    /// One kept playlist.
    public struct Entry: Sendable, Equatable {
        /// Names the entry's files.
        public let id: String
        /// The playlist file the edits belong to; nil for a playlist never saved.
        public let file: URL?
        /// The process that kept it.
        public let processID: Int32
        /// When it was kept.
        public let keptAt: Date
        /// The boot the process ran in (Linux's `boot_id`), if known.
        let bootID: String?

        /// Whether the process that kept the entry is gone: nobody else will save these edits.
        /// After a restart it is gone whatever now has its process ID.
        public var isOrphaned: Bool {
            if let bootID, let current = UnsavedPlaylistStore.bootID, bootID != current { return true }
            guard kill(processID, 0) != 0 else { return false }
            // No such process, or one of another user's: either way not the one that kept it.
            return errno == ESRCH || errno == EPERM
        }
    }

    private struct Note: Codable {
        var file: String?
        var processID: Int32
        var keptAt: Double
        var bootID: String?
    }

    /// This boot's identity, which changes at every restart; nil where the system has none.
    static let bootID: String? = (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8))
        .flatMap { $0.split(whereSeparator: \.isNewline).first.map(String.init) }

    /// The folder the entries live in (made when the first is kept).
    public let folder: URL

    /// A store in `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// Keeps `tracks` as the unsaved state of the playlist `id`, edited from `file`, replacing
    /// what was kept for it before.
    ///
    /// - Complexity: O(*n*) in the number of tracks.
    public func keep(
        _ tracks: [Track], id: String, file: URL?, processID: Int32 = getpid()
    ) throws(PlaylistError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw PlaylistError(file: folder, message: "cannot be created: \(error.localizedDescription)")
        }
        try AtomicFile.write(try PlaylistFile.encode(tracks, as: .xspf, folder: nil), to: tracksURL(id))
        let note = Note(file: file?.path, processID: processID, keptAt: Date().timeIntervalSince1970, bootID: Self.bootID)
        do {
            try AtomicFile.write(try JSONEncoder().encode(note), to: noteURL(id))
        } catch let error as PlaylistError {
            throw error
        } catch {
            throw PlaylistError(file: noteURL(id), message: "cannot be encoded: \(error.localizedDescription)")
        }
    }

    /// The kept playlists, oldest first. Entries whose files are missing or unreadable are
    /// left out.
    public func entries() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.compactMap { name -> Entry? in
            let id = String(name.dropLast(".json".count))
            guard FileManager.default.fileExists(atPath: tracksURL(id).path),
                  let data = try? Data(contentsOf: noteURL(id)),
                  let note = try? JSONDecoder().decode(Note.self, from: data) else { return nil }
            return Entry(
                id: id, file: note.file.map { URL(fileURLWithPath: $0) }, processID: note.processID,
                keptAt: Date(timeIntervalSince1970: note.keptAt), bootID: note.bootID
            )
        }.sorted { $0.keptAt < $1.keptAt }
    }

    /// The tracks kept for `entry`.
    public func tracks(of entry: Entry) throws(PlaylistError) -> [Track] {
        try PlaylistFile.read(contentsOf: tracksFile(of: entry), format: .xspf)
    }

    /// The XSPF file holding `entry`'s tracks, for a caller that reads it itself (off the
    /// main thread, with progress).
    public func tracksFile(of entry: Entry) -> URL {
        tracksURL(entry.id)
    }

    /// Forgets the playlist `id` (its edits were saved or thrown away).
    public func discard(id: String) {
        try? FileManager.default.removeItem(at: noteURL(id))
        try? FileManager.default.removeItem(at: tracksURL(id))
    }

    private func tracksURL(_ id: String) -> URL { folder.appendingPathComponent("\(id).xspf") }
    private func noteURL(_ id: String) -> URL { folder.appendingPathComponent("\(id).json") }
}
