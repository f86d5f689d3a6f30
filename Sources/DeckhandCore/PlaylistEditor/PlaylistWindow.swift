import Foundation
import DeckhandGtk
import DeckhandModels
import Localization
import Playlist
import ReorderGtk
import ReorderKit

/// A playlist editor window: one playlist file, its tracks in a virtualized list that rows
/// are dragged around in (the selection travels together), searchable, saved with Ctrl+S,
/// every edit undoable and kept on disk until saved.
@MainActor
final class PlaylistWindow: DeckhandWindow, KeptDocumentOwner {
    /// What the window is doing, for an observer that measures it (`PlaylistAutomation`).
    enum Activity {
        case loading, loaded, dragging, dropped, lookingAtFiles, lookedAtFiles
        /// The tracks' order changed.
        case orderChanged
    }

    /// Where a window's playlist comes from.
    enum Source {
        /// A new, empty playlist.
        case empty
        /// A playlist file, read off the main thread.
        case file(URL)
        /// Unsaved edits kept when Deckhand last stopped.
        case restored(UnsavedPlaylistStore.Entry)
    }

    let window: ApplicationWindow
    var document: PlaylistDocument
    let list = ListView()
    private let scroller = ScrolledWindow()
    private let statusLine = StatusLine()
    var status: Label { statusLine.message }
    /// Notices over the list: saved, and tracks removed (with Undo).
    let toasts = ToastOverlay()
    /// How many lines of the file the last load skipped, one click from their list.
    let skippedReport = SkippedLinesReport()
    private let loadingPage = LoadingPage()
    /// Says why the list is empty: a new playlist, or a search that matches nothing.
    private let emptyState = StatusPage()
    private let searchEntry = SearchEntry(placeholder: tr("Search tracks"))
    /// Keys a text field keeps for itself (Delete, Ctrl+Z): they reach the playlist's actions
    /// only when the focused widget lets them pass, so in the search field they edit the text.
    /// (The actions have names of their own: application shortcuts the other windows set for
    /// `win.undo` would otherwise reach them first.)
    private let editingKeys = ShortcutController()
    /// Stops the undo keys at the search field even when its text has nothing to undo.
    private let searchKeys = EventControllerKey()
    /// The file's name over the number of tracks and their total length.
    private let heading = WindowTitle()
    /// Told after every change the window shows (the automation file follows it).
    var changed: @MainActor () -> Void = {}
    /// Told what the window starts and ends doing (loading, dragging, looking at files).
    var activity: @MainActor (Activity) -> Void = { _ in }
    /// The user's settings (play on, what a save writes), where the schema is installed.
    let settings: StoredSettings?
    var actions: [String: Action] = [:]
    weak var host: (any PlaylistWindowHost)?
    /// Keeps the edits on disk until they are saved or thrown away.
    var keeper: UnsavedEditsKeeper
    /// Why the last save failed to write, until a save starts again.
    var saveFailure: String?
    /// The rows bound so far, by widget pointer, with the track each shows (the list keeps a
    /// few recycled rows aside, unmapped: `isMapped` tells the ones on screen).
    private var rows: [UnsafeMutableRawPointer: (row: TrackRow, id: Track.ID, position: Int)] = [:]
    /// Every row built, by widget pointer.
    private var trackRows: [UnsafeMutableRawPointer: TrackRow] = [:]
    /// The bound rows out of view whose track changed since they were shown.
    private var staleRows: Set<UnsafeMutableRawPointer> = []
    /// Set at the end of `init`: its closures need `self`.
    var reorder: ReorderContainer<Track, ReorderableSingleCollectionIdentifier>?
    /// The list's rows as the reorder container sees them.
    private var rowHost: ListViewContentHost<Track>?
    /// The read in progress, while the playlist loads.
    private var loader: PlaylistLoader?
    /// The playlist file being loaded (the read may come from elsewhere when restoring).
    private var loadingFile: URL?
    /// The tracks the list shows: all of them, or those the search matches.
    var shown: [Track] { filtered?.tracks ?? document.tracks }
    /// The tracks a search matches, and where each is in the playlist (its number), while
    /// searching. Without a search the list shows the document's own array, so that a reorder
    /// changes it in place rather than copying 100,000 tracks shared with a second array.
    private var filtered: (tracks: [Track], positions: [Int])?
    private(set) var search = TrackSearch("")
    /// Tells a screen reader what a menu command did.
    let announcer = Announcer()
    /// What looks at the tracks' files found: the files not there, the tags of the others,
    /// and the header's figures.
    var files = KnownFiles()
    /// The missing tracks' IDs for the automation file, at a revision of the entries; nil
    /// once the files' findings changed.
    var missingIDs: (revision: Int, json: JSONValue)?
    /// The looks at the files under way.
    var fileLooks: [ReadProgress] = []
    /// The look for the missing files in a folder the user chose, while it walks the folder.
    var missingSearch: ReadProgress?
    /// Whether the latest look at the whole playlist's files is over.
    var missingLookedFor = false
    /// The track playing (or paused), and its file as GTK plays it.
    var playing: (id: Track.ID, media: MediaFile)?
    /// Loading, editing, saving, asking or closing.
    var phase = PlaylistWindowPhase.editing
    /// The playlist's length the rows were last named with.
    private var namedLength = 0
    /// How the rows are laid out for the window's width.
    private var rowLayout = TrackRow.Layout.columns(artistWidth: 220)
    /// The header bar's buttons that a narrow window moves to the bar along its bottom.
    private var wideOnlyButtons: [Widget] = []
    /// The bar along the bottom of a narrow window: what its header bar has no room for.
    private let narrowBar = Box(.horizontal, spacing: 6)
    private let header = HeaderBar()
    /// Play, or Pause while a track plays.
    var playButton: Button?

