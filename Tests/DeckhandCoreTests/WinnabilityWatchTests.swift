import Foundation
@testable import DeckhandCore
import DeckhandGtk
import GtkTestSupport
import Patience
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

            let window = windowShowing(table)
            let deadline = Date().addingTimeInterval(20)
            while answers.isEmpty, Date() < deadline { MainLoop.iterate(blocking: false) }
            XCTAssertEqual(answers, [true], "deal 1, asked last, is answered (11982 was never asked)")
            XCTAssertEqual(watch.verdict, true)
            window.destroy()
        }
    }

    /// A new game's table goes into a window already on screen, where it is mapped as it is
    /// added: its question is asked once it is drawn.
    func testATableAddedToAWindowOnScreenIsAskedAboutOnceDrawn() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let window = windowShowing(Label("first table"))
            let watch = WinnabilityWatch()
            var answers: [Bool?] = []
            watch.answered = { answers.append($0) }
            let table = Label("next table")
            window.setChild(table)
            watch.wait(untilDrawn: table)
            watch.ask(about: FreeCellGame(deal: 1))
            let deadline = Date().addingTimeInterval(20)
            while answers.isEmpty, Date() < deadline { MainLoop.iterate(blocking: false) }
            XCTAssertEqual(answers, [true])
            window.destroy()
        }
    }

    /// A table replaced within the moment after its first frame does not release the next
    /// table's question before that table is drawn.
    func testTheMomentAfterAnEarlierTableDoesNotReleaseTheNextOnesQuestion() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let watch = WinnabilityWatch()
            var answers: [Bool?] = []
            watch.answered = { answers.append($0) }
            let first = Label("first table")
            watch.wait(untilDrawn: first)
            let window = windowShowing(first)
            runMainLoop(for: 0.1)
            // The first table is drawn; its moment is running. The next is not shown yet.
            watch.wait(untilDrawn: Label("next table"))
            watch.ask(about: FreeCellGame(deal: 1))
            runMainLoop(for: Double(WinnabilityWatch.settleMilliseconds) / 1000 + 0.7)
            XCTAssertEqual(answers, [], "the next table is not drawn: its question waits")
            window.destroy()
        }
    }

    /// A question withdrawn while the solver works on it is not answered.
    func testAWithdrawnQuestionIsNotAnswered() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let question = SolverQuestion<Int>(label: "test.withdrawn")
            var answers: [Int] = []
            question.ask({ Thread.sleep(forTimeInterval: 0.2); return 1 }) { answers.append($0) }
            question.ask({ 2 }) { answers.append($0) }
            question.withdraw()
            runMainLoop(for: 0.6)
            XCTAssertEqual(answers, [], "neither the running question nor the waiting one is answered")
            question.ask({ 3 }) { answers.append($0) }
            runMainLoop(for: 0.3)
            XCTAssertEqual(answers, [3])
        }
    }
}
