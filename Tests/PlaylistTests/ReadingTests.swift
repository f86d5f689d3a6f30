import Foundation
import Playlist
import TestFolders
import Testing

@Suite("Reading playlist files")
struct ReadingTests {
    private func read(_ name: String) throws(PlaylistError) -> [Track] {
        try PlaylistFile.read(contentsOf: corpus(name))
    }

    private var folder: URL { corpus("plain.m3u").deletingLastPathComponent() }

    @Test func plainM3UResolvesPathsAndKeepsURLs() throws {
        let tracks = try read("plain.m3u")
        #expect(tracks.map(\.location) == [
            .file(URL(fileURLWithPath: "/music/one.mp3")),
            .file(folder.appendingPathComponent("relative/two.ogg").standardizedFileURL),
            .url(try #require(URL(string: "http://radio.example/stream"))),
        ])
        #expect(tracks.map(\.id) == [1, 2, 3])
        #expect(tracks.allSatisfy { $0.title == nil && $0.duration == nil })
    }

    @Test func extendedM3UCarriesLengthArtistAndTitle() throws {
        let tracks = try read("extended.m3u")
        #expect(tracks.count == 2)
        #expect(tracks[0].artist == "Nina Simone")
        #expect(tracks[0].title == "Feeling Good")
        #expect(tracks[0].duration == 215)
        #expect(tracks[1].title == "Live Radio")
        #expect(tracks[1].duration == nil, "-1 means unknown")
    }

    @Test func legacyLatin1AndAByteOrderMarkLoad() throws {
        let latin = try read("latin1.m3u")
        #expect(latin[0].artist == "Café del Mar")
        #expect(latin[0].title == "Señor")
        let bom = try read("bom.m3u8")
        #expect(bom[0].artist == "Björk")
        #expect(bom[0].title == "Jóga")
    }

    @Test func plsEntriesInOrder() throws {
        let tracks = try read("radio.pls")
        #expect(tracks.map(\.title) == ["Miles Davis - So What", "Jazz Radio"])
        #expect(tracks.map(\.duration) == [545, nil])
        #expect(tracks[1].location == .url(try #require(URL(string: "http://stream.example/jazz"))))
    }

    @Test func xspfCarriesEveryField() throws {
        let tracks = try read("mix.xspf")
        #expect(tracks.count == 2)
        #expect(tracks[0].location == .file(folder.appendingPathComponent("evening/first light.ogg").standardizedFileURL))
        #expect(tracks[0].artist == "Brian Eno & Harold Budd")
        #expect(tracks[0].album == "The Pearl")
        #expect(tracks[0].duration == 408)
        #expect(tracks[1].location == .file(URL(fileURLWithPath: "/srv/music/night.flac")))
    }

    @Test(arguments: [
        ("bad-extinf.m3u", 2, "#EXTINF length 'abc' is not a number of seconds: the track is kept without a length", "Broken"),
        ("bad-length.pls", 3, "Length1 'soon' is not a number of seconds: entry 1 is kept without a length", nil),
    ])
    func damagedEntriesAreKeptAndTheirDamageSaid(name: String, line: Int, reason: String, title: String?) throws {
        var skipped: [SkippedLine] = []
        let tracks = try PlaylistFile.read(contentsOf: corpus(name), skipped: &skipped)
        #expect(tracks.count == 1, "the track is kept")
        #expect(tracks.first?.title == title)
        #expect(tracks.first?.duration == nil)
        #expect(skipped == [SkippedLine(line: line, reason: reason)])
    }

    @Test(arguments: [
        ("no-header.pls", 1, "a PLS file starts with [playlist], not 'File1=a.mp3'"),
    ])
    func malformedFilesNameTheFileTheLineAndTheProblem(name: String, line: Int, message: String) throws {
        let error = try #require(throws: PlaylistError.self) { try read(name) }
        #expect(error.file?.lastPathComponent == name)
        #expect(error.line == line)
        #expect(error.message == message)
        #expect(error.errorDescription == "\(name), line \(line): \(message)")
    }

    @Test func brokenXMLGivesItsPosition() throws {
        let error = try #require(throws: PlaylistError.self) { try read("broken.xspf") }
        #expect(error.file?.lastPathComponent == "broken.xspf")
        #expect((error.line ?? 0) >= 4)
        #expect(error.column != nil)
        #expect(error.message.hasPrefix("the XML is malformed: "), "libxml2's own account follows: \(error.message)")
        #expect(error.message.contains("track"), "it names the element left open: \(error.message)")
    }

    @Test func externalEntitiesAreNeverResolved() throws {
        let secret = (try? String(contentsOfFile: "/etc/hostname", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unreadable"
        do {
            let tracks = try read("entity.xspf")
            let title = tracks.first?.title ?? ""
            #expect(title.range(of: secret) == nil, "the entity's file was not read")
        } catch {
            #expect(error.file?.lastPathComponent == "entity.xspf")
        }
    }

    @Test func anUnknownExtensionIsRefusedClearly() throws {
        let folder = try temporaryFolder()
        let file = folder.url.appendingPathComponent("notes.txt")
        try Data("a.mp3\n".utf8).write(to: file)
        let error = try #require(throws: PlaylistError.self) { try PlaylistFile.read(contentsOf: file) }
        #expect(error.errorDescription == "notes.txt: '.txt' is not a playlist format Deckhand reads (m3u, m3u8, pls, xspf)")
    }
}