    /// Opens a window on the playlist `source` gives.
    init(
        application: Application, source: Source, host: any PlaylistWindowHost, store: UnsavedPlaylistStore,
        settings: StoredSettings?
    ) {
        self.settings = settings
        self.host = host
        window = ApplicationWindow(application: application)
        RememberedWindowSize(kind: .playlist, settings: settings, fallback: (900, 640)).apply(to: window)
        // Rows are made for the width the window opens at, not laid out again once it shows.
        rowLayout = TrackRow.Layout(width: window.defaultSize.width)
        switch source {
        case .empty, .file:
            document = PlaylistDocument()
            keeper = UnsavedEditsKeeper(store: store)
        case .restored(let entry):
            document = PlaylistDocument()
            keeper = UnsavedEditsKeeper(store: store, restoring: entry)
        }
        let rowHost = ListViewContentHost(list: list, scroller: scroller) { [weak self] in self?.shown ?? [] }
        let reorder = ReorderContainer(for: Track.self, in: ReorderableSingleCollectionIdentifier.self) {
            [weak self] difference in
            self?.edit { $0.apply(difference) }
        }
        reorder.dragContainer = .selection
        self.reorder = reorder
        self.rowHost = rowHost
        setUpTransfers(reorder)
        setUpRows()
        list.addCSSClass("track-list")
        scroller.setChild(list)
        scroller.expandsVertically = true
        let content = Box(.vertical)
        content.append(loadingPage.widget)
        // Drops on the page go to the list under it.
        emptyState.canTarget = false
        // TRANSLATORS: the list of the playlist's tracks, as a screen reader names it.
        reorder.sectionName = { _ in tr("Tracks") }
        let listView = reorder.addSection(.init(), rows: rowHost)
        listView.addOverlay(emptyState)
        toasts.setChild(listView)
        toasts.expandsVertically = true
        content.append(toasts)
        statusLine.append(skippedReport.button)
        content.append(statusLine.widget)
        content.append(narrowBar)
        window.setChild(content)
        window.setTitlebar(makeHeaderBar())
        window.adapt { [weak self] width in self?.fit(width: width) }
        installActions(application: application)
        window.onCloseRequest { [unowned self] in
            // Until a save in flight is written, it is not known whether there is anything
            // left to ask about.
            switch phase.closeRequested(hasUnsavedChanges: document.hasUnsavedChanges) {
            case .close: return false
            case .waitForSave, .keepAsking: return true
            case .ask:
                askToSaveBeforeClosing()
                return true
            }
        }
        window.onDestroy { [unowned self] in
            loader?.cancel()
            missingSearch?.cancel()
            stopLookingAtFiles()
            stopPlaying()
            if phase.keepsKeptEdits(hasUnsavedChanges: document.hasUnsavedChanges) { return }
            keeper.forget()
        }
        searchEntry.onSearchChanged { [unowned self] in filter(by: searchEntry.text) }
        searchKeys.onKeyPressed { key, modifiers in
            // The field's own undo had first go; what it left must not undo the playlist.
            modifiers.contains(.control) && [Key.typing("z"), Key.typing("y")].contains(key.lowercased)
        }
        searchEntry.addController(searchKeys)
        searchEntry.onStopSearch { [unowned self] in
            searchEntry.text = ""
            _ = list.grabFocus()
        }
        loadingPage.widget.isVisible = false
        switch source {
        case .empty: break
        case .file(let url): load(.file(url), as: url)
        case .restored(let entry): load(.kept(entry, in: store), as: entry.file, restoring: true)
        }
        showTracks()
    }

