import Playlist
import Testing

@Suite("Lengths as the editor shows them")
struct DurationTextTests {
    @Test func aTrackIsAClock() {
        #expect(DurationText.clock(0) == "0:00")
        #expect(DurationText.clock(187.4) == "3:07")
        #expect(DurationText.clock(3723) == "1:02:03")
        #expect(DurationText.clock(.nan) == "0:00")
        #expect(DurationText.clock(-5) == "0:00")
    }

    /// 20,000 tracks of about four minutes: not "1362:25:24".
    @Test func aTotalOfADayOrMoreIsInDaysAndHours() {
        #expect(DurationText.total(4820) == "1:20:20")
        #expect(DurationText.total(86_399) == "23:59:59")
        #expect(DurationText.total(86_400) == "1 day 0 h")
        #expect(DurationText.total(1362 * 3600 + 25 * 60 + 24) == "56 days 18 h")
        #expect(DurationText.total(.infinity) == "0:00")
    }
}
