import DeckhandGtk
import GtkTestSupport
import XCTest

/// An object whose lifetime the tests watch through a weak reference.
private final class Tracker {}

final class SignalLifetimeTests: XCTestCase {
    func testAClosureIsReleasedWhenItsWidgetIsDestroyed() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            weak var weakTracker: Tracker?
            var destroyed = false
            do {
                let tracker = Tracker()
                weakTracker = tracker
                let label = Label("transient")
                label.onDestroy {
                    destroyed = true
                    _ = tracker
                }
                drainMainLoop()
                XCTAssertNotNil(weakTracker, "the closure keeps what it captures alive")
            }
            drainMainLoop()
            XCTAssertTrue(destroyed, "dropping the last reference destroys the widget")
            XCTAssertNil(weakTracker, "GLib released the closure when the widget died")
        }
    }

    func testAClosureIsReleasedWhenDisconnected() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            weak var weakTracker: Tracker?
            let label = Label("kept")
            do {
                let tracker = Tracker()
                weakTracker = tracker
                let handler = label.onNotify("label") { _ = tracker }
                XCTAssertNotNil(weakTracker)
                label.disconnect(handler)
            }
            XCTAssertNil(weakTracker, "disconnecting released the closure while the widget lives")
            XCTAssertEqual(label.text, "kept")
        }
    }

    func testAConnectedClosureRuns() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let label = Label("before")
            var notifications = 0
            label.onNotify("label") { notifications += 1 }
            label.text = "after"
            XCTAssertEqual(notifications, 1)
        }
    }
}
