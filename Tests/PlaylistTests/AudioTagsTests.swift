import Foundation
import Playlist
import Synchronization
import Testing

@Suite("Reading audio files' tags with TagLib")
struct AudioTagsTests {
    /// A committed test tone (see Audio/README.md).
    private func audio(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Audio"))
    }

    @Test(arguments: [
        ("harbour.ogg", AudioTags(title: "Harbour", artist: "Ann", album: "Sea", trackNumber: 3, duration: 2)),
        ("lantern.flac", AudioTags(title: "Lantern", artist: "Bo", album: "Sea", trackNumber: 4, duration: 2)),
        ("gull.mp3", AudioTags(title: "Gull", artist: "Cy", album: "Sea", trackNumber: 5, duration: 2)),
        ("untagged.wav", AudioTags(duration: 2)),
    ])
    func eachFormatSaysWhatItHolds(name: String, expected: AudioTags) throws {
        #expect(AudioTags.read(from: try audio(name)) == expected)
    }

    /// TagLib is installed here (scripts/install-dependencies), so it loads on first use.
    @Test func tagLibLoadsWhenFirstAsked() {
        #expect(AudioTags.unavailableReason == nil)
    }

    @Test func aFileThatIsNotAudioHasNoTags() throws {
        #expect(AudioTags.read(from: try audio("README.md")) == nil)
        #expect(AudioTags.read(from: URL(fileURLWithPath: "/nowhere/at/all.ogg")) == nil)
    }

    /// The look reads every file on two threads at once and hands each file's tags over once.
    @Test func aLookOnTwoThreadsReadsEveryFile() throws {
        let names = ["harbour.ogg", "lantern.flac", "gull.mp3", "untagged.wav"]
        let tracks = try (0..<200).map { Track(id: $0, location: .file(try audio(names[$0 % names.count]))) }
        let all = Mutex(FileFindings())
        FileCheck.look(at: tracks, threads: 2, interval: 0.001) { batch in all.withLock { $0.merge(batch) } }
        let found = all.withLock { $0 }
        #expect(found.tags.count == 200)
        #expect(found.present.count == 200)
        #expect(found.tags[2]?.title == "Gull")
        #expect(found.missing.isEmpty)
    }

    @Test func theFilesTagsFillOnlyWhatThePlaylistDoesNotSay() {
        let track = Track(id: 1, location: .file(URL(fileURLWithPath: "/m/a.ogg")), title: "My title", duration: 61)
        let filled = track.filled(with: AudioTags(title: "Tag title", artist: "Ann", album: "Sea", trackNumber: 3, duration: 60))
        #expect(filled.title == "My title")
        #expect(filled.duration == 61)
        #expect(filled.artist == "Ann")
        #expect(filled.album == "Sea")
        #expect(filled.trackNumber == 3)
    }
}
