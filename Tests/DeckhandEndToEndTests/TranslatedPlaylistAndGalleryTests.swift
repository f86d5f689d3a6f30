import Foundation
import XCTest

/// The playlist editor in Hebrew and German: a real drag reorders the tracks, and saving says
/// so in the language.
class TranslatedPlaylistTestCase: PlaylistFileTestCase {
    var locale: TranslatedLocale { .german }
    /// What the toast says after saving mix.m3u.
    var savedNews: String { "mix.m3u gespeichert" }

    override var launchEnvironment: [String: String] { locale.environment }

    override func setUpWithError() throws {
        try requireLocale(locale.rawValue)
        try super.setUpWithError()
    }

    override func writePlaylist(in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("mix.m3u")
        let lines = ["#EXTM3U"] + (1...6).flatMap { ["#EXTINF:\(100 + $0),Artist \($0) - Song \($0)", "music/\($0).mp3"] }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        let music = folder.appendingPathComponent("music")
        try FileManager.default.createDirectory(at: music, withIntermediateDirectories: true)
        for number in 1...6 { try Data().write(to: music.appendingPathComponent("\(number).mp3")) }
        return file
    }

    /// Drags the first track after the fourth, saves, and checks the toast.
    func dragAndSave() throws {
        let app = try XCTUnwrap(app)
        let shown = try app.waitFor("the tracks on screen") {
            ($0.windows.first?.container("playlist.tracks")?.items.filter { $0.width > 0 }.count ?? 0) == 6
        }
        let window = try XCTUnwrap(shown.windows.first)
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        try app.drag(from: rows.items[0].point(across: 0.3), to: rows.items[3].point(across: 0.3, down: 0.8), in: window)
        _ = try app.waitFor("the first track after the fourth") { $0.windows.first?.model.order?.prefix(5) == ["2", "3", "4", "1", "5"] }
        try Pointer(window: window.xid).press(keys: "ctrl+s")
        let saved = try app.waitFor("the save") { $0.windows.first?.title == "mix.m3u" }
        XCTAssertEqual(saved.windows.first?.model.toast, savedNews)
        saveScreenshot(named: "playlist-\(locale.rawValue)-saved")
    }
}

final class GermanPlaylistTests: TranslatedPlaylistTestCase {
    func testADraggedTrackLandsAndTheSaveIsSaidInGerman() throws {
        try dragAndSave()
    }
}

final class HebrewPlaylistTests: TranslatedPlaylistTestCase {
    override var locale: TranslatedLocale { .hebrew }
    override var savedNews: String { "הקובץ mix.m3u נשמר" }

    func testADraggedTrackLandsAndTheSaveIsSaidInHebrew() throws {
        try dragAndSave()
    }
}

/// The gallery in German: the cards are named in German, and a real drag moves one.
final class GermanGalleryTests: DeckhandTestCase {
    override var launchArguments: [String] { ["--window=gallery"] }
    override var launchEnvironment: [String: String] { TranslatedLocale.german.environment }

    override func setUpWithError() throws {
        try requireLocale(TranslatedLocale.german.rawValue)
        try super.setUpWithError()
    }

    func testACardDraggedPastAnotherLandsAfterIt() throws {
        let app = try XCTUnwrap(app)
        let shown = try app.waitFor("the gallery's cards on screen") { file in
            guard let grid = file.windows.first?.container("gallery.grid"), file.windows.first?.xid != 0 else { return false }
            return grid.items.count >= 12 && grid.items.allSatisfy { $0.width > 0 }
        }
        let window = try XCTUnwrap(shown.windows.first)
        let items = try XCTUnwrap(window.container("gallery.grid")?.items)
        XCTAssertEqual(items.first { $0.id == "p1" }?.label, "Hafen")
        XCTAssertLessThan(items[0].x, items[1].x, "left to right")
        let past = items[2]
        try app.drag(from: items[0].point(), to: (past.x + past.width * 4 / 5, past.y + past.height / 2), in: window)
        let expected = [items[1].id, items[2].id, items[0].id] + items[3...].map(\.id)
        _ = try app.waitFor("the card after \(past.label)") { $0.windows.first?.container("gallery.grid")?.items.map(\.id) == expected }
    }
}