    /// The playlist's file, also while it loads.
    var file: URL? { phase.isLoading ? loadingFile : document.url }

    /// The file's name, or what a new playlist is called.
    var name: String { document.url?.lastPathComponent ?? failedToOpen?.file.lastPathComponent ?? tr("New Playlist") }

    /// The file this window was asked to open and could not, and why: the window is named
    /// after it and says why, until something is added to the empty playlist.
    private var failedToOpen: (file: URL, problem: String)?

    /// Whether the list shows every track, so that dragging can reorder them.
    private var canReorder: Bool { phase.acceptsEdits && search.isEmpty }

    /// What drags out of the list carries, and what drops from other apps add.
    private func setUpTransfers(_ reorder: ReorderContainer<Track, ReorderableSingleCollectionIdentifier>) {
        reorder.exportedText = { $0.displayTitle }
        reorder.exportedFile = { track in
            guard case .file(let url) = track.location else { return nil }
            return url.path
        }
        reorder.dropDestination = { [weak self] value, destination in
            guard let self, DroppedAudio.mayBringTracks(value) else { return false }
            let anchor: Track.ID? = if case .before(let id) = destination.position { id } else { nil }
            // Dropped playlists are read and dropped folders walked on a thread of their own,
            // which holds the window only weakly: one closed meanwhile takes nothing.
            Thread.detachNewThread { [weak self] in
                let found = DroppedAudio.read(value)
                MainLoop.onMainThread { [weak self] in self?.insert(found, before: anchor) }
            }
            return true
        }
        reorder.itemName = { $0.displayTitle }
        reorder.announce = { [weak self] announcement in self?.status.text = announcement }
        // Pointer drags only: a keyboard hold is no drag to measure.
        reorder.callbacks.began = { [weak self] _ in
            if self?.reorder?.currentDrag != nil { self?.activity(.dragging) }
        }
        reorder.callbacks.ended = { [weak self] _ in self?.activity(.dropped) }
        reorder.callbacks.cancelled = { [weak self] in self?.activity(.dropped) }
    }

    /// Shows `track`, the list's `position`th, in `row`.
    private func show(_ track: Track, at position: Int, in row: TrackRow) {
        var marks: TrackRow.Marks = isMissing(track) ? .missing : []
        if let playing, playing.id == track.id { marks.insert(playing.media.isPlaying ? .playing : .paused) }
        row.show(known(track), at: filtered?.positions[safe: position] ?? position, of: document.tracks.count, marks: marks)
    }

    /// Shows the bound rows' tracks again (their marks changed, not the list). The list keeps
    /// about 200 rows bound, most of them out of view: those are shown again once they come
    /// into view.
    func refreshBoundRows() {
        for (pointer, entry) in rows {
            guard entry.row.widget.isMapped else {
                staleRows.insert(pointer)
                continue
            }
            reshow(entry)
        }
    }

    /// Shows `entry`'s track again in its row, if the row still shows it.
    private func reshow(_ entry: (row: TrackRow, id: Track.ID, position: Int)) {
        guard let track = shown[safe: entry.position], track.id == entry.id else { return }
        show(track, at: entry.position, in: entry.row)
    }

