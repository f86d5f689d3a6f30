import Foundation
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit
import XCTest

/// Pointer drags through the one interaction, driven with synthetic press, motion, drop and
/// end (what GTK's drag source and drop target deliver), on a column and a flow grid.
final class PointerDragTests: XCTestCase {
    func testADragLandsWhereItIsDroppedAndEachCallbackFiresOnceInOrder() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 6)
            XCTAssertTrue(harness.pickUp("a"))
            let point = try XCTUnwrap(harness.centre(of: "d")).offsetBy(y: 5)
            XCTAssertTrue(harness.move(to: point), "the column takes the card")
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(harness.order, ["b", "c", "d", "a", "e", "f"])
            XCTAssertEqual(harness.events, ["began a", "destination before e", "ended", "changed"])
            XCTAssertEqual(harness.moves.count, 1)
        }
    }

    func testDroppedItemsFlyFromThePointerIntoPlaceUnlessTheFormationIsNone() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 6)
            XCTAssertTrue(harness.pickUp("a"))
            let point = try XCTUnwrap(harness.centre(of: "d")).offsetBy(x: 40, y: 5)
            harness.move(to: point)
            XCTAssertTrue(harness.drop(at: point))
            runMainLoop(for: 0.05)
            let landing = "\(harness.container.landingClass)-1-0"
            XCTAssertTrue(harness.widget("a")?.hasCSSClass(landing) ?? false, "the card flies in")
            runMainLoop(for: 0.4)
            XCTAssertFalse(harness.widget("a")?.hasCSSClass(landing) ?? true, "and then rests")

            let still = ReorderHarness(.column, count: 6) { $0.dropPreviewsFormation = .none }
            XCTAssertTrue(still.pickUp("a"))
            still.move(to: point)
            XCTAssertTrue(still.drop(at: point))
            runMainLoop(for: 0.05)
            XCTAssertEqual(still.container.landingSerial, 0, "no motion with the .none formation")
        }
    }

    /// A move made in code (a card sent home by a double-click) slides the moved tile and
    /// those that made way into their new places, and leaves the others alone.
    func testMovesMadeInCodeSlideIntoPlaceUnlessTheFormationIsNone() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 6)
            harness.container.animatingMoves { harness.apply(ReorderDifference(sources: ["a"], position: .before("e"))) }
            runMainLoop(for: 0.05)
            XCTAssertEqual(harness.order, ["b", "c", "d", "a", "e", "f"])
            let classes = (0..<6).map { "\(harness.container.landingClass)-1-\($0)" }
            let sliding = harness.order.filter { id in classes.contains { harness.widget(id)?.hasCSSClass($0) ?? false } }
            XCTAssertEqual(Set(sliding), ["a", "b", "c", "d"])
            runMainLoop(for: 0.4)
            XCTAssertFalse(harness.order.contains { id in classes.contains { harness.widget(id)?.hasCSSClass($0) ?? false } }, "and then rest")

            let still = ReorderHarness(.column, count: 6) { $0.dropPreviewsFormation = .none }
            still.container.animatingMoves { still.apply(ReorderDifference(sources: ["a"], position: .before("e"))) }
            runMainLoop(for: 0.05)
            XCTAssertEqual(still.order, ["b", "c", "d", "a", "e", "f"])
            XCTAssertEqual(still.container.landingSerial, 0, "no motion with the .none formation")
        }
    }

    /// Held over one place, the pointer proposes it on every event: the drop configuration
    /// (a game's rules, say) is asked once per place in a drag, not once per event.
    func testTheDropConfigurationIsAskedOncePerPlaceInADrag() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            var asked: [ReorderDifference<String, ReorderableSingleCollectionIdentifier>.Destination] = []
            let harness = ReorderHarness(.column, count: 6) { container in
                container.dropConfiguration = { _, proposed in
                    asked.append(proposed)
                    return DropConfiguration(operation: .move)
                }
            }
            XCTAssertTrue(harness.pickUp("a"))
            let overD = try XCTUnwrap(harness.centre(of: "d")).offsetBy(y: 5)
            for step in 0..<5 { XCTAssertTrue(harness.move(to: overD.offsetBy(x: Double(step)))) }
            XCTAssertEqual(asked.count, 1, "five events over one place ask once")
            XCTAssertTrue(harness.move(to: try XCTUnwrap(harness.centre(of: "b")).offsetBy(y: -5)))
            XCTAssertEqual(asked.count, 2, "a new place is asked about")
            XCTAssertTrue(harness.move(to: overD))
            XCTAssertEqual(asked.count, 2, "a place met again keeps its answer")
            XCTAssertTrue(harness.drop(at: overD))
            XCTAssertEqual(harness.order, ["b", "c", "d", "a", "e", "f"])

            XCTAssertTrue(harness.pickUp("b"))
            XCTAssertTrue(harness.move(to: overD))
            XCTAssertEqual(asked.count, 3, "the next drag asks again")
        }
    }

    func testADropWhereTheItemStartedEndsWithoutAnOrderChange() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4)
            XCTAssertTrue(harness.pickUp("b"))
            let point = try XCTUnwrap(harness.centre(of: "b"))
            harness.move(to: point)
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(harness.order, ["a", "b", "c", "d"])
            XCTAssertEqual(harness.events, ["began b", "destination before c", "ended"])
            XCTAssertTrue(harness.moves.isEmpty, "move is not called for a drop that changes nothing")
        }
    }

    /// With a handle class, only a press on a widget of that class inside an item picks it up.
    func testWithAHandleOnlyThePressOnTheHandlePicksUp() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4) { $0.handleStyleClass = "grip" }
            harness.content?.widget(for: "b")?.addCSSClass("grip")
            XCTAssertFalse(harness.pickUp("c"), "c has no handle: a press on it picks nothing up")
            XCTAssertTrue(harness.pickUp("b"), "a press on b's handle does")
            harness.move(to: CGPoint(x: 50, y: 150))
            harness.drop(at: CGPoint(x: 50, y: 150))
            XCTAssertEqual(harness.order, ["a", "c", "d", "b"])
        }
    }

    func testADragThatEndsWithoutADropIsCancelled() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4)
            XCTAssertTrue(harness.pickUp("a"))
            harness.move(to: try XCTUnwrap(harness.centre(of: "c")).offsetBy(y: 5))
            harness.container.endDrag()
            XCTAssertEqual(harness.events.first, "began a")
            XCTAssertEqual(harness.events.last, "cancelled")
            XCTAssertEqual(harness.events.filter { $0 == "cancelled" }.count, 1)
            XCTAssertTrue(harness.moves.isEmpty)
            XCTAssertFalse(harness.widget("a")?.hasCSSClass("reorder-source") ?? true, "the card is no longer faded")
        }
    }

    func testARefusedPlaceTakesNothingAndSaysSo() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 6) { container in
                container.canDrop = { _, destination in destination.position != .before("e") }
            }
            XCTAssertTrue(harness.pickUp("a"))
            let refused = try XCTUnwrap(harness.centre(of: "d")).offsetBy(y: 5)
            XCTAssertFalse(harness.move(to: refused), "the refused place offers no action")
            XCTAssertFalse(harness.section.indicator.widget.isVisible, "no line shows at a refused place")
            XCTAssertFalse(harness.drop(at: refused))
            XCTAssertEqual(harness.order, ["a", "b", "c", "d", "e", "f"])
            XCTAssertEqual(harness.events, ["began a", "cancelled"])
            runMainLoop(for: 0.05)
            XCTAssertTrue(harness.widget("a")?.hasCSSClass("\(harness.container.landingClass)-1-0") ?? false, "the card glides back")
        }
    }

    func testTurningReorderingOffMidDragCancelsIt() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4)
            XCTAssertTrue(harness.pickUp("a"))
            let point = try XCTUnwrap(harness.centre(of: "c")).offsetBy(y: 5)
            XCTAssertTrue(harness.move(to: point))
            harness.container.isEnabled = false
            XCTAssertEqual(harness.events.last, "cancelled")
            XCTAssertFalse(harness.move(to: point), "a disabled container takes nothing")
            XCTAssertFalse(harness.pickUp("b"), "nor picks anything up")
            XCTAssertTrue(harness.moves.isEmpty)
        }
    }

    func testNewItemsDuringADragCancelIt() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4)
            XCTAssertTrue(harness.pickUp("a"))
            harness.content?.update([Tile(id: "z", key: 99)] + harness.order.enumerated().map { Tile(id: $1, key: $0) })
            XCTAssertEqual(harness.events, ["began a", "cancelled"])
        }
    }

    func testADropFromAnotherApplicationGoesToTheExternalHandlerAtItsPlace() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            var received: [(DropValue, ReorderDifference<String, ReorderableSingleCollectionIdentifier>.Position)] = []
            let harness = ReorderHarness(.column, count: 4) { container in
                container.dropDestination = { value, destination in
                    received.append((value, destination.position))
                    return true
                }
            }
            let point = try XCTUnwrap(harness.centre(of: "c")).offsetBy(y: -15)
            XCTAssertTrue(harness.move(to: point, ours: false))
            XCTAssertTrue(harness.drop(at: point, value: .text("Harbour"), ours: false))
            XCTAssertEqual(received.map(\.0), [.text("Harbour")])
            XCTAssertEqual(received.map(\.1), [.before("c")])
            XCTAssertTrue(harness.events.isEmpty, "another application's drag is not the container's session")
        }
    }

    func testWithoutAnExternalHandlerOtherApplicationsDropsAreRefused() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4)
            let point = try XCTUnwrap(harness.centre(of: "c"))
            XCTAssertFalse(harness.move(to: point, ours: false))
            XCTAssertFalse(harness.drop(at: point, ours: false))
        }
    }

    func testItemsThatGoOutAsFilesAreOfferedAsCopiesOnly() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.column, count: 4) { $0.exportedFile = { "/music/\($0.id).flac" } }
            XCTAssertTrue(harness.pickUp("a"))
            XCTAssertEqual(harness.section.area.dragSource.actions, .copy, "a file manager cannot move the files away")
            let point = try XCTUnwrap(harness.centre(of: "c")).offsetBy(y: 5)
            XCTAssertTrue(harness.move(to: point), "the container still takes its own items")
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(harness.order, ["b", "c", "a", "d"])
        }
    }

    func testAFlowGridTakesACardPastTheRowEnd() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.grid, count: 8)
            XCTAssertTrue(harness.pickUp("a"))
            let point = try XCTUnwrap(harness.centre(of: "c")).offsetBy(x: 30)
            XCTAssertTrue(harness.move(to: point))
            XCTAssertTrue(harness.section.indicator.widget.isVisible, "an insertion line shows")
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(harness.order, ["b", "c", "a", "d", "e", "f", "g", "h"])
            XCTAssertEqual(harness.events, ["began a", "destination before d", "ended", "changed"])
        }
    }

    /// In a flow box, the gap opens either side of the line, in the line's own row only.
    func testTheGapInAFlowBoxOpensBesideTheLineInItsRow() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.grid, count: 12)
            XCTAssertTrue(harness.pickUp("a"))
            // Between f and g, in the second row: the right of f's left half is g's side.
            let f = try XCTUnwrap(harness.centre(of: "f")), g = try XCTUnwrap(harness.centre(of: "g"))
            XCTAssertTrue(harness.move(to: CGPoint(x: (f.x + g.x) / 2 + 20, y: f.y)))
            let parted = harness.order.filter { id in
                ["gap-before-x", "gap-after-x"].contains { harness.widget(id)?.hasCSSClass($0) == true }
            }
            XCTAssertEqual(parted, ["f", "g"], "one gap, beside the line")
            XCTAssertTrue(harness.widget("f")?.hasCSSClass("gap-before-x") == true)
            XCTAssertTrue(harness.widget("g")?.hasCSSClass("gap-after-x") == true)
            harness.drop(at: CGPoint(x: (f.x + g.x) / 2 + 20, y: f.y))
        }
    }
}

extension CGPoint {
    /// This point moved by `x` and `y`.
    func offsetBy(x: Double = 0, y: Double = 0) -> CGPoint {
        CGPoint(x: self.x + x, y: self.y + y)
    }
}
