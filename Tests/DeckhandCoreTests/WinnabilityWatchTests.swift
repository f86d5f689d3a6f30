@testable import DeckhandCore
import DeckhandGtk
import GtkTestSupport
import Klondike
import XCTest

/// The solver's question about the game on the table waits for the table to be drawn.
final class WinnabilityWatchTests: XCTestCase {
    func testQuestionsWaitUntilTheTableIsDrawnAndTheLastIsAsked() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let watch = WinnabilityWatch()
            var answers: [Bool?] = []
            watch.answered = { answers.append($0) }
            let table = Label("table")
            watch.wait(untilDrawn: table)
            // Deal 1 takes the solver milliseconds; 11982, which cannot be won, seconds.
            watch.ask(about: FreeCellGame(deal: 1))
            runMainLoop(for: 1)
            XCTAssertEqual(answers, [], "nothing is asked while the table is not drawn")
            watch.ask(about: FreeCellGame(deal: 11982))
            watch.ask(about: FreeCellGame(deal: 1))

            let window = ApplicationWindow()
            window.setChild(table)
            present(window, until: table)
            let deadline = Date().addingTimeInterval(20)
            while answers.isEmpty, Date() < deadline { MainLoop.iterate(blocking: false) }
            XCTAssertEqual(answers, [true], "deal 1, asked last, is answered (11982 was never asked)")
            XCTAssertEqual(watch.verdict, true)
            window.destroy()
        }
    }
}
