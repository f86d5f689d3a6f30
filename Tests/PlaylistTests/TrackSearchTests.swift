import Foundation
import Playlist
import Testing

@Suite("Searching tracks")
struct TrackSearchTests {
    private let track = Track(
        id: 1, location: .file(URL(fileURLWithPath: "/music/Coast/07 Low Tide.flac")),
        title: "Harbour Lights", artist: "Blue Tide", album: "Coastline"
    )

    @Test(arguments: ["", "  ", "harbour", "HARBOUR lights", "blue", "coastline", "low tide", "07", "lights harbour"])
    func matchesEveryWordAnywhereIgnoringCase(_ text: String) {
        #expect(TrackSearch(text).matches(track))
    }

    @Test(arguments: ["harbours", "red", "harbour red", "mp3"])
    func failsWhenAnyWordIsMissing(_ text: String) {
        #expect(!TrackSearch(text).matches(track))
    }

    @Test func anEmptySearchIsEmpty() {
        #expect(TrackSearch(" \t").isEmpty)
        #expect(!TrackSearch("a").isEmpty)
        #expect(TrackSearch("Blue  Tide").words == ["blue", "tide"])
    }

    @Test func aTrackWithoutATitleIsFoundByItsFileName() {
        let untitled = Track(id: 2, location: .file(URL(fileURLWithPath: "/music/Night Drive.ogg")))
        #expect(TrackSearch("night").matches(untitled))
        #expect(TrackSearch("ogg").matches(untitled), "the file name includes its extension")
    }
}
