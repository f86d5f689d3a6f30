import Foundation
import XCTest

/// A playlist with damaged lines opens with every track that has a location, and the window
/// says how many lines it skipped, one click from the list of them.
final class DamagedPlaylistTests: PlaylistFileTestCase {
    override func writePlaylist(in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("damaged.pls")
        let text = """
            [playlist]
            File1=one.mp3
            Length1=soon
            Title2=A title with no file
            File3=three.mp3
            this line has no equals sign
            """
        try Data(text.utf8).write(to: file.deletingPathExtension().appendingPathExtension("pls"))
        return file
    }

    func testTheTracksLoadAndTheSkippedLinesAreSaid() throws {
        let app = try XCTUnwrap(app)
        let loaded = try app.waitFor("the damaged playlist loaded") { file in
            file.windows.first?.kind == "playlist" && file.windows.first?.model.count == 2
        }
        let model = try XCTUnwrap(loaded.windows.first?.model)
        XCTAssertEqual(model.skipped, 3, "the bad length, the title with no file and the stray line")
        XCTAssertEqual(model.status, "damaged.pls loaded; 3 damaged lines were left out or read in part. Saving writes a clean file.")
        saveScreenshot(named: "playlist-skipped")
    }

    /// Ctrl+S over a file whose read skipped lines asks first, rather than sending the user
    /// round in Save As; Save As then offers a name beside it, and the damaged file stays as it
    /// was.
    func testSavingOverTheDamagedFileAsksAndSaveAsKeepsIt() throws {
        let app = try XCTUnwrap(app)
        let playlist = try XCTUnwrap(self.playlist)
        let loaded = try app.waitFor("the damaged playlist loaded") { $0.windows.first?.model.count == 2 }
        let window = try XCTUnwrap(loaded.windows.first)
        let original = try Data(contentsOf: playlist)
        try Pointer(window: window.xid).press(keys: "ctrl+s")
        try Pointer.waitForWindow(titled: "^Save over “damaged.pls”\\?$")
        try Pointer(window: nil).press(keys: "alt+a")
        try Pointer.waitForWindow(titled: "^Save Playlist As$")
        try Pointer(window: nil).press(keys: "Return")
        let saved = try app.waitFor("the edited copy saved") { $0.windows.first?.title == "damaged (edited).pls" }
        XCTAssertEqual(saved.windows.first?.model.skipped, 0, "the copy is a clean file")
        let edited = playlist.deletingLastPathComponent().appendingPathComponent("damaged (edited).pls")
        XCTAssertTrue(FileManager.default.fileExists(atPath: edited.path))
        XCTAssertEqual(try Data(contentsOf: playlist), original, "the damaged file is as it was")
    }
}

/// A playlist another program changes while it is open: Ctrl+S asks before saving over those
/// changes, Cancel leaves them, Save Anyway replaces them, and the next Ctrl+S just saves.
final class PlaylistChangedOnDiskTests: PlaylistFileTestCase {
    override func writePlaylist(in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("list.m3u")
        try Data("#EXTM3U\n#EXTINF:60,Tide - Harbour\none.mp3\n#EXTINF:60,Tide - Shore\ntwo.mp3\n".utf8).write(to: file)
        return file
    }

    func testSavingOverAnotherProgramsChangesAsksFirst() throws {
        let app = try XCTUnwrap(app)
        let playlist = try XCTUnwrap(self.playlist)
        let loaded = try app.waitFor("the playlist loaded") { $0.windows.first?.model.count == 2 }
        let window = try XCTUnwrap(loaded.windows.first)
        let elsewhere = try Data(contentsOf: playlist) + Data("#EXTINF:60,Tide - Added elsewhere\nthree.mp3\n".utf8)
        try elsewhere.write(to: playlist)
        let keys = Pointer(window: window.xid)
        try keys.press(keys: "ctrl+s")
        try Pointer.waitForWindow(titled: "^“list.m3u” was changed by another program$")
        saveScreenshot(named: "playlist-changed-on-disk")
        try Pointer(window: nil).press(keys: "Escape")
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(try Data(contentsOf: playlist), elsewhere, "Cancel leaves the other program's changes")

        try keys.press(keys: "ctrl+s")
        try Pointer.waitForWindow(titled: "^“list.m3u” was changed by another program$")
        try Pointer(window: nil).press(keys: "alt+s")
        _ = try app.waitFor("saved over") { $0.windows.first?.model.toast == "Saved list.m3u" }
        let saved = try String(contentsOf: playlist, encoding: .utf8)
        XCTAssertFalse(saved.contains("three.mp3"), saved)
        XCTAssertTrue(saved.contains("two.mp3"), saved)

        // Saved here, the file is as the window left it: no question.
        try keys.press(keys: "ctrl+s")
        Thread.sleep(forTimeInterval: 1)
        XCTAssertTrue(windows(titled: "“list.m3u” was changed by another program").isEmpty)
    }
}

/// A playlist that cannot be opened gets a window named after it that says why, and the
/// terminal that asked for it is told too.
final class MissingPlaylistTests: DeckhandTestCase {
    private let missing = FileManager.default.temporaryDirectory
        .appendingPathComponent("deckhand-missing-\(UUID().uuidString)").appendingPathComponent("gone.m3u")

    override var launchArguments: [String] { [missing.path] }

    func testTheWindowIsNamedAfterTheFileAndSaysWhy() throws {
        let app = try XCTUnwrap(app)
        let shown = try app.waitFor("the window saying why") { file in
            file.windows.first?.model.status != nil && file.windows.first?.model.loading == false
        }
        let model = try XCTUnwrap(shown.windows.first?.model)
        XCTAssertEqual(model.status, "gone.m3u: does not exist: it may have been moved, renamed or deleted")
        XCTAssertEqual(shown.windows.first?.title, "gone.m3u")
        XCTAssertEqual(model.count, 0)
        // Nothing was opened: no "0 tracks · 0:00", and nothing to save.
        XCTAssertEqual(model.summary, "Could not be opened")
        XCTAssertTrue(app.errorOutput.contains("deckhand: gone.m3u: does not exist"), app.errorOutput)
    }
}
