import Foundation
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit
import XCTest

/// The virtualized list as a surface of the one container: rows stay put, drops are judged
/// against the rows as shown, and a selection travels together.
final class ListSurfaceTests: XCTestCase {
    func testATrackDraggedDownLandsUnderTheRowThePointerIsIn() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.list, count: 20)
            XCTAssertTrue(harness.pickUp("b"))
            XCTAssertTrue(harness.widget("b")?.hasCSSClass("reorder-source") ?? false, "the dragged row fades")
            let point = try XCTUnwrap(harness.centre(of: "f")).offsetBy(y: 5)
            XCTAssertTrue(harness.move(to: point))
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(Array(harness.order.prefix(8)), ["a", "c", "d", "e", "f", "b", "g", "h"])
            XCTAssertEqual(harness.events, ["began b", "destination before g", "ended", "changed"])
            XCTAssertFalse(harness.section.surface.shownWidgets(of: Set(harness.order)).contains { $0.widget.hasCSSClass("reorder-source") })
        }
    }

    func testTheSelectionTravelsTogether() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.list, count: 20) { $0.dragContainer = .selection }
            harness.rows?.list.select([2, 3])
            XCTAssertTrue(harness.pickUp("d"))
            XCTAssertEqual(harness.events, ["began c d"])
            let point = try XCTUnwrap(harness.centre(of: "a")).offsetBy(y: -10)
            harness.move(to: point)
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(Array(harness.order.prefix(5)), ["c", "d", "a", "b", "e"])
        }
    }
}
