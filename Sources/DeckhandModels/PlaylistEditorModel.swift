import Foundation
import Localization
import Playlist
import ReorderKit

/// The playlist editor window's state, with no display: the document and the phase it is in,
/// the search and the tracks it shows, what the looks at the files found, the lines the read
/// skipped, the file that would not open, the track playing, and what the heading, the status
/// line, the empty list and the actions say (`PlaylistEditorModel+Wording`).
///
/// The window shows it and turns the user's acts into calls; the rules live here, where a
/// test reaches them without a display.
///
/// ```swift
/// let model = PlaylistEditorModel()
/// model.loaded(tracks, skipped: [], stamp: nil, from: URL(fileURLWithPath: "/music/mix.m3u"), restoring: false)
/// model.edit { $0.remove([tracks[0].id]) > 0 }
/// print(model.title)      // "• mix.m3u"
/// print(model.subtitle)   // "39 tracks · 2:41:07"
/// ```
public final class PlaylistEditorModel {
    /// The playlist.
    public var document = PlaylistDocument()
    /// Loading, editing, saving, asking or closing.
    public var phase = PlaylistWindowPhase.editing
    /// What the search field says.
    public private(set) var searchText = ""
    /// The search `searchText` makes.
    public private(set) var search = TrackSearch("")
    /// What looks at the tracks' files found: the files not there, the tags of the others.
    public private(set) var files = KnownFiles()
    /// Counts the changes to `files`, for what is worked out from them (the automation file).
    public private(set) var filesRevision = 0
    /// Whether the latest look at the whole playlist's files is over.
    public private(set) var lookedAtEveryFile = false
    /// The lines the last read left out, in file order.
    public internal(set) var skipped: [SkippedLine] = []
    /// The playlist file being loaded (the read may come from elsewhere when restoring).
    public private(set) var loadingFile: URL?
    /// The file this window was asked to open and could not, and why: the window is named
    /// after it and says why, until something is added to the empty playlist.
    public private(set) var failedToOpen: (file: URL, problem: String)?
    /// Why the last save failed to write, until a save starts again.
    public var saveFailure: String?
    /// The track playing or paused.
    public var playing: (id: Track.ID, paused: Bool)?
    /// Whether a look for the missing files in a folder is under way.
    public var isFindingMissing = false
    /// The tracks a search matches, and where each is in the playlist (its number), while
    /// searching. Without a search the list shows the document's own array, so that a reorder
    /// changes it in place rather than copying 100,000 tracks shared with a second array.
    private var filtered: (tracks: [Track], positions: [Int])?
    /// The playlist's length the rows were last numbered with.
    private var numberedLength = 0

    /// An empty new playlist.
    public init() {}

    /// The playlist's file, also while it loads.
    public var file: URL? { phase.isLoading ? loadingFile : document.url }

    /// The file's name, or what a new playlist is called.
    public var name: String { document.url?.lastPathComponent ?? failedToOpen?.file.lastPathComponent ?? tr("New Playlist") }

    /// The tracks the list shows: all of them, or those the search matches.
    public var shown: [Track] { filtered?.tracks ?? document.tracks }

    /// The IDs of the tracks the list shows, in order.
    ///
    /// - Complexity: O(*n*), reading only the IDs (mapping the tracks would copy each one).
    public var shownIDs: [Track.ID] {
        let tracks = shown
        return tracks.indices.map { tracks[$0].id }
    }

    /// Where the tracks with `ids` are in the list, in order.
    ///
    /// - Complexity: O(*n*), reading only the IDs.
    public func positions(of ids: Set<Track.ID>) -> [Int] {
        guard !ids.isEmpty else { return [] }
        let tracks = shown
        return tracks.indices.filter { ids.contains(tracks[$0].id) }
    }

    /// The IDs of the tracks at `positions` of the list.
    public func ids(at positions: [Int]) -> Set<Track.ID> {
        let tracks = shown
        return Set(positions.lazy.filter(tracks.indices.contains).map { tracks[$0].id })
    }

    /// The number (from 0) in the playlist of the track at `position` of the list.
    public func number(at position: Int) -> Int {
        guard let numbers = filtered?.positions, numbers.indices.contains(position) else { return position }
        return numbers[position]
    }

    /// Whether dragging can reorder the tracks: the list shows them all, open for edits.
    public var canReorder: Bool { phase.acceptsEdits && search.isEmpty }

    /// Makes an edit when the playlist takes edits (not while it loads or a question is up);
    /// returns whether it changed anything. An edit ends the "could not open" notice.
    @discardableResult
    public func edit(_ change: (inout PlaylistDocument) -> Bool) -> Bool {
        guard phase.acceptsEdits, change(&document) else { return false }
        failedToOpen = nil
        return true
    }

    /// The reorder that moves the tracks at `positions` one place up (`step` -1) or down (1),
    /// together; nil at the edge, with nothing at `positions`, or while a search hides tracks.
    public func move(_ positions: [Int], by step: Int) -> PlaylistDocument.Difference? {
        guard search.isEmpty, let first = positions.first, let last = positions.last else { return nil }
        let tracks = document.tracks
        let position: PlaylistDocument.Difference.Position
        if step < 0 {
            guard first > 0 else { return nil }
            position = .before(tracks[first - 1].id)
        } else {
            guard last < tracks.count - 1 else { return nil }
            position = last + 2 < tracks.count ? .before(tracks[last + 2].id) : .end
        }
        return PlaylistDocument.Difference(sources: positions.map { tracks[$0].id }, position: position)
    }

