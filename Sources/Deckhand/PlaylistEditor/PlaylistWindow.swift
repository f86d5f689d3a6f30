import Foundation
import Gtk
import Playlist
import ReorderGtk
import ReorderKit

/// A playlist editor window: one playlist file, its tracks in a virtualized list that rows
/// are dragged around in (the selection travels together), saved with Ctrl+S, every edit
/// undoable.
@MainActor
final class PlaylistWindow: AutomationSource {
    let window: ApplicationWindow
    private var document: PlaylistDocument
    private let list: ListView
    private let scroller = ScrolledWindow()
    private let status = Label("")
    /// The file's name over the number of tracks and their total length.
    private let heading = WindowTitle()
    private let automation: AutomationPublisher?
    private var actions: [String: Action] = [:]
    /// The rows on screen, by widget pointer, with the track each shows.
    private var rows: [UnsafeMutableRawPointer: (row: TrackRow, id: Track.ID, position: Int)] = [:]
    /// Every row built, by widget pointer.
    private var trackRows: [UnsafeMutableRawPointer: TrackRow] = [:]
    /// Set at the end of `init`: its closures need `self`.
    private var reorder: ListViewReorder<Track.ID>?
    /// Whether the window is asking whether to save before it closes.
    private var isAskingToSave = false
    /// Whether the user chose to close without saving (or has saved): close for real.
    private var mayClose = false

