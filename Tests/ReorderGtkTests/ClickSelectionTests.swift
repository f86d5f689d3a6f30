import Foundation
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit
import XCTest

/// Selecting by clicks (`selectsOnClick`), as GTK's lists select, and dragging the selection.
/// Driven through the pointer area's click handler, as its click gesture calls it.
final class ClickSelectionTests: XCTestCase {
    /// The items whose widgets show them selected, in order.
    @MainActor
    private static func selected(_ harness: ReorderHarness) -> [String] {
        harness.order.filter { harness.widget($0)?.hasCSSClass("selected") ?? false }
    }

    func testClicksSelectAsGtkListsDoAndShowIt() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            var told: [Set<String>] = []
            let harness = ReorderHarness(.grid, count: 8) { container in
                container.selectsOnClick = true
                container.onEvent { event in
                    if case .selectionChanged(let selected) = event { told.append(selected) }
                }
            }
            try harness.select("b")
            XCTAssertEqual(harness.container.selectedItems, ["b"])
            XCTAssertEqual(Self.selected(harness), ["b"])
            try harness.select("d", holding: .control)
            XCTAssertEqual(Self.selected(harness), ["b", "d"])
            try harness.select("g", holding: .shift)
            XCTAssertEqual(Self.selected(harness), ["d", "e", "f", "g"], "the range from the last item clicked without Shift")
            try harness.select("b", holding: [.control, .shift])
            XCTAssertEqual(Self.selected(harness), ["b", "c", "d", "e", "f", "g"], "Ctrl+Shift adds the range")
            try harness.select("c")
            XCTAssertEqual(Self.selected(harness), ["c"])
            XCTAssertEqual(told.count, 5)
        }
    }

    func testDraggingASelectedItemCarriesTheSelectionAndAnUnselectedOneGoesAlone() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 6) { container in
                container.selectsOnClick = true
                container.dragContainer = .selection
            }
            try harness.select("b")
            try harness.select("d", holding: .control)
            XCTAssertTrue(harness.pickUp("d"))
            XCTAssertEqual(harness.container.currentDrag?.items, ["b", "d"])
            let point = try XCTUnwrap(harness.centre(of: "f")).offsetBy(y: 5)
            harness.move(to: point)
            harness.drop(at: point)
            XCTAssertEqual(harness.order, ["a", "c", "e", "f", "b", "d"])
            XCTAssertEqual(Self.selected(harness), ["b", "d"], "the moved items stay selected")

            XCTAssertTrue(harness.pickUp("a"))
            XCTAssertEqual(harness.container.currentDrag?.items, ["a"])
        }
    }

    func testSettingTheSelectionShowsItAndClicksSelectNothingUnlessAsked() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4)
            try harness.select("b")
            XCTAssertEqual(harness.container.selectedItems, [], "off by default")
            harness.container.selectsOnClick = true
            harness.container.selectedItems = ["a", "c"]
            XCTAssertEqual(Self.selected(harness), ["a", "c"])
            try harness.select("d", holding: .shift)
            XCTAssertEqual(Self.selected(harness), ["d"], "no anchor yet: Shift+click selects the one item")
        }
    }
}