    /// Where tracks dropped before `anchor` go: before it, or at the end when it is nil or gone.
    public func insertionIndex(before anchor: Track.ID?) -> Int {
        anchor.flatMap { id in document.tracks.firstIndex { $0.id == id } } ?? document.tracks.count
    }

    /// Searches for `text`; returns whether the search changed (the list is to be shown again).
    public func setSearch(_ text: String) -> Bool {
        searchText = text
        let next = TrackSearch(text)
        guard next != search else { return false }
        search = next
        return true
    }

    /// Works out the tracks the list shows for the search and the document as they are now.
    /// Returns whether every row must be shown again, not just the rows of changed tracks:
    /// while searching an edit to hidden tracks renumbers the shown ones without changing
    /// them, and every row names the playlist's length ("3 of 40"), which an insert or a
    /// removal changes.
    ///
    /// - Complexity: O(*n*) while searching, O(1) otherwise.
    public func refreshShown() -> Bool {
        let numbers = filtered?.positions
        if search.isEmpty {
            filtered = nil
        } else {
            // What the files say counts too: a search for an artist finds the tracks its tags name.
            let tracks = document.tracks
            let positions = tracks.indices.filter { search.matches(known(tracks[$0])) }
            filtered = (positions.map { tracks[$0] }, positions)
        }
        let lengthChanged = document.tracks.count != numberedLength
        numberedLength = document.tracks.count
        return lengthChanged || (filtered != nil && filtered?.positions != numbers)
    }

    // MARK: Loading

    /// Starts reading the playlist `file` (or, when `restoring`, unsaved edits kept of it):
    /// the document takes no edits until it is in.
    public func startLoading(_ file: URL?, restoring: Bool) {
        loadingFile = file
        phase = .loading(restoring: restoring)
    }

    /// Takes the read's `tracks` of `file` (its unsaved edits, when `restoring`), the lines it
    /// skipped and how the file stood when read.
    public func loaded(_ tracks: [Track], skipped: [SkippedLine], stamp: FileStamp?, from file: URL?, restoring: Bool) {
        phase.loaded()
        document = PlaylistDocument(tracks: tracks, url: file, hasUnsavedChanges: restoring, stamp: stamp)
        self.skipped = skipped.sorted { $0.line < $1.line }
    }

    /// Takes a read that failed with `problem`; returns what the status line says. A file
    /// asked for stays named in the window with why it would not open; kept edits that would
    /// not read back stay kept.
    public func failedToLoad(_ problem: String?, restoring: Bool) -> String {
        phase.loaded()
        let problem = problem ?? tr("%s could not be read", loadingFile?.lastPathComponent ?? name)
        if restoring {
            // TRANSLATORS: %1$s is the playlist's file name, %2$s why its kept unsaved changes could not be read.
            return tr("The unsaved changes to %1$s could not be read back (%2$s); they stay kept.", loadingFile?.lastPathComponent ?? name, problem)
        }
        if let loadingFile { failedToOpen = (loadingFile, problem) }
        return problem
    }

    // MARK: The tracks' files

    /// `track` with what its file's tags say wherever the playlist says nothing.
    public func known(_ track: Track) -> Track {
        track.filled(with: files.tags(of: track))
    }

    /// Whether `track`'s file was not there when looked at.
    public func isMissing(_ track: Track) -> Bool {
        files.isMissing(track)
    }

    /// What each track's file says of itself, by track, for a save to write.
    public var tagsByTrack: [Track.ID: AudioTags] {
        var byTrack: [Track.ID: AudioTags] = [:]
        for track in document.tracks {
            if let read = files.tags(of: track) { byTrack[track.id] = read }
        }
        return byTrack
    }

    /// Forgets what was known of the files, for a look at the whole playlist's.
    public func startLookingAtEveryFile() {
        files = KnownFiles(countedFor: document)
        filesRevision += 1
        lookedAtEveryFile = false
    }

    /// Takes what a batch of a look found; `lastOfWholeLook` ends a look at every file.
    public func take(_ batch: PathFindings, paths: TrackPaths, lastOfWholeLook: Bool = false) {
        files.take(batch, paths: paths, of: document)
        filesRevision += 1
        if lastOfWholeLook { lookedAtEveryFile = true }
    }

    /// Notes that the file at `path` was found not there (as it was about to play).
    public func noteMissing(_ path: String) {
        files.noteMissing(path)
        filesRevision += 1
    }

    /// The IDs of the tracks marked missing.
    ///
    /// - Complexity: O(1) when the entries and the files are as last counted, else O(*n*).
    public func missingTrackIDs() -> Set<Track.ID> {
        files.figures(of: document).missing
    }

    /// How many of the playlist's tracks are marked missing; nil for none.
    public var missingCount: Int? {
        guard !files.missingPaths.isEmpty else { return nil }
        let count = files.figures(of: document).missing.count
        return count > 0 ? count : nil
    }

    /// The length of the tracks whose length is known, the files' tags included, in seconds.
    public var knownTotalDuration: Double { files.figures(of: document).seconds }
}
