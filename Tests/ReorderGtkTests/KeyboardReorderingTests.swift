import Foundation
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit
import XCTest

/// The one keyboard path (Space, arrows, Space or Return, Escape) on every surface, with its
/// callbacks and announcements.
final class KeyboardReorderingTests: XCTestCase {
    func testSpaceArrowsSpaceMovesTheFocusedItemAndAnnouncesEachStep() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 6)
            harness.focus("c")
            harness.press(.space, .down, .down, .space)
            XCTAssertEqual(harness.order, ["a", "b", "d", "e", "c", "f"])
            XCTAssertEqual(harness.announcements, ["Picked up C, position 3 of 6", "C moved to position 4 of 6", "C moved to position 5 of 6", "C dropped at position 5 of 6"])
            XCTAssertEqual(harness.events, ["began c", "destination before e", "destination before f", "ended", "changed"])
            XCTAssertEqual(harness.moves.map(\.destination.position), [.before("f")])
            XCTAssertTrue(harness.widget("c")?.isFocus ?? false, "focus stays on the moved item")
        }
    }

    func testEscapePutsTheItemBackAndSaysWhere() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4)
            harness.focus("b")
            harness.press(.space, .down, .escape)
            XCTAssertEqual(harness.order, ["a", "b", "c", "d"])
            XCTAssertEqual(harness.announcements.last, "Cancelled, B back at position 2 of 4")
            XCTAssertEqual(harness.events, ["began b", "destination before d", "cancelled"])
            XCTAssertFalse(harness.widget("b")?.hasCSSClass("keyboard-held") ?? true)
        }
    }

    func testADropWhereTheItemStartedChangesNothing() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4)
            harness.focus("b")
            harness.press(.space, .down, .up, .enter)
            XCTAssertEqual(harness.order, ["a", "b", "c", "d"])
            XCTAssertEqual(harness.events, ["began b", "destination before d", "destination before c", "ended"])
            XCTAssertTrue(harness.moves.isEmpty)
        }
    }

    func testMovingFocusToAnotherItemPutsTheHeldOneBack() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4)
            harness.focus("b")
            harness.press(.space, .down)
            harness.focus("d")
            harness.press(.space)
            XCTAssertEqual(harness.order, ["a", "b", "c", "d"])
            XCTAssertEqual(harness.events, ["began b", "destination before d", "cancelled", "began d"])
            XCTAssertEqual(harness.announcements.last, "Picked up D, position 4 of 4")
        }
    }

    func testInAGridUpAndDownMoveByRows() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.grid, count: 8)
            harness.focus("a")
            harness.press(.space, .down, .right, .space)
            XCTAssertEqual(harness.order, ["b", "c", "d", "e", "f", "a", "g", "h"])
        }
    }

    func testAListShowsALineAndMovesTheTrackWhenDropped() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.list, count: 12)
            harness.focus("c")
            harness.press(.space, .down, .down)
            XCTAssertTrue(harness.section.indicator.widget.isVisible, "a line shows where the track will land")
            XCTAssertEqual(harness.order, ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"], "the rows stay put")
            harness.press(.space)
            XCTAssertFalse(harness.section.indicator.widget.isVisible)
            XCTAssertEqual(harness.order, ["a", "b", "d", "e", "c", "f", "g", "h", "i", "j", "k", "l"])
            XCTAssertEqual(harness.announcements.last, "C dropped at position 5 of 12")
            let row = harness.widget("c")
            XCTAssertTrue(row?.parent?.isFocus ?? false, "focus follows the track to the row it landed in")
        }
    }

    func testADisabledContainerIgnoresTheKeyboard() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4)
            harness.container.isEnabled = false
            harness.focus("a")
            harness.press(.space, .down, .space)
            XCTAssertEqual(harness.order, ["a", "b", "c", "d"])
            XCTAssertTrue(harness.events.isEmpty)
        }
    }
}
