import DeckhandGtk
import GtkTestSupport
import XCTest

/// Code run after a step of a window's next frame.
final class NextFrameTests: XCTestCase {
    /// The layout comes before the frame is drawn, the paint after it.
    func testLayoutRunsBeforeTheFrameIsDrawnAndPaintAfter() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let label = Label("table")
            let window = windowShowing(label)
            let painted = FramesPainted(of: label)
            painted.start()
            var seen: [String] = []
            NextFrame.run(after: label, .paint) { seen.append("paint, \(painted.count) drawn") }
            NextFrame.run(after: label) { seen.append("layout, \(painted.count) drawn") }
            runMainLoop(for: 0.3)
            XCTAssertEqual(seen, ["layout, 0 drawn", "paint, 1 drawn"], "each once, in the frame's order")
            window.destroy()
        }
    }

    func testAWidgetNotShownRunsAtOnce() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            var ran = false
            NextFrame.run(after: Label("nowhere"), .paint) { ran = true }
            XCTAssertTrue(ran)
        }
    }
}
