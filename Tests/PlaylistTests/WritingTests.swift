import Foundation
import Playlist
import TestFolders
import Testing
import SeededRandom

@Suite("Writing and saving playlists")
struct WritingTests {
    /// Random tracks carrying what `format` stores.
    static func randomTracks(for format: PlaylistFormat, folder: URL, using generator: inout SeededGenerator) -> [Track] {
        let words = ["Blue", "in", "Green", "Ça", "Plus", "Änderung", "&", "<tag>", "\"quoted\"", "Ω", "x'y"]
        func phrase() -> String {
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "" }.joined(separator: " ")
        }
        return (0..<Int.random(in: 0..<12, using: &generator)).map { index in
            let location: TrackLocation = switch Int.random(in: 0..<3, using: &generator) {
            case 0: .file(folder.appendingPathComponent("sub dir/track \(index).mp3"))
            case 1: .file(URL(fileURLWithPath: "/other/place/\(index).flac"))
            default: .url(URL(string: "https://radio.example/\(index)?q=\(index)") ?? folder)
            }
            let titled = Bool.random(using: &generator)
            let title: String? = titled ? phrase() : nil
            let artist: String? = format == .pls || !titled || !Bool.random(using: &generator) ? nil : phrase()
            let duration: Double? = titled && Bool.random(using: &generator) ? Double(Int.random(in: 1...900, using: &generator)) : nil
            let album: String? = format == .xspf && Bool.random(using: &generator) ? phrase() : nil
            return Track(id: index + 1, location: location, title: title, artist: artist, album: album, duration: duration)
        }
    }

    @Test(arguments: PlaylistFormat.allCases)
    func roundTripsKeepEveryEntryItsOrderAndFields(format: PlaylistFormat) throws {
        var generator = SeededGenerator(seed: UInt64(format.rawValue.count) * 97)
        let folder = try temporaryFolder()
        for round in 0..<200 {
            let tracks = Self.randomTracks(for: format, folder: folder.url, using: &generator)
            let file = folder.url.appendingPathComponent("round\(round).\(format.rawValue)")
            try PlaylistFile.save(tracks, to: file)
            let back = try PlaylistFile.read(contentsOf: file)
            #expect(back.count == tracks.count)
            for (original, read) in zip(tracks, back) {
                #expect(read.hasSameEntry(as: original), "\(format): \(original) came back as \(read)")
            }
        }
    }

    @Test(arguments: PlaylistFormat.allCases)
    func fileNamesThatLookLikeCommentsOrURLsComeBackAsFiles(format: PlaylistFormat) throws {
        let folder = try temporaryFolder()
        let names = ["#1 hit.mp3", "ab:c.mp3", "sub/#2.ogg", "x:y/z.flac", "plain.mp3"]
        let tracks = names.enumerated().map { Track(id: $0.offset + 1, location: .file(folder.url.appendingPathComponent($0.element))) }
        let file = folder.url.appendingPathComponent("odd.\(format.rawValue)")
        try PlaylistFile.save(tracks, to: file)
        let back = try PlaylistFile.read(contentsOf: file)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(back.map(\.location) == tracks.map(\.location), "\(written)")
    }

    @Test func relativePathsAreWrittenBackRelativeAndURLsAsTheyAre() throws {
        let folder = try temporaryFolder()
        let tracks = [
            Track(id: 1, location: .file(folder.url.appendingPathComponent("music/a.mp3"))),
            Track(id: 2, location: .file(folder.url.deletingLastPathComponent().appendingPathComponent("elsewhere/b.ogg"))),
            Track(id: 3, location: .url(try #require(URL(string: "https://radio.example/live?x=1")))),
        ]
        let file = folder.url.appendingPathComponent("list.m3u8")
        try PlaylistFile.save(tracks, to: file)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == "#EXTM3U\nmusic/a.mp3\n../elsewhere/b.ogg\nhttps://radio.example/live?x=1\n")
    }

    @Test func savingReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
        let folder = try temporaryFolder()
        let file = folder.url.appendingPathComponent("list.pls")
        try PlaylistFile.save([Track(id: 1, location: .file(folder.url.appendingPathComponent("a.mp3")))], to: file)
        try PlaylistFile.save([Track(id: 1, location: .file(folder.url.appendingPathComponent("b.mp3")))], to: file)
        #expect(try PlaylistFile.read(contentsOf: file).map(\.displayTitle) == ["b"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["list.pls"])
    }

    @Test func aFailedSaveLeavesThePreviousFileIntact() throws {
        let folder = try temporaryFolder()
        let file = folder.url.appendingPathComponent("list.m3u")
        try PlaylistFile.save([Track(id: 1, location: .file(folder.url.appendingPathComponent("kept.mp3")), title: "Kept")], to: file)
        let before = try Data(contentsOf: file)
        let unstorable = [Track(id: 1, location: .file(folder.url.appendingPathComponent("new.mp3")), title: "Two\nlines")]
        let error = try #require(throws: PlaylistError.self) { try PlaylistFile.save(unstorable, to: file) }
        #expect(error.errorDescription == "list.m3u: track 1's title has a line break, which M3U cannot store")
        #expect(try Data(contentsOf: file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["list.m3u"])

        let missing = folder.url.appendingPathComponent("no such folder/list.m3u")
        let unwritable = try #require(throws: PlaylistError.self) { try PlaylistFile.save([], to: missing) }
        #expect(unwritable.file == missing)
    }
}
