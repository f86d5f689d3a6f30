import Foundation
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit
import XCTest

/// A flow laid out right to left reads from the right: drops land in reading order where the
/// pointer is, the line is drawn where they land, and Left moves an item forwards.
final class RightToLeftTests: XCTestCase {
    func testTheFirstTileSitsOnTheRight() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.rightToLeftGrid, count: 8)
            let a = try XCTUnwrap(harness.centre(of: "a"))
            let b = try XCTUnwrap(harness.centre(of: "b"))
            XCTAssertGreaterThan(a.x, b.x, "the flow runs right to left")
        }
    }

    func testADragPastATileToItsLeftLandsAfterIt() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.rightToLeftGrid, count: 8)
            XCTAssertTrue(harness.pickUp("a"))
            let point = try XCTUnwrap(harness.centre(of: "c")).offsetBy(x: -30)
            XCTAssertTrue(harness.move(to: point))
            runMainLoop(for: 0.1)
            let line = harness.section.indicator.widget
            let lineX = try XCTUnwrap(line.bounds(relativeTo: harness.section.surface.widget)).midX
            let c = try XCTUnwrap(harness.widget("c")?.bounds(relativeTo: harness.section.surface.widget))
            let d = try XCTUnwrap(harness.widget("d")?.bounds(relativeTo: harness.section.surface.widget))
            XCTAssertTrue((d.maxX - 8)...(c.minX + 8) ~= lineX, "the line is between c and d on screen: \(lineX), c \(c), d \(d)")
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(harness.order, ["b", "c", "a", "d", "e", "f", "g", "h"])
        }
    }

    func testARowMirrorsToo() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.rightToLeftRow, count: 4)
            XCTAssertGreaterThan(try XCTUnwrap(harness.centre(of: "a")).x, try XCTUnwrap(harness.centre(of: "b")).x)
            XCTAssertTrue(harness.pickUp("a"))
            let point = try XCTUnwrap(harness.centre(of: "c")).offsetBy(x: -30)
            XCTAssertTrue(harness.move(to: point))
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(harness.order, ["b", "c", "a", "d"])
        }
    }

    func testLeftMovesForwardsAndRightBackwards() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.rightToLeftGrid, count: 8)
            harness.focus("b")
            harness.press(.space, .left, .left, .space)
            XCTAssertEqual(harness.order, ["a", "c", "d", "b", "e", "f", "g", "h"])
            harness.focus("b")
            harness.press(.space, .right, .space)
            XCTAssertEqual(harness.order, ["a", "c", "b", "d", "e", "f", "g", "h"])
        }
    }
}
