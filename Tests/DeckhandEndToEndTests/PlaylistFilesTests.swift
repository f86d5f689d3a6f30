import Foundation
import TestFolders
import XCTest

/// The playlist editor's files: Save As and Open through the file chooser, recent playlists,
/// one window per playlist, and unsaved edits that survive the app being killed.
final class PlaylistFilesTests: XCTestCase {
    private var folder = URL(fileURLWithPath: "/")
    private var apps: [DeckhandProcess] = []

    override func setUpWithError() throws {
        try requireDesktop()
        folder = try makeTemporaryFolder("deckhand-files")
        // Run before the folder's removal (teardown blocks run newest first): the apps stop
        // before their data folder goes.
        addTeardownBlock { [weak self] in self?.stopApps() }
        // Every launch in a test shares one data folder, as runs on one machine do.
        setenv("DECKHAND_DATA_HOME", folder.appendingPathComponent("data").path, 1)
        setenv("XDG_DATA_HOME", folder.appendingPathComponent("xdg-data").path, 1)
    }

    /// Keeps a screenshot if the test failed, then stops the apps (releasing them removes their
    /// folders).
    private func stopApps() {
        keepScreenshotIfFailed()
        apps = []
    }

    override func tearDown() {
        unsetenv("DECKHAND_DATA_HOME")
        unsetenv("XDG_DATA_HOME")
    }

    /// A playlist of `count` tracks, `music/1.mp3` onwards, saved as `name` in the test's folder.
    private func playlist(_ name: String, count: Int) throws -> URL {
        let url = folder.appendingPathComponent(name)
        let lines = ["#EXTM3U"] + (1...count).flatMap { ["#EXTINF:\(100 + $0),Artist \($0) - Song \($0)", "music/\($0).mp3"] }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        return url
    }

    private func launch(_ arguments: [String]) throws -> DeckhandProcess {
        let app = try DeckhandProcess(arguments: arguments)
        apps.append(app)
        return app
    }

    /// Waits for the window showing `file` with its rows on screen.
    private func shown(_ file: URL, in app: DeckhandProcess) throws -> AutomationFile.Window {
        let snapshot = try app.waitFor("\(file.lastPathComponent) on screen") { snapshot in
            snapshot.windows.contains { $0.model.file == file.path && $0.model.loading == false && !($0.container("playlist.tracks")?.items.isEmpty ?? true) }
        }
        return try XCTUnwrap(snapshot.windows.first { $0.model.file == file.path })
    }

    /// Clicks the window's status line, so that keys go to it (no window manager gives focus
    /// back after a dialog closes).
    private func focus(_ window: AutomationFile.Window) throws {
        try Pointer(window: window.xid).click(at: (200, window.height - 14))
    }

    /// Puts a path into the file chooser, once it is shown, and accepts it; returns once the
    /// chooser has gone. Ctrl+L puts the keyboard in the chooser's location (or name) field
    /// first. The path is pasted whole: typed key by key, it raced the field's completion of
    /// the folder (a clean-clone CI run was left with "/tmp/d" as its location). On a loaded
    /// machine the chooser may still be settling, so it is tried again, twice at most, if the
    /// chooser stays.
    private func choose(_ url: URL) throws {
        let chooser = "^(Open Playlist|Save Playlist As)$"
        try Pointer.waitForWindow(titled: chooser)
        let pointer = Pointer(window: nil)
        for _ in 1...3 {
            try pointer.press(keys: "ctrl+l")
            Thread.sleep(forTimeInterval: 0.3)
            try pointer.press(keys: "ctrl+a")
            try pointer.paste(url.path)
            Thread.sleep(forTimeInterval: 0.3)
            try pointer.press(keys: "Return")
            if try Pointer.windowGone(titled: chooser, within: 5) { return }
        }
        try Pointer.waitForNoWindow(titled: chooser, timeout: 0)
    }

    /// The track entries (non-comment lines) of an M3U file.
    private func entries(of url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    }

    func testSaveAsWritesWhereChosenAndTheWindowFollowsTheNewFile() throws {
        let original = try playlist("mix.m3u", count: 5)
        let app = try launch([original.path])
        let window = try shown(original, in: app)
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: try XCTUnwrap(window.container("playlist.tracks")).items[0].point(across: 0.3))
        try pointer.press(keys: "Delete")
        _ = try app.waitFor("track 1 gone") { $0.windows.first?.model.unsaved == true }

