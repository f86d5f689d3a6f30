import Foundation
import DeckhandGtk
import GtkTestSupport
import XCTest

/// Runs the main loop until `condition` holds or two seconds pass.
@MainActor
private func spin(until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(2)
    while !condition() && Date() < deadline { MainLoop.iterate(blocking: false) }
}

final class RepeatingTimerTests: XCTestCase {
    func testATimerThatEndsItselfCanStillBeStopped() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            var runs = 0
            let timer = RepeatingTimer(milliseconds: 1) {
                runs += 1
                return runs < 3
            }
            XCTAssertTrue(timer.isRunning)
            spin { !timer.isRunning }
            XCTAssertEqual(runs, 3, "it ran until its body returned false")
            XCTAssertFalse(timer.isRunning)
            timer.stop()
            timer.stop()
        }
    }

    func testAStoppedTimerNeverRunsAgain() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            var runs = 0
            var timer: RepeatingTimer?
            timer = RepeatingTimer(milliseconds: 1) {
                runs += 1
                timer?.stop()
                return true
            }
            spin { runs > 0 }
            let deadline = Date().addingTimeInterval(0.05)
            while Date() < deadline { MainLoop.iterate(blocking: false) }
            XCTAssertEqual(runs, 1, "stopping from inside the callback is allowed and final")
            XCTAssertEqual(timer?.isRunning, false)
        }
    }
}
