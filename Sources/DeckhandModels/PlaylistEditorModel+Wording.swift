import Foundation
import Localization
import Playlist

/// What the playlist editor says: its title and subtitle, the status line when there is no
/// news, why the list is empty, and which actions can be used.
extension PlaylistEditorModel {
    /// The page shown over an empty list: why it is empty.
    public struct EmptyPage: Equatable, Sendable {
        /// The symbolic icon's name.
        public var iconName: String
        /// The page's heading.
        public var title: String
        /// What to do about it, under the heading.
        public var details: String
    }

    /// What can be done now, action by action.
    public struct Availability: Equatable, Sendable {
        /// Save and Save As.
        public var save = false
        /// Removing the selected tracks.
        public var deleteTracks = false
        /// Moving the selection one place up or down.
        public var moveTracks = false
        /// Sorting, shuffling and removing duplicates.
        public var order = false
        /// Undo.
        public var undo = false
        /// Redo.
        public var redo = false
        /// Find Missing Files.
        public var findMissing = false
        /// Stopping a look for the missing files.
        public var stopFinding = false
        /// Play/Pause.
        public var playPause = false
    }

    /// What the status line says when there is no news.
    public static var hint: String {
        tr("Drag tracks (or press Space, then ↑ ↓) to reorder them; drop files and folders here to add them.")
    }

    /// Why dragging does nothing while the search hides tracks.
    public static var filteredReason: String {
        tr("Reordering is off while a search hides tracks. Clear the search to drag tracks.")
    }

    /// What the status line says while the files are read.
    public static var readingTags: String { tr("Reading the tracks' tags…") }

    /// "1 track", "40 tracks".
    public static func trackCount(_ count: Int) -> String { trn("%d track", "%d tracks", count) }

    /// The window's title: the file's name, marked while it has unsaved changes.
    public var title: String {
        let title = file?.lastPathComponent ?? name
        // TRANSLATORS: the window's title while the playlist %s has unsaved changes.
        return document.hasUnsavedChanges ? tr("• %s", title) : title
    }

    /// The window's subtitle: the number of tracks, their length and how many are missing, or
    /// how many the search matches.
    public var subtitle: String {
        if phase.isLoading { return tr("Opening…") }
        if failedToOpen != nil { return tr("Could not be opened") }
        let count = document.tracks.count
        guard search.isEmpty else {
            // TRANSLATORS: the window's subtitle while searching: %1$d tracks of the playlist's %2$d match the search.
            return trn("%1$d of %2$d track match", "%1$d of %2$d tracks match", count, shown.count, count)
        }
        // TRANSLATORS: in the window's subtitle, after the track count and length: %d tracks' files are not there.
        return [Self.trackCount(count), DurationText.total(knownTotalDuration), missingCount.map { trn("%d missing", "%d missing", $0) }]
            .compactMap { $0 }.joined(separator: trc("list separator", " · "))
    }

    /// What the status line says with no news: what is being read, why dragging is off, the
    /// missing files, or how to edit.
    public var idleStatus: String {
        if phase.isLoading {
            let file = loadingFile
            return phase == .loading(restoring: true)
                ? tr("Reading the unsaved changes to %s", file?.lastPathComponent ?? name)
                : tr("Reading %s", file?.path ?? name)
        }
        guard search.isEmpty else { return Self.filteredReason }
        guard let count = missingCount else { return Self.hint }
        return trn("%d track points to a file that is not there (marked ⚠)", "%d tracks point to files that are not there (marked ⚠)", count)
    }

    /// Whether `status` is no news: what the status line says with none, or how far the tags
    /// have been read.
    public func isIdle(_ status: String) -> Bool {
        status == idleStatus || status.hasPrefix(Self.readingTags)
    }

    /// How far reading the tags has got: "Reading the tracks' tags… 45%".
    public static func readingTags(_ fraction: Double) -> String {
        // TRANSLATORS: how much of the tracks' tags has been read ("45%").
        let percent = tr("%d%%", Int(fraction * 100))
        return "\(readingTags) \(percent)"
    }

    /// The page over the list when it shows no track; nil when it shows some or is loading.
    public var emptyPage: EmptyPage? {
        guard !phase.isLoading, shown.isEmpty else { return nil }
        if let failedToOpen {
            return EmptyPage(
                iconName: "dialog-error-symbolic", title: tr("Could Not Open “%s”", failedToOpen.file.lastPathComponent),
                details: failedToOpen.problem
            )
        }
        guard search.isEmpty else {
            return EmptyPage(iconName: "edit-find-symbolic", title: tr("No Matching Tracks"), details: tr("No track matches “%s”.", searchText))
        }
        return EmptyPage(
            iconName: "audio-x-generic-symbolic", title: tr("No Tracks Yet"),
            details: tr("Drop audio files or folders here, or open a playlist with Ctrl+O.")
        )
    }

    /// Which actions can be used now.
    public var availability: Availability {
        let editable = phase.acceptsEdits
        var can = Availability()
        // A window that says why its file would not open has nothing of its own to save.
        can.save = phase.canSave && failedToOpen == nil
        can.deleteTracks = editable
        can.moveTracks = editable && search.isEmpty
        // A search hides tracks: sorting would move tracks the user cannot see.
        can.order = editable && search.isEmpty && document.tracks.count > 1
        can.undo = editable && document.canUndo
        can.redo = editable && document.canRedo
        can.findMissing = editable && missingCount != nil && !isFindingMissing
        can.stopFinding = isFindingMissing
        can.playPause = playing != nil || (!phase.isLoading && !document.tracks.isEmpty)
        return can
    }

    /// What the status line says once a playlist is in: that kept edits came back, or the
    /// lines the read skipped; nil for nothing to say.
    public func loadedNews(restoring: Bool) -> String? {
        if restoring { return tr("Restored unsaved changes. Save to keep them.") }
        guard !skipped.isEmpty else { return nil }
        return trn(
            // TRANSLATORS: %1$s is the playlist's file name.
            "%1$s loaded; %2$d damaged line was left out or read in part. Saving writes a clean file.",
            "%1$s loaded; %2$d damaged lines were left out or read in part. Saving writes a clean file.",
            skipped.count, name, skipped.count
        )
    }

    /// The skipped lines, one to a line: "Line 4: no file or URL".
    public var skippedText: String {
        // TRANSLATORS: one skipped line of a playlist file: %1$d is its number, %2$s why it was skipped.
        skipped.map { tr("Line %1$d: %2$s", $0.line, $0.reason) }.joined(separator: "\n")
    }

    /// What a drop added and what it could not, for the status line.
    public static func dropNews(added: Int, problems: [String]) -> String {
        guard added > 0 || !problems.isEmpty else { return tr("The drop named no audio files") }
        let news = trn("Added %d track", "Added %d tracks", added)
        guard !problems.isEmpty else { return news }
        // TRANSLATORS: a sentence ending with its full stop: %s is its words ("Added 3 tracks").
        let sentences = (added == 0 ? [] : [tr("%s.", news)]) + problems
        return sentences.joined(separator: trc("between sentences", " "))
    }
}
