import Foundation
import DeckhandGtk
import DeckhandModels
import Localization
import Playlist
import ReorderGtk

/// A playlist editor window: one playlist file, its tracks in a virtualized list that rows
/// are dragged around in (the selection travels together), searchable, saved with Ctrl+S,
/// every edit undoable and kept on disk until saved.
///
/// It binds a `PlaylistEditorModel` to widgets and turns GTK's signals into the model's calls;
/// each other job is a type of its own: the rows (`TrackListRows`), the header bar
/// (`PlaylistHeader`), saving (`PlaylistSaver`), the looks at the files (`FileLooks`), playing
/// (`TrackPlayer`), Find Missing Files (`MissingFilesFinder`) and the Sort menu
/// (`PlaylistOrderActions`).
@MainActor
final class PlaylistWindow: DeckhandWindow, KeptDocumentOwner {
    let window: ApplicationWindow
    let model: PlaylistEditorModel
    var document: PlaylistDocument {
        get { model.document }
        set { model.document = newValue }
    }
    let list = ListView()
    let rows: TrackListRows
    let header: PlaylistHeader
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
    /// Told after every change the window shows (the automation file follows it).
    var changed: @MainActor () -> Void = {}
    /// Told what the window starts and ends doing (loading, dragging, looking at files).
    var activity: @MainActor (PlaylistActivity) -> Void = { _ in }
    /// The user's settings (play on, what a save writes), where the schema is installed.
    let settings: StoredSettings?
    private var actions: [String: Action] = [:]
    weak var host: (any PlaylistWindowHost)?
    /// Keeps the edits on disk until they are saved or thrown away.
    var keeper: UnsavedEditsKeeper
    /// The list's rows as the reorder container sees them.
    private let rowHost: ListViewContentHost<Track>
    /// The read in progress, while the playlist loads.
    private var loader: PlaylistLoader?
    /// Tells a screen reader what a menu command did.
    private let announcer = Announcer()
    private(set) lazy var reorder = TrackListDragging.container(for: self)
    private(set) lazy var fileLooks = FileLooks(for: self)
    private(set) lazy var saver = PlaylistSaver(for: self)
    private(set) lazy var player = TrackPlayer(for: self)
    private(set) lazy var finder = MissingFilesFinder(for: self)

    /// Opens a window on the playlist `source` gives.
    init(
        application: Application, source: PlaylistSource, host: any PlaylistWindowHost, store: UnsavedPlaylistStore,
        settings: StoredSettings?
    ) {
        self.settings = settings
        self.host = host
        window = ApplicationWindow(application: application)
        RememberedWindowSize(kind: .playlist, settings: settings, fallback: (900, 640)).apply(to: window)
        let restoring: UnsavedPlaylistStore.Entry? = if case .restored(let entry) = source { entry } else { nil }
        keeper = UnsavedEditsKeeper(store: store, restoring: restoring)
        let model = PlaylistEditorModel()
        self.model = model
        rowHost = ListViewContentHost(list: list, scroller: scroller) { [model] in model.shown }
        // Rows are made for the width the window opens at, not laid out again once it shows.
        rows = TrackListRows(of: list, showing: model, host: rowHost, layout: TrackRow.Layout(width: window.defaultSize.width))
        header = PlaylistHeader(recentMenu: host.recentMenu)
        list.addCSSClass("track-list")
        scroller.setChild(list)
        scroller.expandsVertically = true
        let content = Box(.vertical)
        content.append(loadingPage.widget)
        // Drops on the page go to the list under it.
        emptyState.canTarget = false
        emptyState.addCSSClass("playlist-status")
        let listView = reorder.addSection(.init(), rows: rowHost)
        listView.addOverlay(emptyState)
        toasts.setChild(listView)
        toasts.expandsVertically = true
        content.append(toasts)
        statusLine.append(skippedReport.button)
        window.setChild(content)
        window.addBottomBar(statusLine.widget)
        window.addBottomBar(header.bottomBar)
        window.setTitlebar(header.bar)
        window.adapt { [weak self] width in self?.fit(width: width) }
        actions = PlaylistActions.install(on: self, application: application)
        window.onCloseRequest { [weak self] in self?.closeRequested() ?? false }
        window.onDestroy { [weak self] in self?.destroyed() }
        header.onSearch({ [weak self] in self?.filter(by: $0) }, stopped: { [weak self] in _ = self?.list.grabFocus() })
        loadingPage.widget.isVisible = false
        switch source {
        case .empty: break
        case .file(let url): load(.file(url), as: url)
        case .restored(let entry): load(.kept(entry, in: store), as: entry.file, restoring: true)
        }
        showTracks()
    }

    /// The playlist's file, also while it loads.
    var file: URL? { model.file }

    /// Lays the window out for its width: below 720 px the artist goes under each title, and
    /// the header bar's editing buttons and search field move to a bar along the bottom, so
    /// that the window fits a phone's 360 px.
    private func fit(width: Int) {
        guard rows.layOut(TrackRow.Layout(width: width)) else { return }
        changed()
        header.fit(narrow: rows.layout == .narrow)
    }

    /// Whether the window stays open when asked to close: until a save in flight is written,
    /// it is not known whether there is anything left to ask about.
    private func closeRequested() -> Bool {
        switch model.phase.closeRequested(hasUnsavedChanges: document.hasUnsavedChanges) {
        case .close: return false
        case .waitForSave, .keepAsking: return true
        case .ask:
            saver.askBeforeClosing()
            return true
        }
    }

    /// The window is going: what runs for it stops, and its kept edits go unless they are to
    /// come back next time.
    private func destroyed() {
        loader?.cancel()
        finder.cancel()
        fileLooks.stop()
        player.stop()
        if model.phase.keepsKeptEdits(hasUnsavedChanges: document.hasUnsavedChanges) { return }
        keeper.forget()
    }

