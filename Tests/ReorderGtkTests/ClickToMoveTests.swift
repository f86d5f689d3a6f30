import Foundation
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit
import XCTest

/// Click to move: a click picks an item up, marked held; a click where it should go puts it
/// there by the rules a drop follows; a click on it again, or outside, puts it back. Driven
/// through the pointer area's click handler, as its click gesture calls it.
final class ClickToMoveTests: XCTestCase {
    func testAClickPicksUpAndASecondClickPutsTheItemWhereItWasClicked() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 6) { $0.clickToMove = true }
            try harness.click(XCTUnwrap(harness.centre(of: "b")))
            XCTAssertEqual(harness.announcements.last, "Picked up B, position 2 of 6")
            XCTAssertTrue(harness.widget("b")?.hasCSSClass("keyboard-held") ?? false, "held, as the keyboard shows it")
            XCTAssertEqual(harness.container.currentDrag?.items, ["b"])

            try harness.click(XCTUnwrap(harness.centre(of: "d")).offsetBy(y: 5))
            XCTAssertEqual(harness.order, ["a", "c", "d", "b", "e", "f"])
            XCTAssertEqual(harness.events, ["began b", "destination before e", "ended", "changed"])
            XCTAssertEqual(harness.announcements.last, "B dropped at position 4 of 6")
            XCTAssertFalse(harness.widget("b")?.hasCSSClass("keyboard-held") ?? true, "no longer held")
            XCTAssertNil(harness.container.currentDrag)
        }
    }

    func testAClickOnTheHeldItemOrOutsidePutsItBack() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4) { $0.clickToMove = true }
            try harness.click(XCTUnwrap(harness.centre(of: "c")))
            try harness.click(XCTUnwrap(harness.centre(of: "c")))
            XCTAssertEqual(harness.order, ["a", "b", "c", "d"])
            XCTAssertEqual(harness.events, ["began c", "cancelled"])
            XCTAssertEqual(harness.announcements.last, "Cancelled, C back at position 3 of 4")
            XCTAssertFalse(harness.widget("c")?.hasCSSClass("keyboard-held") ?? true)

            try harness.click(XCTUnwrap(harness.centre(of: "a")))
            let widget = harness.section.surface.widget
            harness.click(CGPoint(x: widget.width + 50, y: 10))
            XCTAssertEqual(harness.order, ["a", "b", "c", "d"], "a click outside the section changes nothing")
            XCTAssertNil(harness.container.currentDrag)
            XCTAssertEqual(harness.announcements.last, "Cancelled, A back at position 1 of 4")
        }
    }

    func testARefusedPlaceKeepsTheItemHeldAndSaysWhy() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 5) { container in
                container.clickToMove = true
                container.canDrop = { _, destination in destination.position != .end }
            }
            try harness.click(XCTUnwrap(harness.centre(of: "a")))
            try harness.click(XCTUnwrap(harness.centre(of: "e")).offsetBy(y: 15))
            XCTAssertEqual(harness.order, ["a", "b", "c", "d", "e"])
            XCTAssertEqual(harness.announcements.last, "A cannot go there, position 1 of 5")
            XCTAssertTrue(harness.widget("a")?.hasCSSClass("keyboard-held") ?? false, "still held")

            try harness.click(XCTUnwrap(harness.centre(of: "c")).offsetBy(y: -15))
            XCTAssertEqual(harness.order, ["b", "a", "c", "d", "e"], "and a place that takes it still does")
        }
    }

    func testOffByDefaultAndTurningItOffPutsTheHeldItemBack() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4)
            try harness.click(XCTUnwrap(harness.centre(of: "b")))
            XCTAssertNil(harness.container.currentDrag, "a click does nothing unless asked")
            XCTAssertEqual(harness.events, [])

            harness.container.clickToMove = true
            try harness.click(XCTUnwrap(harness.centre(of: "b")))
            harness.container.clickToMove = false
            XCTAssertNil(harness.container.currentDrag)
            XCTAssertEqual(harness.events, ["began b", "cancelled"])
            XCTAssertFalse(harness.widget("b")?.hasCSSClass("keyboard-held") ?? true)
        }
    }

    func testAnItemThatCannotBePickedUpIsNotAndSaysNothing() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4) { container in
                container.clickToMove = true
                container.canPickUp = { $0 != "b" }
            }
            try harness.click(XCTUnwrap(harness.centre(of: "b")))
            XCTAssertNil(harness.container.currentDrag)
            XCTAssertEqual(harness.announcements, [], "a click may mean something else to the app")
        }
    }

    func testTheDragContainerCarriesItsItemsAndADragStartedMeanwhilePutsThemBack() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 6) { container in
                container.clickToMove = true
                container.dragContainer = .itemAndFollowing
            }
            try harness.click(XCTUnwrap(harness.centre(of: "d")))
            XCTAssertEqual(harness.announcements.last, "Picked up D and 2 more, position 4 of 6")
            XCTAssertEqual(["d", "e", "f"].filter { harness.widget($0)?.hasCSSClass("keyboard-held") ?? false }, ["d", "e", "f"])

            XCTAssertTrue(harness.pickUp("a"), "a pointer drag still starts")
            XCTAssertEqual(["d", "e", "f"].filter { harness.widget($0)?.hasCSSClass("keyboard-held") ?? false }, [])
            XCTAssertEqual(harness.container.currentDrag?.items, ["a", "b", "c", "d", "e", "f"])
        }
    }
}