    /// Rows become draggable as they are built, remember the track they show as they are
    /// bound, and are let go when the list is done with them.
    private func setUpRows() {
        list.setRows(setup: { [unowned self] in
            let row = TrackRow(layout: rowLayout)
            trackRows[row.widget.pointer] = row
            let pointer = row.widget.pointer
            row.widget.onMap { [weak self] in
                guard let self, staleRows.remove(pointer) != nil, let entry = rows[pointer] else { return }
                reshow(entry)
            }
            rowHost?.prepare(row: row.widget)
            return row.widget
        }, bind: { [unowned self] row, position in
            guard let track = shown[safe: position], let trackRow = trackRows[row.pointer] else { return }
            show(track, at: position, in: trackRow)
            staleRows.remove(row.pointer)
            rows[row.pointer] = (trackRow, track.id, position)
            rowHost?.bind(row: row, to: track.id)
        }, teardown: { [weak self] row in
            // Newer GTK tears rows down as the list itself goes, while the window is going.
            self?.trackRows[row.pointer] = nil
            self?.rows[row.pointer] = nil
            self?.staleRows.remove(row.pointer)
            self?.rowHost?.forget(row: row)
        })
    }

    private func makeHeaderBar() -> HeaderBar {
        header.setTitleWidget(heading.widget)
        header.packActionButtons([("document-open-symbolic", "win.open", tr("Open a playlist"), "<Control>o")])
        let recentButton = makeRecentButton()
        recentButton.map(header.packStart)
        let editing = header.packActionButtons(Self.editingButtons)
        playButton = header.packActionButtons([
            ("media-playback-start-symbolic", "win.play-pause", tr("Play the selected track"), "<Control>space"),
        ]).first
        let orderButton = makeOrderButton()
        header.packStart(orderButton)
        header.packPrimaryMenu([
            (tr("New Playlist"), "win.new"),
            (trc("open a file", "Open…"), "win.open"),
            (tr("Save As…"), "win.save-as"),
            (tr("Find Missing Files…"), "win.find-missing"),
            (tr("Preferences"), "app.preferences"),
            (tr("Keyboard Shortcuts"), "win.shortcuts"),
            (tr("Help"), "win.help"),
            (tr("About Deckhand"), "win.about"),
            (tr("Close"), "win.close"),
        ])
        header.packEnd(searchEntry)
        wideOnlyButtons = [recentButton].compactMap { $0 } + editing + [orderButton]
        // The same buttons along the bottom of a narrow window, as phone apps have them.
        narrowBar.addCSSClass("toolbar")
        makeRecentButton().map(narrowBar.append)
        for (iconName, action, name, accelerator) in Self.editingButtons {
            narrowBar.append(Button(iconName: iconName, action: action, name: name, accelerator: accelerator))
        }
        narrowBar.append(makeOrderButton())
        narrowBar.isVisible = false
        return header
    }

    /// Save, undo and redo: in the header bar, or along the bottom of a narrow window.
    private static var editingButtons: [(iconName: String, action: String, name: String, accelerator: String?)] {
        [
            ("document-save-symbolic", "win.save", tr("Save"), "<Control>s"),
            ("edit-undo-symbolic", "win.edit-undo", tr("Undo"), "<Control>z"),
            ("edit-redo-symbolic", "win.edit-redo", tr("Redo"), "<Control><Shift>z"),
        ]
    }

    /// A button for the recent playlists' menu, where the application keeps one.
    private func makeRecentButton() -> MenuButton? {
        (host?.recentMenu).map { recent in
            let name = tr("Recent playlists")
            let button = MenuButton(iconName: "document-open-recent-symbolic", name: name, menu: recent)
            button.tooltip = name
            return button
        }
    }

    /// A button for the sort menu.
    private func makeOrderButton() -> MenuButton {
        let orderMenu = Menu()
        Self.orderMenuEntries.forEach { orderMenu.append($0.label, action: $0.action) }
        let orderButton = MenuButton(iconName: "view-sort-ascending-symbolic", name: trc("sort the tracks", "Sort"), menu: orderMenu)
        orderButton.tooltip = tr("Sort, shuffle, remove duplicates")
        return orderButton
    }

