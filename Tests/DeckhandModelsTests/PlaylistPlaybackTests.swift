import DeckhandModels
import Foundation
import Playlist
import Testing

/// What Play/Pause starts with, goes on to and says, with no player and no display.
@Suite("Playing a playlist")
struct PlaylistPlaybackTests {
    private let tracks = [
        Track(id: 1, location: .file(URL(fileURLWithPath: "/music/a.ogg"))),
        Track(id: 2, location: .url(URL(string: "http://radio.example/live")!)),
        Track(id: 3, location: .file(URL(fileURLWithPath: "/music/gone.ogg"))),
        Track(id: 4, location: .file(URL(fileURLWithPath: "/music/d.ogg"))),
    ]

    @Test func playStartsWithTheSelectedTrackElseTheFirst() {
        #expect(PlaylistPlayback.trackToStart(selected: tracks[2], in: tracks) == 3)
        #expect(PlaylistPlayback.trackToStart(selected: nil, in: tracks) == 1)
        #expect(PlaylistPlayback.trackToStart(selected: nil, in: []) == nil)
    }

    @Test func itGoesOnToTheNextFileThereAndStopsAfterTheLast() {
        var asked: [Track.ID] = []
        let next = PlaylistPlayback.next(after: 1, in: tracks) { track, url in
            asked.append(track.id)
            return url.lastPathComponent != "gone.ogg"
        }
        #expect(next?.id == 4, "the stream and the missing file passed over")
        #expect(asked == [3, 4], "streams are not asked about")
        #expect(PlaylistPlayback.next(after: 4, in: tracks) { _, _ in true } == nil, "after the last")
        #expect(PlaylistPlayback.next(after: 9, in: tracks) { _, _ in true } == nil, "a track removed meanwhile")
    }

    @Test func itSaysWhatPlaysAndWhatTheButtonWouldDo() {
        #expect(PlaylistPlayback.news(title: "Harbour", number: 3, of: 40, paused: false) == "Playing Harbour, 3 of 40")
        #expect(PlaylistPlayback.news(title: "Harbour", number: 3, of: 40, paused: true) == "Paused Harbour, 3 of 40")
        #expect(PlaylistPlayback.buttonName(playing: true, paused: false) == "Pause")
        #expect(PlaylistPlayback.buttonName(playing: false, paused: true) == "Resume")
        #expect(PlaylistPlayback.buttonName(playing: false, paused: false) == "Play the selected track")
    }
}
