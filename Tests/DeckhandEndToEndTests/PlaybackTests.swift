import Foundation
import XCTest

/// Hearing tracks in the playlist editor: Ctrl+Space plays the selected track, the next one
/// follows in the playlist's order (a missing file passed over), and removing the playing
/// track stops it.
final class PlaybackTests: PlaylistFileTestCase {
    override func writePlaylist(in folder: URL) throws -> URL {
        try AudioFixtures.make([
            // Long enough to be paused under load; the others end soon, so the next one plays.
            .init(name: "a.ogg", tenths: 100, tags: "title=Alpha,artist=Ann", encoder: "vorbisenc ! oggmux"),
            .init(name: "b.flac", tenths: 10, tags: "title=Bravo,artist=Bo", encoder: "flacenc"),
            .init(name: "c.wav", tenths: 10, tags: nil, encoder: "wavenc"),
        ], in: folder)
        let file = folder.appendingPathComponent("abc.m3u")
        try "a.ogg\nb.flac\ngone.ogg\nc.wav\n".write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The list once its files were looked at, and the window.
    private func shownList() throws -> (DeckhandProcess, AutomationFile.Window) {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the files looked at") { $0.windows.first?.model.missing == ["3"] }
        return (app, try XCTUnwrap(file.windows.first))
    }

    func testPlayingGoesOnToTheNextTrackAndStopsAfterTheLast() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: rows.items[1].point(across: 0.3))
        try pointer.press(keys: "ctrl+space")
        let playing = try app.waitFor("Bravo playing") { $0.windows.first?.model.playing == "2" }
        XCTAssertEqual(playing.windows.first?.model.status, "Playing Bravo, 2 of 4")
        XCTAssertEqual(playing.windows.first?.model.paused, false)
        saveScreenshot(named: "playlist-playing")
        // Bravo lasts a second; the missing file is passed over.
        _ = try app.waitFor("c.wav playing next", timeout: 15) { $0.windows.first?.model.playing == "4" }
        let ended = try app.waitFor("the end of the playlist", timeout: 15) { $0.windows.first?.model.playing == nil }
        XCTAssertEqual(ended.windows.first?.model.status, "Played to the end of the playlist")
    }

    func testPauseResumesAndRemovingThePlayingTrackStopsIt() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: rows.items[0].point(across: 0.3))
        try pointer.press(keys: "ctrl+space")
        _ = try app.waitFor("Alpha playing") { $0.windows.first?.model.playing == "1" }
        try pointer.press(keys: "ctrl+space")
        let paused = try app.waitFor("Alpha paused") { $0.windows.first?.model.paused == true }
        XCTAssertEqual(paused.windows.first?.model.status, "Paused Alpha, 1 of 4")
        try pointer.press(keys: "Delete")
        let stopped = try app.waitFor("the playing track removed") { $0.windows.first?.model.count == 3 }
        XCTAssertNil(stopped.windows.first?.model.playing)
        XCTAssertEqual(stopped.windows.first?.model.status, "Stopped: the track playing was removed")
    }

    /// Preferences asked for from the playlist window opens on the playlists' page; with Play
    /// On turned off there, a track that ends is the last one played.
    func testPlayOnTurnedOffInPreferencesStopsAfterTheTrack() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: rows.items[1].point(across: 0.3))
        try pointer.press(keys: "ctrl+comma")
        _ = try Pointer.waitForWindow(titled: "Preferences")
        // The playlists' page is shown, its first row (Play On) focused: Space turns it off. On
        // a busy machine the row may take the focus after the window does: Space again until
        // the setting says off.
        func playOnIsOff(within seconds: TimeInterval) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if app.snapshot()?.windows.first?.model.playOn == false { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
        for _ in 1...5 {
            try Pointer.xdotool(["key", "space"])
            if playOnIsOff(within: 2) { break }
        }
        XCTAssertEqual(app.snapshot()?.windows.first?.model.playOn, false, "Space on the first row turned Play On off")
        try Pointer.xdotool(["key", "Escape", "sleep", "0.5"])
        try pointer.press(keys: "ctrl+space")
        _ = try app.waitFor("Bravo playing") { $0.windows.first?.model.playing == "2" }
        let ended = try app.waitFor("Bravo over", timeout: 15) { $0.windows.first?.model.playing == nil }
        XCTAssertEqual(ended.windows.first?.model.status, "Played “Bravo”")
    }
}
