import Foundation
import Localization
import ReorderKit

/// An open playlist: its tracks, the file they came from, whether they changed since, and an
/// undo history of every edit (reorders, inserts, removals).
///
/// ```swift
/// var document = try PlaylistDocument(contentsOf: url)
/// document.apply(ReorderDifference(sources: [7, 9], position: .before(2)))
/// document.undo()
/// ```
public struct PlaylistDocument: Sendable {
    /// A reorder of the document's tracks.
    public typealias Difference = ReorderDifference<Track.ID, ReorderableSingleCollectionIdentifier>

    /// The tracks, in playlist order.
    public private(set) var tracks: [Track]
    /// The file the document is kept in, once it has one.
    public private(set) var url: URL?
    /// The file as it stood when the tracks were read from it or last saved to it.
    public private(set) var fileStamp: FileStamp?
    /// Whether the tracks changed since they were loaded or saved: undoing back to that point
    /// leaves nothing unsaved, as in any GNOME editor.
    public var hasUnsavedChanges: Bool { savedDepth != undoStack.count }
    /// Counts the edits (and undos and redos), so that a save made on another thread knows
    /// whether the tracks changed while it wrote.
    public private(set) var revision = 0
    /// Counts the edits (and undos and redos) that changed which entries the playlist holds:
    /// inserts, removals and relinks, not reorders. What depends on the entries but not on
    /// their order can be kept until it changes.
    public private(set) var entriesRevision = 0

    /// How many edits the undo history held when the tracks were as the file has them: nil
    /// when no undo or redo gets back there (edits restored after a crash, an edit made after
    /// undoing past it, or one made while a save was being written).
    private var savedDepth: Int? = 0
    private var nextID: Int
    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []
    /// What happened to the tracks since `takeChanges()` last took it.
    private var changes: [PlaylistChange] = []

    /// One undoable edit, with what undoing it needs.
    private enum Edit: Sendable {
        case reorder([Difference], inverse: [Difference])
        case insert([Track], at: Int)
        case remove([(index: Int, track: Track)])
        case relink([(index: Int, old: Track, new: Track)])

        /// Whether the edit only reorders.
        var isReorder: Bool {
            if case .reorder = self { true } else { false }
        }
    }

    /// An empty, unsaved playlist.
    public init() {
        tracks = []
        nextID = 1
    }

    /// The playlist in the file at `url`.
    public init(contentsOf url: URL) throws(PlaylistError) {
        // Before the read: a change made while it reads is a change since.
        fileStamp = FileStamp(of: url)
        tracks = try PlaylistFile.read(contentsOf: url)
        self.url = url
        nextID = (tracks.map(\.id).max() ?? 0) + 1
    }

    /// Tracks already read (off the main thread, say) from `url`, which stood as `stamp` says
    /// when they were; `hasUnsavedChanges` when they differ from the file (edits restored
    /// after a crash).
    public init(tracks: [Track], url: URL?, hasUnsavedChanges: Bool = false, stamp: FileStamp? = nil) {
        self.tracks = tracks
        self.url = url
        fileStamp = stamp
        savedDepth = hasUnsavedChanges ? nil : 0
        nextID = (tracks.map(\.id).max() ?? 0) + 1
    }

    /// Moves tracks as `difference` says; returns whether the order changed.
    ///
    /// - Complexity: O(*n*) in the number of tracks.
    @discardableResult
    public mutating func apply(_ difference: Difference) -> Bool {
        let inverse = tracks.inverse(of: difference)
        guard !inverse.isEmpty else { return false }
        move(difference)
        record(.reorder([difference], inverse: inverse))
        return true
    }

    /// Puts the tracks in `order` (each track's ID once) by reorders, as one undoable edit: a
    /// sort or a shuffle goes through the same moves a drag makes. Returns whether the order
    /// changed; false also when `order` does not hold each track once.
    ///
    /// - Complexity: O(*n* log *n*) in the number of tracks.
    @discardableResult
    public mutating func reorder(to order: [Track.ID]) -> Bool {
        guard let differences = tracks.differences(toOrder: order), !differences.isEmpty else { return false }
        let before = tracks.map(\.id)
        differences.forEach { move($0) }
        // Back by the same few moves (one per bit), not one per run the sort scattered.
        record(.reorder(differences, inverse: tracks.differences(toOrder: before) ?? []))
        return true
    }

