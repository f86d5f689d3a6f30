import Foundation
import Playlist
import Testing

@Suite("Finding where missing files went")
struct RelinkingTests {
    private let gone = URL(fileURLWithPath: "/old/music")

    private func track(_ id: Int, _ name: String, title: String? = nil, artist: String? = nil, length: Double? = nil) -> Track {
        Track(id: id, location: .file(gone.appendingPathComponent(name)), title: title, artist: artist, duration: length)
    }

    @Test func aFileOfTheSameNameIsTheMatchAndATieIsBrokenByTags() {
        let tracks = [
            track(1, "Harbour.ogg"),
            track(2, "01 Intro.flac", title: "Intro", artist: "Ann", length: 61),
            track(3, "01 Intro.flac", title: "Intro", artist: "Bo", length: 90),
            track(4, "nowhere.mp3"),
            track(5, "Same.wav"),
        ]
        let found = [
            URL(fileURLWithPath: "/new/a/harbour.OGG"),
            URL(fileURLWithPath: "/new/ann/01 Intro.flac"), URL(fileURLWithPath: "/new/bo/01 Intro.flac"),
            URL(fileURLWithPath: "/new/x/Same.wav"), URL(fileURLWithPath: "/new/y/Same.wav"),
        ]
        let tags: [String: AudioTags] = [
            "/new/ann/01 Intro.flac": AudioTags(title: "Intro", artist: "Ann", duration: 60),
            "/new/bo/01 Intro.flac": AudioTags(title: "Intro", artist: "Bo", duration: 90),
        ]
        let missing = Set(tracks.compactMap { if case .file(let url) = $0.location { url.path } else { nil } })
        let matches = Relinking.matches(for: tracks, missing: missing, among: found) { tags[$0.path] }
        #expect(matches == [
            1: URL(fileURLWithPath: "/new/a/harbour.OGG"),
            2: URL(fileURLWithPath: "/new/ann/01 Intro.flac"),
            3: URL(fileURLWithPath: "/new/bo/01 Intro.flac"),
        ], "no match for nowhere.mp3; two untagged Same.wav files are a tie")
    }

    @Test func aTrackWhoseFileIsThereIsNotMoved() {
        let here = track(1, "Harbour.ogg")
        #expect(Relinking.matches(for: [here], missing: [], among: [URL(fileURLWithPath: "/new/Harbour.ogg")]) { _ in nil }.isEmpty)
    }

    @Test func aRelinkIsOneUndoableEdit() {
        var document = PlaylistDocument(tracks: [track(1, "a.ogg", title: "A"), track(2, "b.ogg"), track(3, "c.ogg")], url: nil)
        let moved = URL(fileURLWithPath: "/new/c.ogg")
        let relinked = document.relink([3: .file(moved), 9: .file(moved)])
        #expect(relinked == 1)
        #expect(document.entriesRevision == 1, "a relink changes an entry")
        #expect(document.tracks[2].location == .file(moved))
        #expect(document.tracks.map(\.id) == [1, 2, 3])
        #expect(document.hasUnsavedChanges)
        let undone = document.undo()
        #expect(undone)
        #expect(document.entriesRevision == 2)
        #expect(document.tracks[2].location == .file(gone.appendingPathComponent("c.ogg")))
        let redone = document.redo()
        #expect(redone)
        #expect(document.tracks[2].location == .file(moved))
        let again = document.relink([3: .file(moved)])
        #expect(again == 0, "already there")
    }
}