        try pointer.press(keys: "ctrl+shift+s")
        let copy = folder.appendingPathComponent("copy.xspf")
        try choose(copy)
        let saved = try app.waitFor("the window to show the new file, saved") { snapshot in
            snapshot.windows.first?.model.file == copy.path && snapshot.windows.first?.model.unsaved == false
        }
        XCTAssertEqual(saved.windows.first?.title, "copy.xspf")
        let xml = try String(contentsOf: copy, encoding: .utf8)
        XCTAssertEqual(xml.components(separatedBy: "<track>").count - 1, 4, xml)
        XCTAssertFalse(xml.contains("music/1.mp3"), "the deleted track is not in the copy")
        XCTAssertEqual(try entries(of: original).count, 5, "the original file is untouched")
        let recent = try String(contentsOf: folder.appendingPathComponent("data/recent-playlists"), encoding: .utf8)
        XCTAssertEqual(recent.split(separator: "\n"), [copy.path, original.path].map { Substring($0) }, "newest first")
    }

    func testOpenShowsEachPlaylistInItsOwnWindowOnlyOnceAndNewStartsAnEmptyOne() throws {
        let first = try playlist("first.m3u", count: 4)
        let second = try playlist("second.m3u", count: 7)
        let app = try launch([first.path])
        try focus(try shown(first, in: app))
        try Pointer(window: nil).press(keys: "ctrl+o")
        try choose(second)
        let opened = try shown(second, in: app)
        XCTAssertEqual(try XCTUnwrap(app.snapshot()).windows.count, 2, "a window of its own")
        XCTAssertEqual(opened.model.count, 7)

        // The new window is on top (no window manager places it): open the first file again.
        try focus(opened)
        try Pointer(window: nil).press(keys: "ctrl+o")
        try choose(first)
        Thread.sleep(forTimeInterval: 1)
        XCTAssertEqual(try XCTUnwrap(app.snapshot()).windows.count, 2, "an open playlist is brought forward, not opened twice")

        try focus(opened)
        try Pointer(window: nil).press(keys: "ctrl+n")
        let fresh = try app.waitFor("a new, empty playlist") { $0.windows.count == 3 }
        let new = try XCTUnwrap(fresh.windows.first { $0.model.file == "" })
        XCTAssertEqual(new.title, "New Playlist")
        XCTAssertEqual(new.model.count, 0)
        XCTAssertEqual(new.model.unsaved, false)
    }

    func testUnsavedEditsSurviveAKillAndComeBackOnTheNextStart() throws {
        let mix = try playlist("mix.m3u", count: 6)
        let (killed, window, pointer) = try launchDeletingTrackTwo(of: mix)
        let kept = try waitUntilKept()
        // A second edit is kept as a line added to the journal, not as the tracks again.
        try pointer.click(at: try XCTUnwrap(window.container("playlist.tracks")).items[2].point(across: 0.3))
        try pointer.press(keys: "Delete")
        _ = try killed.waitFor("track 4 gone") { $0.windows.first?.model.order == ["1", "3", "5", "6"] }
        var journal = 0
        let journalled = Date().addingTimeInterval(5)
        while Date() < journalled, journal == 0 {
            Thread.sleep(forTimeInterval: 0.05)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: kept.path)) ?? []
            journal = names.filter { $0.hasSuffix(".changes") }.compactMap { name in
                try? FileManager.default.attributesOfItem(atPath: kept.appendingPathComponent(name).path)[.size] as? Int
            }.reduce(0, +)
        }
        XCTAssertGreaterThan(journal, 0, "the second edit went to the journal")
        XCTAssertLessThan(journal, 40, "as one short line")
        kill(killed.process.processIdentifier, SIGKILL)
        killed.process.waitUntilExit()
        XCTAssertEqual(try entries(of: mix).count, 6, "nothing was saved to the playlist itself")

        let (next, playlist) = try launchRestoring(mix)
        XCTAssertEqual(playlist.model.unsaved, true, "restored edits are unsaved until saved")
        XCTAssertEqual(playlist.title, "• mix.m3u")
        XCTAssertEqual(playlist.model.order?.count, 4)

        try focus(playlist)
        try Pointer(window: nil).press(keys: "ctrl+s")
        _ = try next.waitFor("the save") { $0.windows.contains { $0.model.file == mix.path && $0.model.unsaved == false } }
        XCTAssertEqual(try entries(of: mix), ["music/1.mp3", "music/3.mp3", "music/5.mp3", "music/6.mp3"])
        let forgotten = Date().addingTimeInterval(5)
        while Date() < forgotten, !((try? FileManager.default.contentsOfDirectory(atPath: kept.path)) ?? []).isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: kept.path), [], "saved edits are forgotten")
    }

    /// Edits restored after a kill remember the file as they were made on it: changed by
    /// another program since, Ctrl+S asks before saving over it.
    func testRestoredEditsAskBeforeSavingOverAFileChangedSince() throws {
        let mix = try playlist("mix.m3u", count: 6)
        let (killed, _, _) = try launchDeletingTrackTwo(of: mix)
        _ = try waitUntilKept()
        kill(killed.process.processIdentifier, SIGKILL)
        killed.process.waitUntilExit()
        let elsewhere = try Data(contentsOf: mix) + Data("music/7.mp3\n".utf8)
        try elsewhere.write(to: mix)

        let (_, restored) = try launchRestoring(mix)
        try focus(restored)
        try Pointer(window: nil).press(keys: "ctrl+s")
        try Pointer.waitForWindow(titled: "^“mix.m3u” was changed by another program$")
        try Pointer(window: nil).press(keys: "Escape")
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(try Data(contentsOf: mix), elsewhere, "the other program's change is still there")
    }

    /// Opens the six-track `mix` and deletes its second track with the Delete key; returns the
    /// app, its window and a pointer on it.
    private func launchDeletingTrackTwo(of mix: URL) throws -> (DeckhandProcess, AutomationFile.Window, Pointer) {
        let app = try launch([mix.path])
        let window = try shown(mix, in: app)
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: try XCTUnwrap(window.container("playlist.tracks")).items[1].point(across: 0.3))
        try pointer.press(keys: "Delete")
        _ = try app.waitFor("track 2 gone") { $0.windows.first?.model.order == ["1", "3", "4", "5", "6"] }
        return (app, window, pointer)
    }

    /// Starts the app anew and answers Restore to its question; returns it and the window of
    /// `mix`'s restored edits.
    private func launchRestoring(_ mix: URL) throws -> (DeckhandProcess, AutomationFile.Window) {
        let next = try launch(["--window=playlist"])
        _ = try next.waitFor("a window") { $0.windows.first?.xid ?? 0 > 0 }
        try Pointer.waitForWindow(titled: "^Restore unsaved changes\\?$")
        // The question has the keyboard: Alt+R answers Restore.
        try Pointer(window: nil).press(keys: "alt+r")
        let restored = try next.waitFor("the restored playlist") { snapshot in
            snapshot.windows.contains { $0.model.file == mix.path }
        }
        return (next, try XCTUnwrap(restored.windows.first { $0.model.file == mix.path }))
    }

    /// Waits until the running app has kept unsaved edits on disk; returns their folder.
    private func waitUntilKept() throws -> URL {
        let kept = folder.appendingPathComponent("data/unsaved-playlists")
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, ((try? FileManager.default.contentsOfDirectory(atPath: kept.path)) ?? []).filter({ $0.hasSuffix(".json") }).isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
        }
        return kept
    }

    func testAHugePlaylistLoadsOffTheMainThreadWithItsWindowDrawing() throws {
        let huge = try playlist("huge.m3u", count: 60_000)
        let app = try launch([huge.path])
        let loading = try app.waitFor("the window up while the playlist loads", timeout: 20) { snapshot in
            snapshot.windows.first.map { $0.xid > 0 && $0.model.loading == true } ?? false
        }
        XCTAssertEqual(loading.windows.first?.model.reorderable, false, "no dragging before the tracks are in")
        XCTAssertEqual(loading.windows.first?.title, "huge.m3u")
        let loaded = try app.waitFor("all the tracks", timeout: 60) { snapshot in
            snapshot.windows.first?.model.count == 60_000 && snapshot.windows.first?.model.frames?["loading"] != nil
        }
        let frames = try XCTUnwrap(loaded.windows.first?.model.frames?["loading"])
        XCTAssertGreaterThanOrEqual(frames.frames, 10, "the window kept drawing while the file was read")
        XCTAssertEqual(loaded.windows.first?.model.reorderable, true)
    }
}