    /// Reads the tracks in `source` off the main thread, the list empty and edits off until
    /// they are in, for the playlist `file`: the same file, or, when `restoring` unsaved edits
    /// kept in `source`, the playlist they belong to.
    private func load(_ source: PlaylistLoader.Source, as file: URL?, restoring: Bool = false) {
        let name = file?.lastPathComponent ?? tr("New Playlist")
        loadingPage.show(restoring ? tr("Restoring “%s”", name) : tr("Opening “%s”", name))
        reorder.view(for: .init())?.isVisible = false
        model.startLoading(file, restoring: restoring)
        activity(.loading)
        loader = PlaylistLoader(source, bar: loadingPage.bar) { [weak self] result in self?.loaded(result, restoring: restoring) }
    }

    /// Shows what the read gave: the tracks (then looks at their files), or why it failed.
    private func loaded(_ result: Result<PlaylistLoader.LoadedPlaylist, PlaylistError>, restoring: Bool) {
        loader = nil
        loadingPage.widget.isVisible = false
        reorder.view(for: .init())?.isVisible = true
        let file = model.loadingFile
        switch result {
        case .success(let loaded):
            model.loaded(loaded.tracks, skipped: loaded.skipped, stamp: loaded.stamp, from: file, restoring: restoring)
            skippedReport.show(model)
            activity(.orderChanged)
            showTracks()
            // Once the rows are painted: the look's first batch waits for the first frame.
            MainLoop.whenIdle { [weak self] in self?.fileLooks.look() }
            if restoring {
                keepUnsavedEdits()
                // The file as it is on disk, open elsewhere, gives way to the edits.
                if let file { host?.closeUnchangedWindow(showing: file, except: self) }
            } else if let file {
                host?.noteRecent(file)
            }
            if let news = model.loadedNews(restoring: restoring) { status.text = news }
        case .failure(let error):
            // What was kept stays as it is, for another try: this window keeps its own.
            if restoring { keeper = keeper.keeperOfItsOwn() }
            let problem = model.failedToLoad(error.errorDescription, restoring: restoring)
            // Said where it was asked for too: on the terminal that gave the file.
            if !restoring, file != nil { FileHandle.standardError.write(Data("deckhand: \(problem)\n".utf8)) }
            showTracks()
            status.text = problem
        }
        activity(.loaded)
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
        guard model.phase.acceptsEdits else { return false }
        rowHost.itemsWillChange()
        let selected = model.ids(at: list.selectedPositions)
        guard model.edit(change) else { return false }
        // A notice's Undo is about the edit it announced: a later edit takes it away.
        toasts.dismiss()
        activity(.orderChanged)
        keepUnsavedEdits()
        showTracks()
        list.select(model.positions(of: selected))
        // An edit that keeps the list's IDs (a relink, its undo) changes what rows show.
        rows.refresh()
        player.stopIfRemoved()
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
    func insert(_ found: DroppedAudio.Found, before anchor: Track.ID?) {
        let index = model.insertionIndex(before: anchor)
        var added: [Track] = []
        guard found.entries.isEmpty || edit({ added = $0.insert(entries: found.entries, at: index); return !added.isEmpty }) else {
            status.text = tr("The dropped tracks were not added: the playlist was busy (loading, or asking about saving).")
            return
        }
        status.text = PlaylistEditorModel.dropNews(added: found.entries.count, problems: found.problems)
        // Their tags and lengths, read once the rows are painted, as after a load.
        if !added.isEmpty { MainLoop.whenIdle { [weak self] in self?.fileLooks.look(at: added) } }
        for problem in found.problems { FileHandle.standardError.write(Data("deckhand: \(problem)\n".utf8)) }
    }

    /// Removes the selected tracks, with a notice that offers Undo.
    func deleteSelection() {
        let ids = model.ids(at: list.selectedPositions)
        var removed = 0
        guard edit({ removed = $0.remove(ids); return removed > 0 }) else { return }
        toasts.show(trn("Removed %d track", "Removed %d tracks", removed), button: (tr("_Undo"), "win.edit-undo"))
    }

    /// Shows the tracks that match `text` (all of them when it is empty), keeping the
    /// selection; reordering is off while some are hidden.
    private func filter(by text: String) {
        let selected = model.ids(at: list.selectedPositions)
        guard model.setSearch(text) else { return }
        showTracks()
        list.select(model.positions(of: selected))
    }

    /// Moves the selected tracks one place up (-1) or down (1), together.
    func moveSelection(by step: Int) {
        guard model.search.isEmpty else { return status.text = PlaylistEditorModel.filteredReason }
        guard let difference = model.move(list.selectedPositions, by: step) else { return }
        edit { $0.apply(difference) }
    }

    /// Shows the document: the list, the title and subtitle, the status, what can be done.
    func showTracks() {
        let rebindingAll = model.refreshShown()
        list.setItems(model.shownIDs, rebindingAll: rebindingAll)
        showSummary()
    }

    /// Shows the playlist's name, its figures and what the status line says when there is no
    /// news, and what can be done: all but the rows.
    func showSummary() {
        window.title = model.title
        header.heading.title = model.title
        header.heading.subtitle = model.subtitle
        status.text = model.idleStatus
        let page = model.emptyPage
        emptyState.isVisible = page != nil
        if let page {
            emptyState.iconName = page.iconName
            emptyState.title = page.title
            emptyState.details = page.details
        }
        updateAvailability()
    }

    /// Turns dragging and the actions on or off for what the window is doing.
    func updateAvailability() {
        reorder.isEnabled = model.canReorder
        PlaylistActions.update(actions, for: model.availability)
        player.showButton()
        changed()
    }
}
