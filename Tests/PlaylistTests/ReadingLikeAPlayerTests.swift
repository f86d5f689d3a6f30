import Foundation
import SeededRandom
import Playlist
import TestFolders
import Testing

/// Entries read as other players read them, and files that are not playlists named for what
/// they are.
@Suite("Reading like a player")
struct ReadingLikeAPlayerTests {
    private let folder = URL(fileURLWithPath: "/music/lists", isDirectory: true)

    private func m3u(_ text: String) throws(PlaylistError) -> [Track] {
        try PlaylistFile.read(Data(text.utf8), format: .m3u, folder: folder)
    }

    @Test func windowsBackslashesSeparateFolders() throws {
        let tracks = try m3u("Albums\\Blue\\01 Harbour.mp3\n")
        #expect(tracks.map(\.location) == [.file(URL(fileURLWithPath: "/music/lists/Albums/Blue/01 Harbour.mp3"))])
    }

    @Test func aURLWithASpaceStaysAURL() throws {
        let tracks = try m3u("http://radio.example/live stream.mp3\n")
        #expect(tracks.map(\.location) == [.url(try #require(URL(string: "http://radio.example/live%20stream.mp3")))])
    }

    @Test func aDashInsideBracketsIsPartOfTheTitle() throws {
        let tracks = try m3u("""
            #EXTINF:200,Harbour (Live - 1999)
            a.mp3
            #EXTINF:180,Tide - Harbour [Remix - Long]
            b.mp3
            """)
        #expect(tracks.map(\.artist) == [nil, "Tide"])
        #expect(tracks.map(\.title) == ["Harbour (Live - 1999)", "Harbour [Remix - Long]"])
    }

    /// A bracket never closed says nothing about the dash: the first " - " ends the artist,
    /// as VLC reads it, so an artist written with a stray bracket comes back whole.
    @Test func anUnclosedBracketLeavesTheFirstDashToEndTheArtist() throws {
        let written = try PlaylistFile.encode(
            [Track(id: 1, location: .file(URL(fileURLWithPath: "/music/a.mp3")), title: "Harbour (Long", artist: "Tide [live")],
            as: .m3u, folder: nil
        )
        let back = try PlaylistFile.read(written, format: .m3u, folder: nil)
        #expect(back.map(\.artist) == ["Tide [live"])
        #expect(back.map(\.title) == ["Harbour (Long"])
    }

