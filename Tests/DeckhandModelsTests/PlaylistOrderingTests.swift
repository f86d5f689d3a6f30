import DeckhandModels
import Foundation
import Playlist
import SeededRandom
import Testing

/// The Sort menu's orders and words, with no window.
@Suite("The playlist's Sort menu")
struct PlaylistOrderingTests {
    private let tracks = [
        Track(id: 1, location: .file(URL(fileURLWithPath: "/m/c.ogg")), title: "Gull", artist: "Cy"),
        Track(id: 2, location: .file(URL(fileURLWithPath: "/m/a.ogg")), title: "Harbour", artist: "Ann"),
        Track(id: 3, location: .file(URL(fileURLWithPath: "/m/b.ogg")), title: "Lantern", artist: "Bo"),
    ]

    @Test func sortingSaysWhatItDidAndWhatItWouldHaveDone() {
        let byArtist = PlaylistOrdering.sort(tracks, by: .artist)
        #expect(byArtist.order == [2, 3, 1])
        #expect(byArtist.done == "Sorted by artist: 3 tracks")
        #expect(byArtist.unchanged == "The tracks are in artist order already")
        #expect(PlaylistOrdering.sort(tracks, by: .title).order == [1, 2, 3])
        #expect(PlaylistOrdering.sort(Array(tracks.prefix(1)), by: .path).done == "Sorted by file path: 1 track")
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func aShuffleNeverLeavesTheOrderAsItWas(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let two = Array(tracks.prefix(2))
        #expect(PlaylistOrdering.shuffle(two, using: &random).order == [2, 1], "two tracks have one other order")
        let shuffled = PlaylistOrdering.shuffle(tracks, using: &random)
        #expect(shuffled.order != [1, 2, 3])
        #expect(shuffled.order.sorted() == [1, 2, 3], "every track once")
        #expect(shuffled.done == "Shuffled: 3 tracks")
        #expect(PlaylistOrdering.shuffle(Array(tracks.prefix(1)), using: &random).order == [1], "nothing to shuffle")
    }

    @Test func removingDuplicatesSaysHowMany() {
        #expect(PlaylistOrdering.duplicatesRemoved(0) == "No track appears twice")
        #expect(PlaylistOrdering.duplicatesRemoved(1) == "Removed 1 duplicate track")
        #expect(PlaylistOrdering.duplicatesRemoved(4) == "Removed 4 duplicate tracks")
    }
}
