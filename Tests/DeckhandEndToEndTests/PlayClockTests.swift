import Foundation
import XCTest

/// With Show the Time on, the card table's title counts the time played from the first move,
/// and a saved game keeps it for the next run.
final class PlayClockTests: CardTableTestCase {
    /// Deckhand's settings file in the test's data folder, with the time shown.
    override func prepareData(in folder: URL) throws {
        try writeSettings("show-timer=true", in: folder)
    }

    /// The seconds the heading shows ("Game 7 · Score 0 · 1 move · 0:03"), if it shows a time.
    private func seconds(in heading: String?) -> Int? {
        guard let time = heading?.components(separatedBy: " · ").last, time.contains(":") else { return nil }
        return time.split(separator: ":").reduce(0) { $0 * 60 + (Int($1) ?? 0) }
    }

    func testTheTimeCountsFromTheFirstMoveAndComesBackWithTheGame() throws {
        let app = try XCTUnwrap(app)
        let shown = try app.waitFor("the dealt table") { $0.windows.first?.container("cards.tableau.6")?.items.last.map { $0.width > 0 } == true }
        let window = try XCTUnwrap(shown.windows.first)
        XCTAssertEqual(seconds(in: window.model.heading), 0, "no time before the first move: \(window.model.heading ?? "")")
        let six = try XCTUnwrap(window.container("cards.tableau.1")?.item("6D"))
        let seven = try XCTUnwrap(window.container("cards.tableau.3")?.item("7S"))
        try app.drag(from: six.point(down: 0.15), to: seven.point(), in: window)
        let counted = try app.waitFor("two seconds counted") { (self.seconds(in: $0.windows.first?.model.heading) ?? 0) >= 2 }
        XCTAssertTrue(counted.windows.first?.model.heading?.hasPrefix("Game 7 · Score 5 · 1 move · ") == true, counted.windows.first?.model.heading ?? "")
        app.terminate()

        let again = try DeckhandProcess(arguments: [])
        defer { again.terminate() }
        let resumed = try again.waitFor("the game back with its time") { (self.seconds(in: $0.windows.first?.model.heading) ?? 0) >= 2 }
        XCTAssertEqual(resumed.windows.first?.container("cards.tableau.3")?.items.last?.id, "6D")
    }
}