    @Test func anHLSStreamPlaylistIsRefusedAsSuch() throws {
        let error = try #require(throws: PlaylistError.self) {
            try m3u("#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:9.9,\nsegment0.ts\n")
        }
        #expect(error.line == 2)
        #expect(error.message == "this is an HLS stream playlist (#EXT-X-VERSION): its lines are a stream's segments, not tracks")
    }

    @Test func binaryDataIsRefusedAsSuch() throws {
        var generator = SeededGenerator(seed: 7)
        let noise = Data((0..<2_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let error = try #require(throws: PlaylistError.self) {
            try PlaylistFile.read(noise, format: .m3u, folder: folder)
        }
        #expect(error.message == "this is binary data, not a playlist")
    }

    @Test func utf16WithAByteOrderMarkReads() throws {
        let text = "#EXTM3U\r\n#EXTINF:200,Tide - Harbour\r\nHarbour.mp3\r\n"
        var data = Data([0xFF, 0xFE])
        data.append(try #require(text.data(using: .utf16LittleEndian)))
        let tracks = try PlaylistFile.read(data, format: .m3u, folder: folder)
        #expect(tracks.map(\.title) == ["Harbour"])
        #expect(tracks.map(\.location) == [.file(URL(fileURLWithPath: "/music/lists/Harbour.mp3"))])
    }

    /// An XSPF saved as UTF-16 (with or without a byte-order mark, even under an .m3u name)
    /// reads as the same playlist; UTF-16 that is damaged is said to be.
    @Test func xspfSavedAsUTF16Reads() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-16"?>
            <playlist version="1" xmlns="http://xspf.org/ns/0/"><trackList>
            <track><location>Ça.ogg</location><title>Ça plane</title></track>
            </trackList></playlist>

            """
        let little = try #require(xml.data(using: .utf16LittleEndian))
        let big = try #require(xml.data(using: .utf16BigEndian))
        for (data, format) in [(Data([0xFF, 0xFE]) + little, PlaylistFormat.xspf), (Data([0xFE, 0xFF]) + big, .m3u), (little, .xspf), (big, .m3u)] {
            let tracks = try PlaylistFile.read(data, format: format, folder: folder)
            #expect(tracks.map(\.title) == ["Ça plane"])
            #expect(tracks.map(\.location) == [.file(URL(fileURLWithPath: "/music/lists/Ça.ogg"))])
        }
        let damaged = Data([0xFF, 0xFE]) + little.prefix(40) + Data([0x00, 0xDC]) + little.dropFirst(40)
        let error = try #require(throws: PlaylistError.self) { try PlaylistFile.read(damaged, format: .xspf, folder: folder) }
        #expect(error.message.contains("UTF-16"), "\(error.message)")
    }
}

/// What players keep, and what the read says it left out, in every format.
@Suite("Damaged entries")
struct DamagedEntriesTests {
    private let folder = URL(fileURLWithPath: "/music/lists", isDirectory: true)

    private func read(_ text: String, _ format: PlaylistFormat) throws(PlaylistError) -> ([Track], [SkippedLine]) {
        var skipped: [SkippedLine] = []
        let tracks = try PlaylistFile.read(Data(text.utf8), format: format, folder: folder, skipped: &skipped)
        return (tracks, skipped)
    }

    @Test func anEXTINFWithoutACommaOrATrackIsSaidAndTheTracksKept() throws {
        let (tracks, skipped) = try read("#EXTM3U\n#EXTINF:12.34\na.mp3\n#EXTINF:\nb.mp3\n#EXTINF:30,Last\n", .m3u)
        #expect(tracks.map(\.location) == [
            .file(URL(fileURLWithPath: "/music/lists/a.mp3")), .file(URL(fileURLWithPath: "/music/lists/b.mp3")),
        ])
        #expect(tracks.allSatisfy { $0.title == nil && $0.duration == nil })
        #expect(skipped.map(\.line) == [2, 4, 6])
        #expect(skipped.last?.reason == "this #EXTINF has no track after it")
    }

    /// Two #EXTINF lines in a row: the first names no track, and is listed as skipped rather
    /// than dropped without a word.
    @Test func anEXTINFFollowedByAnotherIsSaid() throws {
        let (tracks, skipped) = try read("#EXTM3U\n#EXTINF:10,Ghost\n#EXTINF:20,Real\nreal.mp3\n", .m3u)
        #expect(tracks.map(\.title) == ["Real"])
        #expect(tracks.map(\.duration) == [20])
        #expect(skipped == [SkippedLine(line: 2, reason: "this #EXTINF has no track after it, only another #EXTINF")])
    }

    @Test func aPLSTitleWithoutAFileIsSaidAndTheOthersKept() throws {
        let (tracks, skipped) = try read("[playlist]\nFile1=a.mp3\nTitle2=Orphan\nFile3=c.mp3\nnonsense\n", .pls)
        #expect(tracks.map(\.location) == [
            .file(URL(fileURLWithPath: "/music/lists/a.mp3")), .file(URL(fileURLWithPath: "/music/lists/c.mp3")),
        ])
        #expect(Set(skipped.map(\.line)) == [3, 5])
    }

    @Test func anXSPFTrackWithoutALocationIsLeftOutAndSaid() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <playlist version="1" xmlns="http://xspf.org/ns/0/">
              <trackList>
                <track><location>a.mp3</location><duration>soon</duration></track>
                <track><title>No file</title></track>
                <track><location>c.mp3</location></track>
              </trackList>
            </playlist>
            """
        let (tracks, skipped) = try read(document, .xspf)
        #expect(tracks.map(\.location) == [
            .file(URL(fileURLWithPath: "/music/lists/a.mp3")), .file(URL(fileURLWithPath: "/music/lists/c.mp3")),
        ])
        #expect(skipped.map(\.line) == [4, 5])
        #expect(skipped.last?.reason == "a <track> ('No file') has no <location>: it is left out")
    }
}

