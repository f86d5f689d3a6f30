import Foundation
import Playlist
import Testing
import SeededRandom

@Suite("Sorting, shuffling and removing duplicates")
struct TrackOrderTests {
    private func track(
        _ id: Int, _ path: String, title: String? = nil, artist: String? = nil, album: String? = nil, number: Int? = nil,
        length: Double? = nil
    ) -> Track {
        Track(id: id, location: .file(URL(fileURLWithPath: path)), title: title, artist: artist, album: album, duration: length, trackNumber: number)
    }

    private var tracks: [Track] {
        [
            track(1, "/m/b/10 Ten.flac", title: "Track 10", artist: "beta", album: "Two", number: 2, length: 200),
            track(2, "/m/a/2 Two.ogg", title: "Track 2", artist: "Alpha", album: "One", number: 2, length: 95.5),
            track(3, "/m/untagged.mp3"),
            track(4, "/m/a/1 One.ogg", title: "Track 1", artist: "Alpha", album: "One", number: 1, length: 300),
            track(5, "/m/é/Élan.wav", title: "élan", artist: "Éclair", album: "Two", number: 1, length: 95.5),
        ]
    }

    @Test func eachOrderSortsAsAMusicPlayerDoes() {
        // Names ignore case and accents; numbers inside them count by value; missing fields last.
        #expect(TrackOrder.artist.ids(of: tracks) == [4, 2, 1, 5, 3])
        #expect(TrackOrder.album.ids(of: tracks) == [4, 2, 5, 1, 3])
        #expect(TrackOrder.trackNumber.ids(of: tracks) == [4, 5, 2, 1, 3])
        #expect(TrackOrder.title.ids(of: tracks) == [5, 4, 2, 1, 3])
        // Equal lengths keep the playlist's order; unknown length last.
        #expect(TrackOrder.length.ids(of: tracks) == [2, 5, 1, 4, 3])
        #expect(TrackOrder.path.ids(of: tracks) == [4, 2, 1, 5, 3])
    }

    @Test(arguments: TrackOrder.allCases)
    func aSortIsOneUndoStepThatPutsBackTheExactOrder(order: TrackOrder) {
        var generator = SeededGenerator(seed: 41)
        var document = PlaylistDocument(tracks: tracks.shuffled(using: &generator), url: nil)
        let before = document.tracks.map(\.id)
        let wanted = order.ids(of: document.tracks)
        #expect(wanted != before, "the seed's shuffle leaves no order as it is")
        let entries = document.entriesRevision
        let sorted = document.reorder(to: wanted)
        #expect(sorted)
        #expect(document.entriesRevision == entries, "a sort holds the same entries")
        #expect(document.tracks.map(\.id) == wanted)
        let sortedAgain = document.reorder(to: wanted)
        #expect(!sortedAgain, "sorting a sorted playlist changes nothing")
        let undone = document.undo()
        #expect(undone)
        #expect(document.tracks.map(\.id) == before)
        #expect(!document.canUndo, "one step")
        let redone = document.redo()
        #expect(redone)
        #expect(document.tracks.map(\.id) == wanted)
    }

    @Test func aShuffleOfAThousandTracksLosesNoneAndUndoes() {
        var generator = SeededGenerator(seed: 7)
        let many = (1...1_000).map { track($0, "/m/\($0).mp3") }
        var document = PlaylistDocument(tracks: many, url: nil)
        let shuffled = many.map(\.id).shuffled(using: &generator)
        let shuffledIt = document.reorder(to: shuffled)
        #expect(shuffledIt)
        #expect(document.tracks.map(\.id) == shuffled)
        #expect(document.hasUnsavedChanges)
        let undoneShuffle = document.undo()
        #expect(undoneShuffle)
        #expect(document.tracks.map(\.id) == many.map(\.id))
    }

    @Test func anOrderMissingATrackIsRefused() {
        var document = PlaylistDocument(tracks: tracks, url: nil)
        let tooShort = document.reorder(to: [1, 2, 3])
        #expect(!tooShort)
        let twice = document.reorder(to: [1, 2, 3, 4, 4])
        #expect(!twice)
        #expect(document.tracks.map(\.id) == [1, 2, 3, 4, 5])
        #expect(!document.canUndo)
    }

    @Test func duplicatesAreTheLaterEntriesOfOneLocation() {
        let radio = URL(string: "https://radio.example/stream") ?? URL(fileURLWithPath: "/")
        let document = PlaylistDocument(tracks: tracks + [
            track(6, "/m/a/2 Two.ogg", title: "Another title"),
            Track(id: 7, location: .url(radio)), Track(id: 8, location: .url(radio)),
            track(9, "/m/a/../a/1 One.ogg"),
        ], url: nil)
        // The same path written another way ("a/../a") is not resolved here: the reader
        // standardizes paths as it reads them.
        #expect(document.duplicateIDs == [6, 8])
    }
}
