import Foundation
import DeckhandModels
import DeckhandGtk
import Localization
import Playlist

/// The running Deckhand: parses command lines and keeps its windows open.
@MainActor
public final class DeckhandApplication {
    private let application: Application
    private let automation: AutomationPublisher?
    private var windows: [any DeckhandWindow] = []
    /// The playlists opened or saved lately, and the menu that lists them.
    private var recent: RecentPlaylists
    let recentMenu = Menu()
    /// Unsaved playlist edits, kept until saved or discarded.
    private let unsavedStore: UnsavedPlaylistStore
    /// The settings (window sizes, draw mode, gallery page); opened at start-up.
    private var settings: StoredSettings?
    /// Whether this run has looked for edits left unsaved by an earlier one.
    private var lookedForUnsavedEdits = false

    /// Creates the application. With an `automationPath`, every window publishes its model and
    /// item frames there (see ARCHITECTURE.md, "The automation contract"), with the work of each
    /// frame it paints when `timingFrames`, and the instance runs on its own rather than
    /// handing its command line to one already running.
    public init(automationPath: String?, timingFrames: Bool = false) {
        automation = automationPath.map { AutomationPublisher(path: $0, timesFrames: timingFrames) }
        // Before the application starts: it loads its stylesheets and icon from the bundle.
        do {
            try Resources.register(bundle: ResourceBundle.data)
        } catch {
            // TRANSLATORS: printed on standard error; %s is the reason, from GLib.
            let message = "deckhand: " + tr("the built-in resources are damaged (%s)", error.message)
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        application = Application(id: "app.deckhand.Deckhand", unique: automation == nil)
        let dataFolder = UserDataFolder.url()
        recent = RecentPlaylists(folder: dataFolder)
        unsavedStore = UnsavedPlaylistStore(folder: dataFolder.appendingPathComponent("unsaved-playlists"))
        application.onStartup { [weak self] in
            guard let self else { return }
            // GTK reads the direction from its own catalogue, which a trimmed system may lack:
            // ours says it too, as GTK's does (and never overrules GTK towards left to right).
            // TRANSLATORS: "default:RTL" for a language written right to left, else "default:LTR".
            if trc("text direction", "default:LTR") == "default:RTL" { Widget.layoutIsRightToLeftByDefault = true }
            settings = DeckhandSettings.open()
            if let settings { DeckhandPreferences.followAnimations(in: settings) }
            installRecentActions()
            application.addAction(Action(name: "preferences") { [weak self] in
                guard let self, let settings else { return }
                let active = application.activeWindowPointer
                guard let asking = windows.first(where: { $0.window.pointer == active }) ?? windows.last else { return }
                let page: DeckhandPreferences.Page = switch asking {
                case is PlaylistWindow: .playlists
                case is CardTableWindow: .cardTable
                default: .general
                }
                DeckhandPreferences.show(over: asking.window, settings: settings, on: page)
            })
            application.setShortcuts(["<Control>comma"], for: "app.preferences")
            // Ctrl+Q closes every window as its close button would: playlists with unsaved
            // changes still ask first.
            application.addAction(Action(name: "quit") { [weak self] in
                self?.windows.forEach { $0.window.close() }
            })
            application.setShortcuts(["<Control>q"], for: "app.quit")
        }
        application.onCommandLine { [weak self] arguments in
            self?.handle(arguments: Array(arguments.dropFirst())) ?? 1
        }
    }

    /// Runs until the last window closes, and until the saves, kept edits and settings still
    /// being written are on disk; returns the exit status. A command line that asks for help or
    /// the version, or that Deckhand cannot act on, is answered before GTK starts, so it works
    /// without a display.
    public func run(arguments: [String]) -> Int32 {
        do {
            let options = try LaunchOptions(arguments: Array(arguments.dropFirst()))
            if options.showsHelp {
                print(LaunchOptions.usage)
                return 0
            }
            if options.showsVersion {
                print("deckhand \(AboutDeckhand.version)")
                return 0
            }
        } catch {
            report("deckhand: \(error.message)\n\n\(LaunchOptions.usage)")
            return 2
        }
        let status = application.run(arguments: arguments)
        BackgroundWrites.finish()
        StoredSettings.sync()
        return status
    }

    private func handle(arguments: [String]) -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: arguments)
        } catch {
            report("deckhand: \(error.message)\n\n\(LaunchOptions.usage)")
            return 2
        }
        if let reason = options.unavailableReason {
            report("deckhand: \(reason)")
            return 2
        }
        switch options.window {
        case .cards:
            // One table: two would write the same saved game and statistics.
            if let table = windows.first(where: { $0 is CardTableWindow }) {
                table.window.present()
            } else {
                let table = CardTableWindow(application: application, kind: options.game, seed: options.seed, settings: settings)
                if let automation { CardTableAutomation.attach(to: table, publisher: automation) }
                keep(table)
            }
        case .gallery:
            let gallery = GalleryWindow(application: application, page: options.page, settings: settings)
            if let automation { GalleryAutomation.attach(to: gallery, publisher: automation) }
            keep(gallery)
        case .playlist:
            let urls = options.files.map { URL(fileURLWithPath: $0) }
            if urls.isEmpty { newPlaylist() } else { openPlaylists(urls) }
        }
        offerUnsavedEdits()
        return 0
    }

    /// A playlist editor on `source`, published to the automation file when there is one.
    private func playlistWindow(_ source: PlaylistSource) -> PlaylistWindow {
        let editor = PlaylistWindow(application: application, source: source, host: self, store: unsavedStore, settings: settings)
        if let automation { PlaylistAutomation.attach(to: editor, publisher: automation) }
        return editor
    }

    /// Keeps `window` open until it is closed, and shows it.
    private func keep(_ window: any DeckhandWindow) {
        windows.append(window)
        let gtkWindow = window.window
        gtkWindow.onDestroy { [weak self, weak gtkWindow] in
            guard let self, let gtkWindow else { return }
            windows.removeAll { $0.window === gtkWindow }
            automation?.unregister(gtkWindow)
        }
        window.window.present()
    }

    /// Once per run, over the window just opened: offers to restore playlist edits that an
    /// earlier run kept but never saved (it was killed, or the machine went down).
    private func offerUnsavedEdits() {
        guard !lookedForUnsavedEdits, let parent = windows.last?.window else { return }
        lookedForUnsavedEdits = true
        let orphans = unsavedStore.entries().filter(\.isOrphaned)
        guard !orphans.isEmpty else { return }
        // TRANSLATORS: stands for a playlist never saved, in a list of file names.
        let names = orphans.map { $0.file?.lastPathComponent ?? tr("a new playlist") }
        let list = names.joined(separator: trc("list separator", ", "))
        // TRANSLATORS: %s lists the playlists' file names; English says "these playlists" for one too.
        let detail = trn("Deckhand stopped before these playlists were saved: %s.",
                         "Deckhand stopped before these playlists were saved: %s.", names.count, list)
        QuestionDialog.ask(
            over: parent, tr("Restore unsaved changes?"), detail: detail,
            cancel: tr("Not _Now"), destructive: tr("_Discard"), suggested: tr("_Restore")
        ) { [weak self] answer in
            guard let self else { return }
            switch answer {
            case .cancel:
                return
            case .destructive:
                orphans.forEach { unsavedStore.discard(id: $0.id) }
            case .suggested:
                orphans.forEach(restore)
            }
        }
    }

    /// Opens a window on the edits kept in `entry` (read off the main thread). Once they are
    /// in, a window showing the same file as it is on disk closes.
    private func restore(_ entry: UnsavedPlaylistStore.Entry) {
        keep(playlistWindow(.restored(entry)))
    }

    /// `app.open-recent-N` for each place in the recent menu.
    private func installRecentActions() {
        for index in 0..<RecentPlaylists.limit {
            application.addAction(Action(name: "open-recent-\(index)") { [weak self] in
                guard let self, let url = recent.urls[safe: index] else { return }
                openPlaylists([url])
            })
        }
        rebuildRecentMenu()
    }

    private func rebuildRecentMenu() {
        let items: [(label: String, action: String?)] = recent.urls.enumerated().map { index, url in
            (url.lastPathComponent, "app.open-recent-\(index)")
        }
        recentMenu.replaceItems(with: items.isEmpty ? [(tr("No Recent Playlists"), nil)] : items)
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

extension DeckhandApplication: PlaylistWindowHost {
    /// The open playlist windows.
    private var playlistWindows: [PlaylistWindow] {
        windows.compactMap { $0 as? PlaylistWindow }
    }

    func window(showing url: URL) -> PlaylistWindow? {
        playlistWindows.first { $0.file?.standardizedFileURL == url.standardizedFileURL }
    }

    func openPlaylists(_ urls: [URL]) {
        for url in urls {
            if let open = window(showing: url) {
                open.window.present()
            } else {
                keep(playlistWindow(.file(url)))
            }
        }
    }

    func closeUnchangedWindow(showing url: URL, except window: PlaylistWindow) {
        let others = playlistWindows.filter {
            $0 !== window && $0.file?.standardizedFileURL == url.standardizedFileURL && !$0.document.hasUnsavedChanges
        }
        others.forEach { $0.window.close() }
    }

    func newPlaylist() {
        keep(playlistWindow(.empty))
    }

    func noteRecent(_ url: URL) {
        recent.add(url)
        RecentFiles.add(path: url.path)
        rebuildRecentMenu()
    }
}
