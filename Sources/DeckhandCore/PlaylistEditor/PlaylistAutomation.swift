import DeckhandGtk
import DeckhandModels
import Playlist

/// Publishes a playlist editor window to the automation file (the test contract): the rows on
/// screen, the document's state, and the longest frame and frame count while the playlist
/// loads, a drag runs, its drop lands and the files are looked at (for the benchmark). It
/// observes the window from outside, through what the window says it is doing.
@MainActor
final class PlaylistAutomation: AutomationSource {
    let window: ApplicationWindow
    private weak var editor: PlaylistWindow?
    /// The window's frames while it loads, drags or drops, and while it looks at the files.
    private let frames: FrameIntervals
    private let lookFrames: FrameIntervals
    /// Each measurement's longest frame, in seconds, and its number of frames.
    private var figures: [String: (longest: Double, count: Int)] = [:]
    /// Records the frames of a load or a drop a moment after it ends.
    private var framesEnding: RepeatingTimer?
    /// The order of track IDs, written once per change.
    private var orderJSON = JSONValue.written("[]")
    private var orderIsStale = true
    /// The missing tracks' IDs, written once per change of the entries or of the files' findings.
    private var missingJSON: (entries: Int, files: Int, json: JSONValue)?

    private init(_ editor: PlaylistWindow) {
        window = editor.window
        self.editor = editor
        frames = FrameIntervals(of: editor.window)
        lookFrames = FrameIntervals(of: editor.window)
    }

    /// Publishes `editor` through `publisher` from now on.
    static func attach(to editor: PlaylistWindow, publisher: AutomationPublisher) {
        let observer = PlaylistAutomation(editor)
        editor.changed = { [weak publisher] in publisher?.setNeedsWrite() }
        editor.activity = { [weak observer, weak publisher] activity in
            observer?.heard(activity)
            publisher?.setNeedsWrite()
        }
        // The preferences it shows are written when they change, in whichever window.
        editor.settings?.onChanged(["play-on"], while: editor.window) { [weak publisher] in publisher?.setNeedsWrite() }
        // A window opened on a file is loading it already.
        if editor.model.phase.isLoading { observer.heard(.loading) }
        publisher.register(observer)
    }

    private func heard(_ activity: PlaylistActivity) {
        switch activity {
        case .loading, .dragging:
            framesEnding?.stop()
            frames.start()
        case .loaded:
            end(as: "loading")
        case .dropped:
            guard frames.isRunning else { return }
            // The drag's own frames, then the drop's: the edit and the frame that shows it.
            figures["dragging"] = frames.takeFigures()
            end(as: "dropping")
        case .lookingAtFiles:
            if !lookFrames.isRunning { lookFrames.start() }
        case .lookedAtFiles:
            if lookFrames.isRunning { record(lookFrames, as: "looking") }
        case .orderChanged:
            orderIsStale = true
        }
    }

    /// Records the frames watched so far as `measurement`, a quarter second from now.
    private func end(as measurement: String) {
        guard frames.isRunning else { return }
        framesEnding = RepeatingTimer(milliseconds: 250) { [weak self] in
            guard let self else { return false }
            record(frames, as: measurement)
            return false
        }
    }

    private func record(_ watched: FrameIntervals, as measurement: String) {
        figures[measurement] = (watched.longest, watched.count)
        watched.stop()
        editor?.changed()
    }

    func automationSnapshot() -> AutomationWindow {
        guard let editor else {
            return AutomationWindow(kind: "playlist", title: window.title, width: window.width, height: window.height, xid: window.x11WindowID, containers: [], model: .object([:]))
        }
        if orderIsStale {
            orderJSON = .writtenNumberStrings(editor.document.tracks.lazy.map(\.id))
            orderIsStale = false
        }
        let measured = figures.mapValues { figure -> JSONValue in
            .object(["longestMs": .number(figure.longest * 1000), "frames": .number(Double(figure.count))])
        }
        var model = state(of: editor)
        model["frames"] = .object(measured)
        model["order"] = orderJSON
        let rows = AutomationContainer(id: "playlist.tracks", items: editor.rows.onScreen(in: window), section: .init(), of: editor.reorder)
        return AutomationWindow(
            kind: "playlist", title: window.title, width: window.width, height: window.height,
            xid: window.x11WindowID, containers: [rows], model: .object(model)
        )
    }

    /// The window's state, as the automation file gives it.
    private func state(of editor: PlaylistWindow) -> [String: JSONValue] {
        let model = editor.model
        return [
            "file": .string(model.file?.path ?? ""), "unsaved": .bool(model.document.hasUnsavedChanges),
            "count": .number(Double(model.document.tracks.count)), "summary": .string(editor.header.heading.subtitle),
            "asking": .bool(model.phase == .asking), "loading": .bool(model.phase.isLoading),
            "search": .string(editor.header.searchEntry.text), "reorderable": .bool(editor.reorder.isEnabled),
            "status": .string(editor.status.text), "toast": .string(editor.toasts.lastShown),
            "skipped": .number(Double(model.skipped.count)),
            "playing": model.playing.map { .string(String($0.id)) } ?? .written("null"),
            "paused": .bool(model.playing?.paused ?? false),
            // Once the files were looked for: the tracks whose file is not there.
            "missing": model.lookedAtEveryFile ? missing(of: model) : .written("null"),
            "lookingAtFiles": .bool(editor.fileLooks.areUnderWay),
            "findingMissing": .bool(model.isFindingMissing),
            "playOn": .bool(editor.settings?.boolean("play-on") ?? true),
            "narrow": .bool(editor.rows.layout == .narrow),
        ]
    }

    /// The IDs of the tracks marked missing, in ascending order: written once per change of
    /// the entries or of the files' findings, not on every frame nor on a reorder.
    private func missing(of model: PlaylistEditorModel) -> JSONValue {
        let entries = model.document.entriesRevision
        if let missingJSON, missingJSON.entries == entries, missingJSON.files == model.filesRevision { return missingJSON.json }
        let json = JSONValue.writtenNumberStrings(model.missingTrackIDs().sorted())
        missingJSON = (entries, model.filesRevision, json)
        return json
    }
}
