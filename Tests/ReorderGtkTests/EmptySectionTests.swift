import Foundation
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit
import XCTest

/// A section with no items keeps a drop area of its own: a flow box with no child would be
/// nothing tall, and no pointer could drop into it.
final class EmptySectionTests: XCTestCase {
    func testAnEmptyFlowBoxHasADropAreaThatTakesADropAndGoesOnceItHoldsItems() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            var dropped: [String] = []
            let harness = ReorderHarness(.grid, count: 0) { container in
                container.dropDestination = { value, _ in
                    if case .text(let text) = value { dropped.append(text) }
                    return true
                }
            }
            let host = harness.section.surface.widget
            // At its natural height, as at the top of a column, not stretched by the window.
            host.verticalAlignment = .start
            runMainLoop(for: 0.1)
            XCTAssertTrue(host.hasCSSClass("reorder-empty"))
            XCTAssertGreaterThanOrEqual(host.height, 48, "tall enough to drop into")
            let middle = CGPoint(x: Double(host.width) / 2, y: Double(host.height) / 2)
            XCTAssertTrue(harness.move(to: middle, ours: false), "a drag over it is taken")
            XCTAssertTrue(harness.section.indicator.widget.isVisible, "and shows where it lands")
            XCTAssertTrue(harness.section.indicator.widget.hasCSSClass("slot"), "outlined as a slot, not filled")
            XCTAssertTrue(harness.drop(at: middle, value: .text("Quince"), ours: false))
            XCTAssertEqual(dropped, ["Quince"])
            harness.content?.update([Tile(id: "a", key: 0)])
            runMainLoop(for: 0.1)
            XCTAssertFalse(host.hasCSSClass("reorder-empty"), "an item in it: no drop area of its own")
        }
    }
}