    /// Inserts tracks for `locations` before `index` (clamped to the end), with fresh IDs;
    /// returns the new tracks.
    @discardableResult
    public mutating func insert(_ locations: [TrackLocation], at index: Int) -> [Track] {
        insert(entries: locations.map { Track(id: 0, location: $0) }, at: index)
    }

    /// Inserts copies of `entries` (tracks of another playlist, with their titles and
    /// lengths) before `index` (clamped to the end), with fresh IDs; returns the new tracks.
    @discardableResult
    public mutating func insert(entries: [Track], at index: Int) -> [Track] {
        let position = min(max(index, 0), tracks.count)
        let added = entries.map { entry in
            defer { nextID += 1 }
            return entry.numbered(nextID)
        }
        guard !added.isEmpty else { return [] }
        tracks.insert(contentsOf: added, at: position)
        changes.append(.insert(added, at: position))
        record(.insert(added, at: position))
        return added
    }

    /// Removes the tracks with `ids`; returns how many went.
    ///
    /// - Complexity: O(*n*) in the number of tracks.
    @discardableResult
    public mutating func remove(_ ids: Set<Track.ID>) -> Int {
        let removed = tracks.enumerated().filter { ids.contains($0.element.id) }.map { (index: $0.offset, track: $0.element) }
        guard !removed.isEmpty else { return 0 }
        tracks.removeAll { ids.contains($0.id) }
        changes.append(.remove(removed.map(\.index)))
        record(.remove(removed))
        return removed.count
    }

    /// Points the tracks named in `locations` to their new locations (files found elsewhere),
    /// as one undoable edit; returns how many changed.
    ///
    /// - Complexity: O(*n*) in the number of tracks.
    @discardableResult
    public mutating func relink(_ locations: [Track.ID: TrackLocation]) -> Int {
        let entries = tracks.indices.compactMap { index -> (index: Int, old: Track, new: Track)? in
            guard let location = locations[tracks[index].id], location != tracks[index].location else { return nil }
            var moved = tracks[index]
            moved.location = location
            return (index, tracks[index], moved)
        }
        guard !entries.isEmpty else { return 0 }
        entries.forEach { replace(at: $0.index, with: $0.new) }
        record(.relink(entries))
        return entries.count
    }

