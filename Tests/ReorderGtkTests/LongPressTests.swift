import Foundation
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit
import XCTest

/// Pick-up by long press, the same container with another `PickUpGesture`: the item lifts
/// after the hold, the others make room, and a refused slot keeps it where it last could go.
final class LongPressTests: XCTestCase {
    func testAHeldItemLiftsMovesAndLands() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 6, pickUpGesture: .longPress(duration: 0.05, tolerance: 8))
            try hold(harness, "b")
            XCTAssertEqual(harness.events.first, "began b")
            XCTAssertEqual(harness.widget("b")?.opacity, 0, "the item's own widget hides under its lifted snapshot")
            harness.container.liftMoved(by: CGPoint(x: 0, y: 85))
            harness.container.liftReleased(by: CGPoint(x: 0, y: 85))
            XCTAssertEqual(harness.order, ["a", "c", "d", "b", "e", "f"])
            XCTAssertEqual(harness.events, ["began b", "destination before c", "destination before e", "ended", "changed"])
            XCTAssertEqual(harness.widget("b")?.opacity, 1)
        }
    }

    /// Locked to the list's axis, the lifted item stays in its column however far sideways the
    /// pointer goes, and still lands where the pointer's height says.
    func testALiftLockedToTheAxisStaysInItsColumn() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 6, pickUpGesture: .longPress(duration: 0.05, tolerance: 8)) {
                $0.axisLock = .vertical
            }
            try hold(harness, "b")
            @MainActor func lifted() -> Widget? { harness.section.view?.children.first { $0.hasCSSClass("long-press-held") } }
            let start = try XCTUnwrap(lifted()?.marginStart)
            harness.container.liftMoved(by: CGPoint(x: 150, y: 85))
            XCTAssertEqual(lifted()?.marginStart, start, "it did not follow the pointer sideways")
            harness.container.liftReleased(by: CGPoint(x: 150, y: 85))
            XCTAssertEqual(harness.order, ["a", "c", "d", "b", "e", "f"])
        }
    }

    func testMovingAwayBeforeTheHoldIsLongEnoughLiftsNothing() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4, pickUpGesture: .longPress(duration: 0.3, tolerance: 8))
            try hold(harness, "a", seconds: 0.02)
            harness.container.liftMoved(by: CGPoint(x: 0, y: 60))
            harness.container.liftReleased(by: CGPoint(x: 0, y: 60))
            XCTAssertEqual(harness.order, ["a", "b", "c", "d"])
            XCTAssertTrue(harness.events.isEmpty)
        }
    }

    func testARefusedSlotKeepsTheItemWhereItLastCouldGo() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4, pickUpGesture: .longPress(duration: 0.05, tolerance: 8)) {
                $0.canDrop = { _, destination in destination.position != .before("a") }
            }
            try hold(harness, "c")
            harness.container.liftMoved(by: CGPoint(x: 0, y: -45))
            harness.container.liftMoved(by: CGPoint(x: 0, y: -85))
            XCTAssertTrue(harness.section.view?.children.contains { $0.hasCSSClass("refused") } ?? false, "the lifted item shows the refusal")
            harness.container.liftReleased(by: CGPoint(x: 0, y: -85))
            XCTAssertEqual(harness.order, ["a", "c", "b", "d"], "it lands in the last place that took it")
        }
    }

    func testTurningReorderingOffDuringTheHoldLiftsNothing() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4, pickUpGesture: .longPress(duration: 0.2, tolerance: 8))
            try hold(harness, "b", seconds: 0.05)
            harness.container.isEnabled = false
            runMainLoop(for: 0.3)
            XCTAssertTrue(harness.events.isEmpty, "nothing was picked up")
            XCTAssertEqual(harness.widget("b")?.opacity, 1)
        }
    }

    func testLettingGoOutsideTheSectionPutsTheItemBack() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4, pickUpGesture: .longPress(duration: 0.05, tolerance: 8))
            try hold(harness, "a")
            harness.container.liftMoved(by: CGPoint(x: 600, y: 0))
            harness.container.liftReleased(by: CGPoint(x: 600, y: 0))
            XCTAssertEqual(harness.order, ["a", "b", "c", "d"])
            XCTAssertEqual(harness.events.last, "cancelled")
        }
    }
}

/// Presses `id` at its centre and holds still for `seconds`, the main loop running.
@MainActor
private func hold(_ harness: ReorderHarness, _ id: String, seconds: Double = 0.12) throws {
    let point = try XCTUnwrap(harness.centre(of: id))
    harness.container.liftPressed(at: point, in: harness.section, gesture: try XCTUnwrap(harness.section.liftGesture))
    runMainLoop(for: seconds)
}