    /// Lays the window out for its width: below 720 px the artist goes under each title, and
    /// the header bar's editing buttons and search field move to a bar along the bottom (the
    /// title keeps its room), so that the window fits a phone's 360 px.
    private func fit(width: Int) {
        let layout = TrackRow.Layout(width: width)
        guard layout != rowLayout else { return }
        rowLayout = layout
        trackRows.values.forEach { $0.layOut(layout) }
        changed()
        let narrow = layout == .narrow
        guard narrow != narrowBar.isVisible else { return }
        wideOnlyButtons.forEach { $0.isVisible = !narrow }
        narrowBar.isVisible = narrow
        if narrow {
            header.remove(searchEntry)
            narrowBar.append(searchEntry)
        } else {
            narrowBar.remove(searchEntry)
            header.packEnd(searchEntry)
        }
        searchEntry.expandsHorizontally = narrow
    }

    private func installActions(application: Application) {
        var handlers: [(String, [String], @MainActor () -> Void)] = [
            ("new", ["<Control>n"], { [unowned self] in host?.newPlaylist() }),
            ("open", ["<Control>o"], { [unowned self] in chooseFilesToOpen() }),
            ("save", ["<Control>s"], { [unowned self] in save() }),
            ("save-as", ["<Control><Shift>s"], { [unowned self] in saveAs() }),
            ("edit-undo", [], { [unowned self] in edit { $0.undo() } }),
            ("edit-redo", [], { [unowned self] in edit { $0.redo() } }),
            ("delete-tracks", [], { [unowned self] in
                let ids = selectedIDs
                var removed = 0
                guard edit({ removed = $0.remove(ids); return removed > 0 }) else { return }
                toasts.show(trn("Removed %d track", "Removed %d tracks", removed), button: (tr("_Undo"), "win.edit-undo"))
            }),
            ("move-up", ["<Alt>Up"], { [unowned self] in moveSelection(by: -1) }),
            ("move-down", ["<Alt>Down"], { [unowned self] in moveSelection(by: 1) }),
            ("find", ["<Control>f"], { [unowned self] in _ = searchEntry.grabFocus() }),
            ("shortcuts", ["<Control>question"], { [unowned self] in
                ShortcutsWindow.show(over: window, groups: Self.shortcuts)
            }),
            ("help", ["F1"], { [weak self] in
                if let self { HelpBook.open("playlist-editor", over: window, sayingWhyIn: status) }
            }),
            ("about", [], { [unowned self] in AboutDeckhand.show(over: window) }),
            ("show-skipped", [], { [unowned self] in skippedReport.presentDetails(over: window) }),
            ("close", ["<Control>w"], { [unowned self] in window.close() }),
            ("play-pause", ["<Control>space", "AudioPlay"], { [weak self] in self?.playOrPause() }),
            ("find-missing", [], { [weak self] in self?.findMissingFiles() }),
            ("stop-finding", [], { [weak self] in self?.stopFindingMissingFiles() }),
        ]
        handlers += orderActions
        actions = window.addActions(handlers, application: application)
        editingKeys.add("<Control>z", action: "win.edit-undo")
        editingKeys.add("<Control><Shift>z|<Control>y", action: "win.edit-redo")
        editingKeys.add("Delete|KP_Delete", action: "win.delete-tracks")
        window.addController(editingKeys)
    }

    /// Reads the tracks in `source` off the main thread, the list empty and edits off until
    /// they are in, for the playlist `file`: the same file, or, when `restoring` unsaved edits
    /// kept in `source`, the playlist they belong to.
    private func load(_ source: PlaylistLoader.Source, as file: URL?, restoring: Bool = false) {
        let name = file?.lastPathComponent ?? tr("New Playlist")
        loadingPage.show(restoring ? tr("Restoring “%s”", name) : tr("Opening “%s”", name))
        reorder?.view(for: .init())?.isVisible = false
        loadingFile = file
        phase = .loading(restoring: restoring)
        activity(.loading)
        loader = PlaylistLoader(source, bar: loadingPage.bar) { [unowned self] result in
            loader = nil
            phase.loaded()
            loadingPage.widget.isVisible = false
            reorder?.view(for: .init())?.isVisible = true
            switch result {
            case .success(let loaded):
                document = PlaylistDocument(tracks: loaded.tracks, url: file, hasUnsavedChanges: restoring, stamp: loaded.stamp)
                skippedReport.show(loaded.skipped, of: name)
                activity(.orderChanged)
                showTracks()
                // Once the rows are painted: the look's first batch waits for the first frame.
                MainLoop.whenIdle { [weak self] in self?.lookAtFiles() }
                if restoring {
                    status.text = tr("Restored unsaved changes. Save to keep them.")
                    keepUnsavedEdits()
                    // The file as it is on disk, open elsewhere, gives way to the edits.
                    if let file { host?.closeUnchangedWindow(showing: file, except: self) }
                } else if let file {
                    host?.noteRecent(file)
                    if let summary = skippedReport.summary { status.text = summary }
                }
            case .failure(let error):
                if restoring {
                    // What was kept stays as it is, for another try: this window keeps its own.
                    keeper = keeper.keeperOfItsOwn()
                }
                showTracks()
                let problem = error.errorDescription ?? tr("%s could not be read", name)
                if !restoring, let file {
                    // Said where it was asked for too: on the terminal that gave the file.
                    FileHandle.standardError.write(Data("deckhand: \(problem)\n".utf8))
                    failedToOpen = (file, problem)
                    showTracks()
                }
                // TRANSLATORS: %1$s is the playlist's file name, %2$s why its kept unsaved changes could not be read.
                status.text = restoring ? tr("The unsaved changes to %1$s could not be read back (%2$s); they stay kept.", name, problem) : problem
            }
            activity(.loaded)
        }
    }

