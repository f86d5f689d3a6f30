import Foundation

/// What of one playlist's unsaved edits an `UnsavedPlaylistStore` holds, and what keeping
/// them up to date writes next: only the changes since the last write while the journal is
/// short, or all the tracks again when there is nothing to add to, the playlist's file
/// changed, or the journal grew long enough that reading it back would cost more than a new
/// base.
///
/// ```swift
/// var kept = KeptEdits(id: windowID)
/// let write = kept.nextWrite(for: &document)   // on the thread that owns the document
/// try write.perform(in: store)                 // on any thread, in order
/// ```
public struct KeptEdits: Sendable {
    /// Names the playlist's entry in the store.
    public let id: String
    /// How many changes a journal holds before the tracks are written whole again: each
    /// change costs O(*n*) to replay.
    public let maximumChanges: Int
    /// The generation of the last whole write handed out.
    private var generation: Int
    /// What the journal holds since the last base, or nil when there is no base to add to.
    private var journal: (changes: Int, insertedTracks: Int, bytes: Int, file: URL?, stamp: FileStamp?)?

    /// One playlist's kept edits, under `id`, whose current generation on disk is
    /// `generation` (0 when nothing is kept yet; a restored entry's otherwise).
    public init(id: String, maximumChanges: Int = 1000, generation: Int = 0) {
        self.id = id
        self.maximumChanges = maximumChanges
        self.generation = generation
    }

    /// One write that brings the store up to date. Each says which generation it belongs to
    /// (and a journal write, how long the journal was before it), so that a write queued
    /// behind one that failed is refused instead of being added to the wrong base.
    public enum Write: Sendable {
        /// All the tracks, as base `generation` for the playlist `file`, edited from the file
        /// as `stamp` says it stood.
        case whole([Track], file: URL?, id: String, generation: Int, stamp: FileStamp?)
        /// The changes since the last write, as journal lines, added to the journal of
        /// `generation` when it is `offset` bytes long.
        case changes(Data, id: String, generation: Int, offset: Int)

        /// Makes the write in `store`.
        public func perform(in store: UnsavedPlaylistStore) throws(PlaylistError) {
            switch self {
            case .whole(let tracks, let file, let id, let generation, let stamp):
                try store.keep(tracks, id: id, file: file, generation: generation, stamp: stamp)
            case .changes(let lines, let id, let generation, let offset):
                try store.append(lines: lines, id: id, generation: generation, at: offset)
            }
        }
    }

    /// The write that keeps `document` as it is now, taking its changes: the changes alone if
    /// they fit the journal, else the whole tracks.
    ///
    /// - Complexity: O(*k*) in what the changes name; O(1) more for a whole write, whose
    ///   tracks are shared with the document until either changes.
    public mutating func nextWrite(for document: inout PlaylistDocument) -> Write {
        let changes = document.takeChanges()
        let inserted = changes.reduce(0) { sum, change in
            if case .insert(let tracks, _) = change { return sum + tracks.count }
            return sum
        }
        // A save (or Save As) since the base was kept: the base names another file, or the
        // file as it stands now.
        if let journal, journal.file == document.url, journal.stamp == document.fileStamp,
           journal.changes + changes.count <= maximumChanges,
           journal.insertedTracks + inserted <= max(document.tracks.count, maximumChanges),
           let lines = try? changes.reduce(into: Data(), { $0 += try $1.journalLine() }) {
            self.journal = (journal.changes + changes.count, journal.insertedTracks + inserted, journal.bytes + lines.count, journal.file, journal.stamp)
            return .changes(lines, id: id, generation: generation, offset: journal.bytes)
        }
        generation += 1
        journal = (0, 0, 0, document.url, document.fileStamp)
        return .whole(document.tracks, file: document.url, id: id, generation: generation, stamp: document.fileStamp)
    }

    /// Makes the next write a whole one: a write failed, or what was kept was forgotten.
    public mutating func startAfresh() {
        journal = nil
    }
}