/// Locations that need more than their text: an XSPF base, a file name written escaped.
@Suite("Locations in context")
struct LocationsInContextTests {
    private func xspf(_ body: String, folder: URL = URL(fileURLWithPath: "/music/lists", isDirectory: true)) throws -> [TrackLocation] {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <playlist version="1" xmlns="http://xspf.org/ns/0/" \(body)</playlist>
            """
        return try PlaylistFile.read(Data(document.utf8), format: .xspf, folder: folder).map(\.location)
    }

    @Test func xmlBaseResolvesRelativeLocations() throws {
        #expect(try xspf(#"xml:base="http://radio.example/music/"><trackList><track><location>a%20b.mp3</location></track></trackList>"#)
            == [.url(try #require(URL(string: "http://radio.example/music/a%20b.mp3")))])
        #expect(try xspf(#"xml:base="file:///srv/music/"><trackList><track><location>a.mp3</location></track></trackList>"#)
            == [.file(URL(fileURLWithPath: "/srv/music/a.mp3"))])
        #expect(try xspf(#"><trackList xml:base="evening/"><track><location>a.mp3</location></track></trackList>"#)
            == [.file(URL(fileURLWithPath: "/music/lists/evening/a.mp3"))])
        #expect(try xspf(#"xml:base="http://radio.example/"><trackList><track><location>http://other.example/x.mp3</location></track></trackList>"#)
            == [.url(try #require(URL(string: "http://other.example/x.mp3")))], "a location with a scheme of its own stays")
    }

    /// "scheme://" with a space stays a URL in every format, an XSPF base or none.
    @Test func aURLWithASpaceStaysAURLInEveryFormat() throws {
        let stream = try #require(URL(string: "http://other.example/live%20stream.mp3"))
        let folder = URL(fileURLWithPath: "/music/lists", isDirectory: true)
        let texts: [(PlaylistFormat, String)] = [
            (.m3u, "http://other.example/live stream.mp3\n"),
            (.pls, "[playlist]\nFile1=http://other.example/live stream.mp3\nNumberOfEntries=1\n"),
        ]
        for (format, text) in texts {
            #expect(try PlaylistFile.read(Data(text.utf8), format: format, folder: folder).map(\.location) == [.url(stream)], "\(format)")
        }
        let location = "<trackList><track><location>http://other.example/live stream.mp3</location></track></trackList>"
        #expect(try xspf(">" + location) == [.url(stream)])
        #expect(try xspf(#"xml:base="evening/">"# + location) == [.url(stream)], "a relative base")
        #expect(try xspf(#"xml:base="http://radio.example/">"# + location) == [.url(stream)], "a URL base")
    }

    /// Text that starts as a URL does but is none, even escaped (a space after the port, as
    /// in totem-pl-parser's test playlist), is never read as a file in the playlist's folder:
    /// its entry is left out, said, and marked so that saving over the file asks first.
    @Test func aURLWithAnInvalidPortIsLeftOutAndSaidNeverReadAsAPath() throws {
        let folder = URL(fileURLWithPath: "/music/lists", isDirectory: true)
        let bad = "http://207.200.96.226:8000 extraparam=1"
        let texts: [(PlaylistFormat, String, Int)] = [
            (.m3u, "#EXTM3U\n#EXTINF:-1,Groove Salad\n\(bad)\nkept.mp3\n", 3),
            (.pls, "[playlist]\nFile1=\(bad)\nTitle1=Groove Salad\nFile2=kept.mp3\n", 2),
            (.xspf, """
                <?xml version="1.0" encoding="UTF-8"?>
                <playlist version="1" xmlns="http://xspf.org/ns/0/"><trackList>
                <track><location>\(bad)</location></track>
                <track><location>kept.mp3</location></track>
                </trackList></playlist>
                """, 3),
        ]
        for (format, text, line) in texts {
            var skipped: [SkippedLine] = []
            let tracks = try PlaylistFile.read(Data(text.utf8), format: format, folder: folder, skipped: &skipped)
            #expect(tracks.map(\.location) == [.file(URL(fileURLWithPath: "/music/lists/kept.mp3"))], "\(format)")
            #expect(tracks.first?.title == nil, "\(format): the bad entry's title does not pass to the next")
            #expect(skipped == [SkippedLine(
                line: line, reason: "“\(bad)” starts like a web address but is not a valid one: its entry is left out", leavesOutAnEntry: true
            )], "\(format)")
        }
    }

    @Test func anEscapedFileNameResolvesWhenOnlyTheDecodedOneExists() throws {
        let folder = try TemporaryFolder("deckhand-escaped")
        try Data().write(to: folder.url.appendingPathComponent("My Song.mp3"))
        let tracks = try PlaylistFile.read(Data("My%20Song.mp3\nOther%20One.mp3\n".utf8), format: .m3u, folder: folder.url)
        #expect(tracks.map(\.location) == [
            .file(folder.url.appendingPathComponent("My Song.mp3")),
            .file(folder.url.appendingPathComponent("Other%20One.mp3")),
        ], "only a decoded name that is there replaces the literal one")
    }
}

/// What the third review found: hostile XML, names with backslashes, first lines that only look
/// like another format, padding, and stray stream tags.
@Suite("Edge cases from review")
struct ReadingEdgeCaseTests {
    private let folder = URL(fileURLWithPath: "/music/lists", isDirectory: true)

    /// A 60 MB XSPF reads, a 12 MB text node in it too: past every limit libxml2 keeps
    /// without its huge-document option (10 MB for a text node), and Foundation's parser's.
    @Test func aSixtyMegabyteXSPFReads() throws {
        let note = String(repeating: "Liner notes, ", count: 2_300)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<playlist version=\"1\" xmlns=\"http://xspf.org/ns/0/\">\n"
        xml += "<annotation>\(String(repeating: "a long story ", count: 1_000_000))</annotation>\n<trackList>\n"
        for number in 1...1_600 {
            xml += "<track><location>\(number).flac</location><title>Song \(number)</title><annotation>\(note)</annotation></track>\n"
        }
        xml += "</trackList>\n</playlist>\n"
        let data = Data(xml.utf8)
        #expect(data.count > 60_000_000, "\(data.count) bytes")
        let tracks = try PlaylistFile.read(data, format: .xspf, folder: folder)
        #expect(tracks.count == 1_600)
        #expect(tracks.last?.title == "Song 1600")
    }

    @Test func entityDeclarationsAreRefusedBeforeAnythingExpands() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE playlist [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
            <playlist version="&c;"><trackList/></playlist>
            """
        let error = try #require(throws: PlaylistError.self) {
            try PlaylistFile.read(Data(laughs.utf8), format: .xspf, folder: folder)
        }
        #expect(error.message == "the XSPF declares XML entities, which a playlist never needs; it is not read")
    }

    @Test func aFileNameWithABackslashComesBackAsItself() throws {
        let track = Track(id: 1, location: .file(URL(fileURLWithPath: "/music/lists/AC\\DC.mp3")))
        for format in PlaylistFormat.allCases {
            let data = try PlaylistFile.encode([track], as: format, folder: folder)
            let back = try PlaylistFile.read(data, format: format, folder: folder)
            #expect(back.map(\.location) == [track.location], "\(format)")
        }
    }

    @Test func aPathThatStartsLikeAPLSHeaderIsStillM3U() throws {
        let tracks = try PlaylistFile.read(Data("[Playlist] Mix/01.mp3\n<playlists>/02.mp3\n".utf8), format: .m3u, folder: folder)
        #expect(tracks.count == 2)
    }

    @Test func paddingAtTheEndIsNotBinary() throws {
        for padding in [Data(repeating: 0, count: 64), Data([0x1A])] {
            var data = Data("a.mp3\r\n".utf8)
            data.append(padding)
            #expect(try PlaylistFile.read(data, format: .m3u, folder: folder).count == 1)
        }
    }

    @Test func aStreamTagAfterTracksIsIgnored() throws {
        let tracks = try PlaylistFile.read(Data("#EXTM3U\na.mp3\n#EXT-X-ENDLIST\nb.mp3\n".utf8), format: .m3u, folder: folder)
        #expect(tracks.count == 2)
    }
}