    /// Whether there is an edit to undo, or an undone one to redo.
    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last edit; returns whether there was one.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let edit = undoStack.popLast() else { return false }
        switch edit {
        case .reorder(_, let inverse):
            inverse.forEach { move($0) }
        case .insert(let added, _):
            let ids = Set(added.map(\.id))
            let positions = tracks.indices.filter { ids.contains(tracks[$0].id) }
            tracks.removeAll { ids.contains($0.id) }
            changes.append(.remove(positions))
        case .remove(let removed):
            putBack(removed)
        case .relink(let entries):
            entries.forEach { replace(at: $0.index, with: $0.old) }
        }
        redoStack.append(edit)
        revision += 1
        if !edit.isReorder { entriesRevision += 1 }
        return true
    }

    /// Redoes the last undone edit; returns whether there was one.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let edit = redoStack.popLast() else { return false }
        switch edit {
        case .reorder(let differences, _):
            differences.forEach { move($0) }
        case .insert(let added, let index):
            tracks.insert(contentsOf: added, at: index)
            changes.append(.insert(added, at: index))
        case .remove(let removed):
            let ids = Set(removed.map(\.track.id))
            tracks.removeAll { ids.contains($0.id) }
            changes.append(.remove(removed.map(\.index)))
        case .relink(let entries):
            entries.forEach { replace(at: $0.index, with: $0.new) }
        }
        undoStack.append(edit)
        revision += 1
        if !edit.isReorder { entriesRevision += 1 }
        return true
    }

    /// Saves the tracks to `url` (the document's own file when nil), atomically, and keeps
    /// that file as the document's.
    public mutating func save(to url: URL? = nil) throws(PlaylistError) {
        let copy = try saveCopy(to: url)
        didSave(copy, stamp: try copy.write())
    }

    /// What a save writes, taken now, to be written anywhere (off the main thread, say) and
    /// then handed to `didSave(_:stamp:)`.
    ///
    /// ```swift
    /// let copy = try document.saveCopy()
    /// let stamp = try await Task.detached { try copy.write() }.value   // written off this thread
    /// document.didSave(copy, stamp: stamp)
    /// ```
    ///
    /// `tags`, what the tracks' files say of themselves, fill in what the tracks do not say
    /// (a length, a title), so that the file written has it.
    public func saveCopy(to url: URL? = nil, filling tags: [Track.ID: AudioTags] = [:]) throws(PlaylistError) -> SaveCopy {
        guard let target = url ?? self.url else {
            throw PlaylistError(message: tr("the playlist has no file yet; choose where to save it"))
        }
        return SaveCopy(tracks: tags.isEmpty ? tracks : tracks.map { $0.filled(with: tags[$0.id]) }, url: target, revision: revision)
    }

    /// Takes note that `copy` was written, leaving its file as `stamp` (what `write()`
    /// returned): the file becomes the document's, and the document is saved unless it was
    /// edited while the copy was written.
    public mutating func didSave(_ copy: SaveCopy, stamp: FileStamp?) {
        url = copy.url
        fileStamp = stamp
        savedDepth = revision == copy.revision ? undoStack.count : nil
    }

    /// The tracks of a document at one revision, on their way to a file.
    public struct SaveCopy: Sendable {
        public let tracks: [Track]
        public let url: URL
        let revision: Int

        /// Writes the tracks to the file atomically, in the format its extension names;
        /// returns how the file stands just after (for `didSave`), before anyone else can have
        /// changed it but in a moment's race.
        @discardableResult
        public func write() throws(PlaylistError) -> FileStamp? {
            try PlaylistFile.save(tracks, to: url)
            return FileStamp(of: url)
        }
    }

    /// Whether another program changed or replaced the document's file since the tracks were
    /// read from it or saved to it (or made it, where there was none then): saving over it
    /// would lose what it did. A file gone since has nothing to lose.
    public var fileChangedOnDisk: Bool {
        guard let url, let now = FileStamp(of: url) else { return false }
        return now != fileStamp
    }

    /// The total length of the tracks whose length is known, in seconds.
    public var totalDuration: Double {
        tracks.reduce(0) { $0 + ($1.duration ?? 0) }
    }

    /// Hands over what happened to the tracks (edits, undos and redos) since the last call,
    /// oldest first, for a journal of them.
    ///
    /// ```swift
    /// journal.append(document.takeChanges())
    /// ```
    public mutating func takeChanges() -> [PlaylistChange] {
        defer { changes.removeAll() }
        return changes
    }

    /// Reorders the tracks as `difference` says, and notes the move by position.
    ///
    /// - Complexity: O(*n*) in the number of tracks.
    private mutating func move(_ difference: Difference) {
        let moving = Set(difference.sources)
        var before: [Track.ID: Int] = [:]
        for (index, track) in tracks.enumerated() where moving.contains(track.id) { before[track.id] = index }
        tracks.apply(difference: difference)
        // The moved tracks land together; their positions before, in the order they landed.
        if let start = tracks.firstIndex(where: { before[$0.id] != nil }), start + before.count <= tracks.count {
            let positions = tracks[start..<start + before.count].compactMap { before[$0.id] }
            if positions.count == before.count { return changes.append(.move(positions, to: start)) }
        }
        // Not one block (the difference moved nothing): say where every track is.
        changes.append(.remove(Array(tracks.indices)))
        changes.append(.insert(tracks, at: 0))
    }

    /// Puts `track` in place of the track at `index`, noting it as a removal and an insert.
    private mutating func replace(at index: Int, with track: Track) {
        tracks[index] = track
        changes.append(.remove([index]))
        changes.append(.insert([track], at: index))
    }

    /// Puts removed tracks back where they were, noting each run of them as one insert.
    private mutating func putBack(_ removed: [(index: Int, track: Track)]) {
        var runs: [(at: Int, tracks: [Track])] = []
        for entry in removed {
            tracks.insert(entry.track, at: entry.index)
            if let last = runs.last, last.at + last.tracks.count == entry.index {
                runs[runs.count - 1].tracks.append(entry.track)
            } else {
                runs.append((entry.index, [entry.track]))
            }
        }
        changes.append(contentsOf: runs.map { .insert($0.tracks, at: $0.at) })
    }

    private mutating func record(_ edit: Edit) {
        if !edit.isReorder { entriesRevision += 1 }
        // The state saved was undone, and this edit takes the place of its redo.
        if let saved = savedDepth, saved > undoStack.count { savedDepth = nil }
        undoStack.append(edit)
        redoStack.removeAll()
        revision += 1
    }
}