    /// Opens the playlist at `url` (an empty, unsaved one when nil).
    init(application: Application, url: URL?, automation: AutomationPublisher?) {
        self.automation = automation
        window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 900, height: 640)
        var problem: String?
        if let url {
            do {
                document = try PlaylistDocument(contentsOf: url)
            } catch {
                problem = error.errorDescription
                document = PlaylistDocument()
            }
        } else {
            document = PlaylistDocument()
        }
        list = ListView()
        let reorder = ListViewReorder(list: list, scroller: scroller, ids: { [unowned self] in document.tracks.map(\.id) }) {
            [unowned self] difference in
            edit { $0.apply(difference) }
        }
        reorder.exportedText = { [unowned self] ids in
            tracks(with: ids).map(\.displayTitle).joined(separator: "\n")
        }
        reorder.exportedFiles = { [unowned self] ids in
            tracks(with: ids).compactMap { track in
                guard case .file(let url) = track.location else { return nil }
                return url.path
            }
        }
        reorder.onExternalDrop = { [unowned self] value, position in
            let locations = DroppedAudio.locations(in: value)
            guard !locations.isEmpty else { return false }
            var index = document.tracks.count
            if case .before(let id) = position { index = document.tracks.firstIndex { $0.id == id } ?? index }
            edit { !$0.insert(locations, at: index).isEmpty }
            return true
        }
        self.reorder = reorder
        setUpRows()
        list.addCSSClass("track-list")
        scroller.setChild(list)
        scroller.expandsVertically = true
        let content = Box(.vertical)
        content.append(reorder.view)
        status.addCSSClass("status-line")
        status.xAlign = 0
        content.append(status)
        window.setChild(content)
        window.setTitlebar(makeHeaderBar())
        installActions(application: application)
        window.onCloseRequest { [unowned self] in
            guard document.hasUnsavedChanges, !mayClose else { return false }
            askToSaveBeforeClosing()
            return true
        }
        showTracks()
        if let problem { status.text = problem }
        automation?.register(self)
    }

    /// Rows become draggable as they are built, and remember the track they show as they are
    /// bound.
    private func setUpRows() {
        list.setRows(setup: { [unowned self] in
            let row = TrackRow()
            trackRows[row.widget.pointer] = row
            reorder?.prepare(row: row.widget)
            return row.widget
        }, bind: { [unowned self] row, key, position in
            guard let id = Int(key), let track = document.tracks[safe: position], track.id == id,
                  let trackRow = trackRows[row.pointer] else { return }
            trackRow.show(track, at: position)
            rows[row.pointer] = (trackRow, id, position)
            reorder?.bind(row: row, to: id, at: position)
        })
    }

    private func makeHeaderBar() -> HeaderBar {
        let header = HeaderBar()
        header.setTitleWidget(heading.widget)
        header.packActionButtons([
            ("document-save-symbolic", "win.save", "Save (Ctrl+S)"),
            ("edit-undo-symbolic", "win.undo", "Undo (Ctrl+Z)"),
            ("edit-redo-symbolic", "win.redo", "Redo (Ctrl+Shift+Z)"),
        ])
        return header
    }

    private func installActions(application: Application) {
        let handlers: [(String, [String], @MainActor () -> Void)] = [
            ("save", ["<Control>s"], { [unowned self] in save() }),
            ("undo", ["<Control>z"], { [unowned self] in edit { $0.undo() } }),
            ("redo", ["<Control><Shift>z", "<Control>y"], { [unowned self] in edit { $0.redo() } }),
            ("delete", ["Delete"], { [unowned self] in
                let ids = selectedIDs
                edit { $0.remove(ids) > 0 }
            }),
            ("move-up", ["<Alt>Up"], { [unowned self] in moveSelection(by: -1) }),
            ("move-down", ["<Alt>Down"], { [unowned self] in moveSelection(by: 1) }),
            ("close", ["<Control>w"], { [unowned self] in window.close() }),
        ]
        actions = window.addActions(handlers, application: application)
    }

    /// Makes an edit; if it changed anything, shows the tracks again, keeping moved ones
    /// selected.
    private func edit(_ change: (inout PlaylistDocument) -> Bool) {
        let selected = selectedIDs
        guard change(&document) else { return }
        showTracks()
        list.select(document.tracks.enumerated().filter { selected.contains($0.element.id) }.map(\.offset))
    }

    /// The IDs of the selected tracks.
    private var selectedIDs: Set<Track.ID> {
        Set(list.selectedPositions.compactMap { document.tracks[safe: $0]?.id })
    }

    /// The tracks with `ids`, in playlist order.
    private func tracks(with ids: [Track.ID]) -> [Track] {
        let wanted = Set(ids)
        return document.tracks.filter { wanted.contains($0.id) }
    }

    /// Moves the selected tracks one place up (-1) or down (1), together.
    private func moveSelection(by step: Int) {
        let positions = list.selectedPositions
        guard let first = positions.first, let last = positions.last else { return }
        let tracks = document.tracks
        let position: PlaylistDocument.Difference.Position
        if step < 0 {
            guard first > 0 else { return }
            position = .before(tracks[first - 1].id)
        } else {
            guard last < tracks.count - 1 else { return }
            position = last + 2 < tracks.count ? .before(tracks[last + 2].id) : .end
        }
        let ids = positions.map { tracks[$0].id }
        edit { $0.apply(ReorderDifference(sources: ids, position: position)) }
    }

    /// Asks whether to save the changes, discard them or keep the window open; saves and
    /// closes, closes, or does nothing. A failed save keeps the window open with the error.
    private func askToSaveBeforeClosing() {
        guard !isAskingToSave else { return }
        isAskingToSave = true
        // Drags still reach a window under a modal dialog: no edits while the question is up.
        reorder?.isEnabled = false
        automation?.setNeedsWrite()
        let name = document.url?.lastPathComponent ?? "New Playlist"
        QuestionDialog.ask(
            over: window, "Save changes to “\(name)” before closing?",
            detail: "If you close without saving, your changes are lost.",
            cancel: "_Cancel", destructive: "_Discard", suggested: "_Save"
        ) { [weak self] answer in
            guard let self else { return }
            isAskingToSave = false
            reorder?.isEnabled = true
            automation?.setNeedsWrite()
            switch answer {
            case .cancel:
                return
            case .destructive:
                mayClose = true
            case .suggested:
                save()
                mayClose = !document.hasUnsavedChanges
            }
            if mayClose { window.close() }
        }
    }

    private func save() {
        do {
            try document.save()
            showTracks()
            status.text = "Saved \(document.url?.lastPathComponent ?? "")"
        } catch {
            status.text = error.errorDescription ?? "The playlist could not be saved"
        }
    }

    /// What the status line says when there is no news.
    private static let hint = "Drag tracks to reorder them, or drop files and folders here to add them."

    private func showTracks() {
        rows.removeAll()
        list.setItems(document.tracks.map { String($0.id) })
        let name = document.url?.lastPathComponent ?? "New Playlist"
        window.title = (document.hasUnsavedChanges ? "• " : "") + name
        heading.title = window.title
        let count = document.tracks.count
        heading.subtitle = "\(count) \(count == 1 ? "track" : "tracks") · \(TrackRow.format(document.totalDuration))"
        status.text = Self.hint
        actions["undo"]?.isEnabled = document.canUndo
        actions["redo"]?.isEnabled = document.canRedo
        automation?.setNeedsWrite()
    }

    func automationSnapshot() -> AutomationWindow {
        // Only rows on screen: the list keeps a few recycled rows aside, unmapped.
        let visible = rows.values.sorted { $0.position < $1.position }.compactMap { entry -> AutomationItem? in
            guard entry.row.widget.isMapped, let track = document.tracks[safe: entry.position], track.id == entry.id else {
                return nil
            }
            return AutomationItem(id: String(entry.id), label: track.displayTitle, widget: entry.row.widget, in: window)
        }
        return AutomationWindow(
            kind: "playlist", title: window.title, width: window.width, height: window.height,
            xid: window.x11WindowID,
            containers: [AutomationContainer(id: "playlist.tracks", items: visible)],
            model: .object([
                "file": .string(document.url?.path ?? ""), "unsaved": .bool(document.hasUnsavedChanges),
                "count": .number(Double(document.tracks.count)), "summary": .string(heading.subtitle),
                "asking": .bool(isAskingToSave),
                "order": .array(document.tracks.map { .string(String($0.id)) }),
            ])
        )
    }
}
