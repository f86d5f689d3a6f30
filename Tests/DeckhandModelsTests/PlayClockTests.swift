import DeckhandModels
import Testing

@Suite("The time a game is played")
struct PlayClockTests {
    @Test func itRunsFromItsStartAndKeepsWhatRanWhenStopped() {
        var clock = PlayClock()
        #expect(clock.text(at: 100) == "0:00")
        clock.start(at: 100)
        clock.start(at: 130)
        #expect(clock.text(at: 165) == "1:05", "a second start changes nothing")
        clock.stop(at: 170)
        #expect(!clock.isRunning)
        #expect(clock.text(at: 500) == "1:10", "stopped, it stays")
        clock.start(at: 1_000)
        #expect(clock.seconds(at: 1_010) == 80)
    }

    @Test func aSavedTimeCarriesOnAndLongGamesShowHours() {
        var clock = PlayClock(seconds: 3_722)
        #expect(clock.text(at: 0) == "1:02:02")
        clock.start(at: 0)
        #expect(clock.text(at: 59) == "1:03:01")
        #expect(PlayClock(seconds: -5).text(at: 0) == "0:00")
    }
}
