import Foundation
import Localization

/// Copies of playlists with unsaved edits, kept on disk while the edits are unsaved so that
/// they survive the editor being killed, and offered back on the next start.
///
/// Each playlist is kept as a base, its tracks as XSPF (every field a track has), and a
/// journal of the changes made since, one line each, so that keeping an edit writes only the
/// edit. A note says which file the edits belong to, which process keeps them, and which
/// generation of base and journal is current. A new base is written beside the old one and
/// becomes current when the note names it: a kill at any moment leaves either the old or the
/// new generation whole, and a journal line cut short by it is not read back.
///
/// ```swift
/// let store = UnsavedPlaylistStore(folder: dataFolder.appendingPathComponent("unsaved-playlists"))
/// try store.keep(document.tracks, id: windowID, file: document.url)
/// try store.append(document.takeChanges(), id: windowID)
/// for entry in store.entries() where entry.isOrphaned { … try store.tracks(of: entry, skipped: &skipped) … }
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
        /// Which base and journal are current; nil for an entry an earlier version kept whole
        /// as one file.
        public let generation: Int?
        /// How the playlist's file stood when the edits were made on it, if known: restored,
        /// the edits are saved over it only after asking if it changed since.
        public let stamp: FileStamp?
        /// When the keeping process started, in clock ticks after the boot, if known.
        let processStart: UInt64?

        /// Whether the process that kept the entry is gone: nobody else will save these edits.
        /// After a restart it is gone whatever now has its process ID.
        public var isOrphaned: Bool {
            if let bootID, let current = UnsavedPlaylistStore.bootID, bootID != current { return true }
            if kill(processID, 0) != 0 {
                // No such process, or one of another user's: either way not the one that kept it.
                return errno == ESRCH || errno == EPERM
            }
            // A process has the ID: the keeper, unless it has ended and is not yet reaped, or
            // the ID went to a process that started at another moment.
            guard let process = ProcessState(id: processID) else { return false }
            return process.hasEnded || processStart.map { $0 != process.startTicks } == true
        }
    }

    private struct Note: Codable {
        var file: String?
        var processID: Int32
        var keptAt: Double
        var bootID: String?
        var generation: Int?
        var stamp: FileStamp?
        var processStart: UInt64?
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

    /// Keeps `tracks` as the unsaved state of the playlist `id`, edited from `file` as `stamp`
    /// says it stood, replacing what was kept for it before: a new base, with an empty
    /// journal, of `generation` (the next one after the current when nil).
    ///
    /// - Complexity: O(*n*) in the number of tracks.
    public func keep(
        _ tracks: [Track], id: String, file: URL?, generation: Int? = nil, processID: Int32 = getpid(),
        stamp: FileStamp? = nil
    ) throws(PlaylistError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            // TRANSLATORS: follows a folder's name and a colon; %s is the system's account of the problem.
            throw PlaylistError(file: folder, message: tr("cannot be created: %s", error.localizedDescription))
        }
        let generation = generation ?? ((try? note(id))?.generation ?? 0) + 1
        try AtomicFile.write(try PlaylistFile.encode(tracks, as: .xspf, folder: nil), to: baseURL(id, generation))
        try AtomicFile.write(Data(), to: journalURL(id, generation))
        let note = Note(
            file: file?.path, processID: processID, keptAt: Date().timeIntervalSince1970, bootID: Self.bootID,
            generation: generation, stamp: stamp, processStart: ProcessState(id: processID)?.startTicks
        )
        do {
            try AtomicFile.write(try JSONEncoder().encode(note), to: noteURL(id))
        } catch let error as PlaylistError {
            throw error
        } catch {
            // TRANSLATORS: follows a file's name and a colon; %s is the system's account of the problem.
            throw PlaylistError(file: noteURL(id), message: tr("cannot be encoded: %s", error.localizedDescription))
        }
        removeFiles(of: id, keeping: generation)
    }

    /// Adds `changes` to what is kept for the playlist `id`, after what is there.
    ///
    /// - Complexity: O(*k*) in the tracks and positions the changes name, whatever the
    ///   playlist's length.
    public func append(_ changes: [PlaylistChange], id: String) throws(PlaylistError) {
        var lines = Data()
        for change in changes { lines += try change.journalLine() }
        try append(lines: lines, id: id, generation: nil, at: nil)
    }

    /// Adds journal `lines` to what is kept for `id`, but only if its current generation is
    /// `generation` and its journal is `offset` bytes long, when given: a write that follows
    /// one that failed finds the journal elsewhere and is refused rather than added to the
    /// wrong base.
    func append(lines: Data, id: String, generation expected: Int?, at offset: Int?) throws(PlaylistError) {
        guard !lines.isEmpty else { return }
        guard let generation = (try? note(id))?.generation else {
            // TRANSLATORS: follows a file's name and a colon.
            throw PlaylistError(file: noteURL(id), message: tr("keeps no journal to add changes to"))
        }
        guard expected == nil || expected == generation else {
            // TRANSLATORS: follows a file's name and a colon; %1$d and %2$d number versions of the kept copy.
            throw PlaylistError(file: noteURL(id), message: tr("names generation %1$d, not %2$d: an earlier write failed", generation, expected ?? 0))
        }
        let journal = journalURL(id, generation)
        do {
            let handle = try FileHandle(forUpdating: journal)
            defer { try? handle.close() }
            let end = try handle.seekToEnd()
            if let offset, end != UInt64(offset) {
                // TRANSLATORS: follows a file's name and a colon; %1$d is its length in bytes, %2$d the length it should have.
                let message = trn("is %1$d byte long, not %2$d: an earlier write failed",
                                  "is %1$d bytes long, not %2$d: an earlier write failed", Int(clamping: end), end, offset)
                throw PlaylistError(file: journal, message: message)
            }
            if end > 0 {
                // A line a failed write cut short would swallow the next: start afresh instead.
                try handle.seek(toOffset: end - 1)
                guard try handle.read(upToCount: 1) == Data("\n".utf8) else {
                    // TRANSLATORS: follows a file's name and a colon.
                    throw PlaylistError(file: journal, message: tr("ends in a line cut short"))
                }
            }
            try handle.write(contentsOf: lines)
            try handle.synchronize()
        } catch let error as PlaylistError {
            throw error
        } catch {
            // TRANSLATORS: follows a file's name and a colon; %s is the system's account of the problem.
            throw PlaylistError(file: journal, message: tr("cannot be added to: %s", error.localizedDescription))
        }
    }

    /// The kept playlists, oldest first. Entries whose files are missing or unreadable are
    /// left out.
    public func entries() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.compactMap { name -> Entry? in
            let id = String(name.dropLast(".json".count))
            guard let note = try? note(id),
                  FileManager.default.fileExists(atPath: baseURL(id, note.generation).path) else { return nil }
            return Entry(
                id: id, file: note.file.map { URL(fileURLWithPath: $0) }, processID: note.processID,
                keptAt: Date(timeIntervalSince1970: note.keptAt), bootID: note.bootID, generation: note.generation,
                stamp: note.stamp, processStart: note.processStart
            )
        }.sorted { $0.keptAt < $1.keptAt }
    }

    /// The tracks kept for `entry`: its base with its journal's changes made on it, in order.
    /// A last line a kill cut short is not read. A damaged line ends the replay there: the
    /// tracks as they were before it come back, and the line is added to `skipped`. A
    /// `progress`, if given, follows the base's read (from any thread).
    ///
    /// - Complexity: O(*n* + *n*·*c*) for *n* tracks and *c* kept changes.
    public func tracks(
        of entry: Entry, progress: ReadProgress? = nil, skipped: inout [SkippedLine]
    ) throws(PlaylistError) -> [Track] {
        var tracks = try PlaylistFile.read(contentsOf: baseURL(entry.id, entry.generation), format: .xspf, progress: progress)
        guard let generation = entry.generation else { return tracks }
        let journal = journalURL(entry.id, generation)
        let data: Data
        do {
            data = try Data(contentsOf: journal)
        } catch {
            // TRANSLATORS: follows a file's name and a colon; %s is the system's account of the problem.
            throw PlaylistError(file: journal, message: tr("cannot be read: %s", error.localizedDescription))
        }
        var nextID = (tracks.map(\.id).max() ?? 0) + 1
        // Only lines with their newline were written whole.
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        for (number, line) in zip(1..., lines) {
            do {
                try PlaylistChange(journalLine: Data(line)).apply(to: &tracks, nextID: &nextID)
            } catch {
                let name = journal.lastPathComponent
                let later = lines.count - number
                let reason = if later > 0 {
                    // TRANSLATORS: %1$s is a file's name, %2$s what is wrong with a change it keeps, %3$d how many changes follow it.
                    trn("%1$s: %2$s; this change nor the %3$d after it could not be restored",
                        "%1$s: %2$s; this change nor the %3$d after it could not be restored", later, name, error.message, later)
                } else {
                    // TRANSLATORS: %1$s is a file's name, %2$s what is wrong with a change it keeps.
                    tr("%1$s: %2$s; this change could not be restored", name, error.message)
                }
                skipped.append(SkippedLine(line: number, reason: reason))
                break
            }
        }
        return tracks
    }

    /// Forgets the playlist `id` (its edits were saved or thrown away).
    public func discard(id: String) {
        try? FileManager.default.removeItem(at: noteURL(id))
        removeFiles(of: id, keeping: nil)
    }

    /// Removes the bases and journals of `id` but those of generation `kept`.
    private func removeFiles(of id: String, keeping kept: Int?) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let keptNames = kept.map { [baseURL(id, $0).lastPathComponent, journalURL(id, $0).lastPathComponent] } ?? []
        for name in names where isFile(name, of: id) && !keptNames.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Whether `name` is a base or journal of `id`: `id.xspf`, `id-3.xspf`, `id-3.changes`.
    private func isFile(_ name: String, of id: String) -> Bool {
        guard name != "\(id).xspf" else { return true }
        guard name.hasPrefix("\(id)-") else { return false }
        let rest = name.dropFirst(id.count + 1).split(separator: ".", maxSplits: 1)
        return rest.count == 2 && !rest[0].isEmpty && rest[0].allSatisfy(\.isASCII) && rest[0].allSatisfy(\.isNumber)
            && (rest[1] == "xspf" || rest[1] == "changes")
    }

    private func note(_ id: String) throws -> Note {
        try JSONDecoder().decode(Note.self, from: Data(contentsOf: noteURL(id)))
    }

    private func baseURL(_ id: String, _ generation: Int?) -> URL {
        folder.appendingPathComponent(generation.map { "\(id)-\($0).xspf" } ?? "\(id).xspf")
    }

    private func journalURL(_ id: String, _ generation: Int) -> URL {
        folder.appendingPathComponent("\(id)-\(generation).changes")
    }

    private func noteURL(_ id: String) -> URL { folder.appendingPathComponent("\(id).json") }
}
