import DeckhandGtk
import DeckhandModels
import Playlist
import ReorderGtk

/// The playlist editor's rows: each built draggable, bound to the track the model shows at its
/// position (its number, its marks for a missing file and the track playing), laid out for the
/// window's width, and let go when the list is done with it.
///
/// The list keeps about 200 rows bound, most of them out of view: `refresh` shows the ones on
/// screen again and the others once they come into view.
@MainActor
final class TrackListRows {
    /// How the rows are laid out for the window's width.
    private(set) var layout: TrackRow.Layout
    private let model: PlaylistEditorModel
    /// The rows bound so far, by widget pointer, with the track each shows (the list keeps a
    /// few recycled rows aside, unmapped: `isMapped` tells the ones on screen).
    private var bound: [UnsafeMutableRawPointer: (row: TrackRow, id: Track.ID, position: Int)] = [:]
    /// Every row built, by widget pointer.
    private var built: [UnsafeMutableRawPointer: TrackRow] = [:]
    /// The bound rows out of view whose track changed since they were shown.
    private var stale: Set<UnsafeMutableRawPointer> = []

    /// Builds and binds `list`'s rows for `model`, draggable through `host`, laid out as `layout`.
    init(of list: ListView, showing model: PlaylistEditorModel, host: ListViewContentHost<Track>, layout: TrackRow.Layout) {
        self.model = model
        self.layout = layout
        list.setRows(setup: { [weak self, weak host] in
            guard let self else { return TrackRow(layout: .narrow).widget }
            let row = TrackRow(layout: self.layout)
            let pointer = row.widget.pointer
            built[pointer] = row
            row.widget.onMap { [weak self] in
                guard let self, stale.remove(pointer) != nil, let entry = bound[pointer] else { return }
                reshow(entry)
            }
            host?.prepare(row: row.widget)
            return row.widget
        }, bind: { [weak self, weak host] row, position in
            guard let self, let track = model.shown[safe: position], let trackRow = built[row.pointer] else { return }
            show(track, at: position, in: trackRow)
            stale.remove(row.pointer)
            bound[row.pointer] = (trackRow, track.id, position)
            host?.bind(row: row, to: track.id)
            trackRow.nameCell()
        }, teardown: { [weak self, weak host] row in
            // Newer GTK tears rows down as the list itself goes, while the window is going.
            self?.built[row.pointer] = nil
            self?.bound[row.pointer] = nil
            self?.stale.remove(row.pointer)
            host?.forget(row: row)
        })
    }

    /// Shows the bound rows' tracks again (their marks changed, not the list).
    func refresh() {
        for (pointer, entry) in bound {
            guard entry.row.widget.isMapped else {
                stale.insert(pointer)
                continue
            }
            reshow(entry)
        }
    }

    /// Lays every row out as `layout`; returns whether that changed anything.
    func layOut(_ layout: TrackRow.Layout) -> Bool {
        guard layout != self.layout else { return false }
        self.layout = layout
        built.values.forEach { $0.layOut(layout) }
        return true
    }

    /// The rows on screen, in order, as the automation file lists them.
    func onScreen(in window: ApplicationWindow) -> [AutomationItem] {
        bound.values.sorted { $0.position < $1.position }.compactMap { entry in
            guard entry.row.widget.isMapped, let track = model.shown[safe: entry.position], track.id == entry.id else { return nil }
            return AutomationItem(id: String(entry.id), label: model.known(track).displayTitle, widget: entry.row.widget, in: window)
        }
    }

    /// Shows `entry`'s track again in its row, if the row still shows it.
    private func reshow(_ entry: (row: TrackRow, id: Track.ID, position: Int)) {
        guard let track = model.shown[safe: entry.position], track.id == entry.id else { return }
        show(track, at: entry.position, in: entry.row)
    }

    /// Shows `track`, the list's `position`th, in `row`.
    private func show(_ track: Track, at position: Int, in row: TrackRow) {
        var marks: TrackRow.Marks = model.isMissing(track) ? .missing : []
        if let playing = model.playing, playing.id == track.id { marks.insert(playing.paused ? .paused : .playing) }
        row.show(model.known(track), at: model.number(at: position), of: model.document.tracks.count, marks: marks)
    }
}