    /// Keeps the unsaved edits on disk a moment from now (or forgets them if there are none).
    func keepUnsavedEdits() {
        keeper.documentChanged(of: self)
    }

    /// Makes an edit; if it changed anything, shows the tracks again, with the tracks that
    /// were selected still selected wherever they went, and keeps the edits on disk. Returns
    /// whether it made the edit (none while the playlist loads or a question is up).
    @discardableResult
    func edit(_ change: (inout PlaylistDocument) -> Bool) -> Bool {
        guard phase.acceptsEdits else { return false }
        rowHost?.itemsWillChange()
        let selected = selectedIDs
        guard change(&document) else { return false }
        // A notice's Undo is about the edit it announced: a later edit takes it away.
        toasts.dismiss()
        failedToOpen = nil
        activity(.orderChanged)
        keepUnsavedEdits()
        showTracks()
        list.select(positions(of: selected))
        // An edit that keeps the list's IDs (a relink, its undo) changes what rows show.
        refreshBoundRows()
        stopPlayingIfRemoved()
        return true
    }

    /// Says `news` in the status line and to a screen reader, with a notice that offers Undo
    /// when it reports an edit. The screen reader hears it on whatever has the focus once the
    /// menu has closed (the Sort button, say).
    func say(_ news: String, undoable: Bool = false) {
        status.text = news
        if undoable { toasts.show(news, button: (tr("_Undo"), "win.edit-undo")) }
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            announcer.announce(news, on: window.focusedWidget ?? list)
        }
    }

    /// Inserts what a drop brought before the track `anchor` (at the end if it is gone or
    /// nil), and says what was added and what could not be.
    private func insert(_ found: DroppedAudio.Found, before anchor: Track.ID?) {
        let index = anchor.flatMap { id in document.tracks.firstIndex { $0.id == id } } ?? document.tracks.count
        var added: [Track] = []
        guard found.entries.isEmpty || edit({ added = $0.insert(entries: found.entries, at: index); return !added.isEmpty }) else {
            status.text = tr("The dropped tracks were not added: the playlist was busy (loading, or asking about saving).")
            return
        }
        status.text = found.entries.isEmpty && found.problems.isEmpty ? tr("The drop named no audio files") : found.summary
        // Their tags and lengths, read once the rows are painted, as after a load.
        if !added.isEmpty { MainLoop.whenIdle { [weak self] in self?.lookAtFiles(of: added) } }
        for problem in found.problems {
            FileHandle.standardError.write(Data("deckhand: \(problem)\n".utf8))
        }
    }

    /// Shows the tracks that match `text` (all of them when it is empty); reordering is off
    /// while some are hidden.
    private func filter(by text: String) {
        let next = TrackSearch(text)
        guard next != search else { return }
        let selected = selectedIDs
        search = next
        showTracks()
        list.select(positions(of: selected))
    }

    /// The IDs of the tracks the list shows, in order.
    ///
    /// - Complexity: O(*n*), reading only the IDs (mapping the tracks would copy each one).
    private var shownIDs: [Track.ID] {
        let tracks = shown
        return tracks.indices.map { tracks[$0].id }
    }

    /// Where the tracks with `ids` are in the list, in order.
    ///
    /// - Complexity: O(*n*), reading only the IDs.
    private func positions(of ids: Set<Track.ID>) -> [Int] {
        guard !ids.isEmpty else { return [] }
        let tracks = shown
        return tracks.indices.filter { ids.contains(tracks[$0].id) }
    }

    /// The IDs of the selected tracks.
    private var selectedIDs: Set<Track.ID> {
        Set(list.selectedPositions.compactMap { shown[safe: $0]?.id })
    }

    /// Moves the selected tracks one place up (-1) or down (1), together.
    private func moveSelection(by step: Int) {
        guard search.isEmpty else {
            status.text = Self.filteredReason
            return
        }
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

    /// The keys the window answers to, for its Keyboard Shortcuts window.
    private static var shortcuts: [(title: String, shortcuts: [ShortcutsWindow.Shortcut])] {
        [
            (trc("shortcuts group", "Files"), [
                ("<Control>n", tr("New playlist")), ("<Control>o", tr("Open a playlist")), ("<Control>s", tr("Save")),
                ("<Control><Shift>s", tr("Save as")), ("<Control>w", tr("Close")), ("<Control>q", tr("Quit")),
            ]),
            (trc("shortcuts group", "Editing"), [
                ("<Control>z", tr("Undo")), ("<Control><Shift>z", tr("Redo")), ("<Control>f", tr("Search (Escape clears it)")),
                ("<Alt>Up <Alt>Down", tr("Move the selection one place")), ("Delete", tr("Remove the selection")),
            ]),
            (trc("shortcuts group", "Listening"), [("<Control>space", tr("Play the selected track, or pause"))]),
            (trc("shortcuts group", "Reordering from the keyboard"), [
                ("space", tr("Pick up the focused track, or drop it")), ("Up Down", tr("Move the picked-up track")),
                ("Escape", tr("Put it back")),
            ]),
            (trc("shortcuts group", "Window"), [("<Control>question", tr("Keyboard shortcuts")), ("F1", tr("Help"))]),
        ]
    }

    /// What the status line says when there is no news.
    static var hint: String { tr("Drag tracks (or press Space, then ↑ ↓) to reorder them; drop files and folders here to add them.") }
    /// Why dragging does nothing while the search hides tracks.
    private static var filteredReason: String { tr("Reordering is off while a search hides tracks. Clear the search to drag tracks.") }

    /// Shows the document: the list, the title and subtitle, the status, what can be done.
    func showTracks() {
        let numbers = filtered?.positions
        if search.isEmpty {
            filtered = nil
        } else {
            // What the files say counts too: a search for an artist finds the tracks its tags name.
            let positions = document.tracks.indices.filter { search.matches(known(document.tracks[$0])) }
            filtered = (positions.map { document.tracks[$0] }, positions)
        }
        // While searching, an edit to hidden tracks renumbers the shown ones without changing
        // them; and every row names the playlist's length ("3 of 40"), which an insert or a
        // removal changes.
        let lengthChanged = document.tracks.count != namedLength
        namedLength = document.tracks.count
        list.setItems(shownIDs, rebindingAll: lengthChanged || (filtered != nil && filtered?.positions != numbers))
        showSummary()
    }

    /// Shows the playlist's name, its figures and what the status line says when there is no
    /// news, and what can be done: all but the rows.
    func showSummary() {
        let title = file?.lastPathComponent ?? name
        // TRANSLATORS: the window's title while the playlist %s has unsaved changes.
        window.title = document.hasUnsavedChanges ? tr("• %s", title) : title
        heading.title = window.title
        if phase.isLoading {
            heading.subtitle = tr("Opening…")
            status.text = phase == .loading(restoring: true)
                ? tr("Reading the unsaved changes to %s", loadingFile?.lastPathComponent ?? name)
                : tr("Reading %s", loadingFile?.path ?? name)
        } else {
            let count = document.tracks.count
            heading.subtitle = if failedToOpen != nil {
                tr("Could not be opened")
            } else if search.isEmpty {
                // TRANSLATORS: in the window's subtitle, after the track count and length: %d tracks' files are not there.
                [Self.trackCount(count), DurationText.total(knownTotalDuration), missingCount.map { trn("%d missing", "%d missing", $0) }]
                    .compactMap { $0 }.joined(separator: trc("list separator", " · "))
            } else {
                // TRANSLATORS: the window's subtitle while searching: %1$d tracks of the playlist's %2$d match the search.
                trn("%1$d of %2$d track match", "%1$d of %2$d tracks match", count, shown.count, count)
            }
            status.text = search.isEmpty ? idleStatus : Self.filteredReason
        }
        emptyState.isVisible = !phase.isLoading && shown.isEmpty
        if let failedToOpen {
            emptyState.iconName = "dialog-error-symbolic"
            emptyState.title = tr("Could Not Open “%s”", failedToOpen.file.lastPathComponent)
            emptyState.details = failedToOpen.problem
        } else if search.isEmpty {
            emptyState.iconName = "audio-x-generic-symbolic"
            emptyState.title = tr("No Tracks Yet")
            emptyState.details = tr("Drop audio files or folders here, or open a playlist with Ctrl+O.")
        } else {
            emptyState.iconName = "edit-find-symbolic"
            emptyState.title = tr("No Matching Tracks")
            emptyState.details = tr("No track matches “%s”.", searchEntry.text)
        }
        updateAvailability()
    }

    /// Turns dragging and the edit actions on or off for what the window is doing.
    func updateAvailability() {
        reorder?.isEnabled = canReorder
        let editable = phase.acceptsEdits
        // A window that says why its file would not open has nothing of its own to save.
        for name in ["save", "save-as"] { actions[name]?.isEnabled = phase.canSave && failedToOpen == nil }
        actions["delete-tracks"]?.isEnabled = editable
        for name in ["move-up", "move-down"] { actions[name]?.isEnabled = editable && search.isEmpty }
        // A search hides tracks: sorting would move tracks the user cannot see.
        for (name, _, _) in orderActions {
            actions[name]?.isEnabled = editable && search.isEmpty && document.tracks.count > 1
        }
        actions["edit-undo"]?.isEnabled = editable && document.canUndo
        actions["edit-redo"]?.isEnabled = editable && document.canRedo
        actions["find-missing"]?.isEnabled = editable && missingCount != nil && missingSearch == nil
        actions["stop-finding"]?.isEnabled = missingSearch != nil
        actions["play-pause"]?.isEnabled = playing != nil || (!phase.isLoading && !document.tracks.isEmpty)
        showPlayButton()
        changed()
    }

    /// The rows on screen, for the automation file (`PlaylistAutomation`): the list keeps a few
    /// recycled rows aside, unmapped.
    var automationRows: AutomationContainer {
        let visible = rows.values.sorted { $0.position < $1.position }.compactMap { entry -> AutomationItem? in
            guard entry.row.widget.isMapped, let track = shown[safe: entry.position], track.id == entry.id else {
                return nil
            }
            return AutomationItem(id: String(entry.id), label: known(track).displayTitle, widget: entry.row.widget, in: window)
        }
        return AutomationContainer(id: "playlist.tracks", items: visible, section: .init(), of: reorder)
    }

    /// The window's state, for the automation file (`PlaylistAutomation`).
    var automationModel: [String: JSONValue] {
        [
            "file": .string(file?.path ?? ""), "unsaved": .bool(document.hasUnsavedChanges),
            "count": .number(Double(document.tracks.count)), "summary": .string(heading.subtitle),
            "asking": .bool(phase == .asking), "loading": .bool(phase.isLoading),
            "search": .string(searchEntry.text), "reorderable": .bool(reorder?.isEnabled ?? false),
            "status": .string(status.text), "toast": .string(toasts.lastShown),
            "skipped": .number(Double(skippedReport.lines.count)),
            "playing": playing.map { .string(String($0.id)) } ?? .written("null"),
            "paused": .bool(playing.map { !$0.media.isPlaying } ?? false),
            // Once the files were looked for: the tracks whose file is not there.
            "missing": missingLookedFor ? missingJSON : .written("null"),
            "lookingAtFiles": .bool(!fileLooks.isEmpty),
            "findingMissing": .bool(missingSearch != nil),
            "narrow": .bool(rowLayout == .narrow),
        ]
    }
}
