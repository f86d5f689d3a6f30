import Foundation
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit
import XCTest

/// The virtualized grid as a surface of the one container: cells stay put, a drop lands where
/// the pointer is in reading order, at any scroll position in 100,000 items, and the keyboard
/// moves by rows and columns.
final class GridViewSurfaceTests: XCTestCase {
    /// The ids shown wholly inside the scrolled window, in reading order (top to bottom, then
    /// along the row as the language reads).
    @MainActor
    private static func onScreen(_ harness: ReorderHarness) throws -> [String] {
        let rows = try XCTUnwrap(harness.rows)
        let height = Double(rows.scroller.height)
        let rightToLeft = harness.itemsView.isRightToLeft
        var placed: [(id: String, frame: CGRect)] = []
        for entry in harness.section.surface.shownWidgets(of: Set(harness.order)) {
            guard let frame = entry.widget.bounds(relativeTo: rows.scroller), frame.minY >= 0, frame.maxY <= height else { continue }
            placed.append((entry.id, frame))
        }
        placed.sort { first, second in
            if first.frame.minY != second.frame.minY { return first.frame.minY < second.frame.minY }
            return (first.frame.minX < second.frame.minX) != rightToLeft
        }
        return placed.map(\.id)
    }

    func testEveryItemsFrameIsWhereItsCellIsFarDownAHundredThousand() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.gridView, count: 100_000)
            let rows = try XCTUnwrap(harness.rows)
            rows.scroller.scroll(by: CGPoint(x: 0, y: 12_000 * 60))
            runMainLoop(for: 0.3)
            let frames = try XCTUnwrap(harness.section.surface.frames())
            XCTAssertEqual(frames.count, 100_000)
            let shown = try Self.onScreen(harness)
            XCTAssertGreaterThan(shown.count, 8, "rows of cells on screen: \(shown)")
            let offset = rows.scroller.verticalOffset
            for id in shown {
                let index = try XCTUnwrap(harness.order.firstIndex(of: id))
                let cell = try XCTUnwrap(harness.widget(id)?.parent?.bounds(relativeTo: harness.section.surface.widget))
                let frame = frames[index]
                XCTAssertEqual(frame.minX, cell.minX, accuracy: 1.5, "\(id) across")
                XCTAssertEqual(frame.minY - offset, cell.minY, accuracy: 1.5, "\(id) down")
            }
            let columns = Set(shown.compactMap { id in harness.order.firstIndex(of: id).map { frames[$0].minX } })
            XCTAssertEqual(columns.count, 4, "four columns")
        }
    }

    func testATileDroppedOnTheFarHalfOfAnotherLandsAfterItWithALineBetween() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.gridView, count: 12)
            XCTAssertTrue(harness.pickUp("a"))
            XCTAssertTrue(harness.widget("a")?.hasCSSClass("reorder-source") ?? false, "the dragged cell fades")
            let point = try XCTUnwrap(harness.centre(of: "g")).offsetBy(x: 30)
            XCTAssertTrue(harness.move(to: point))
            runMainLoop(for: 0.1)
            let line = try XCTUnwrap(harness.section.indicator.widget.bounds(relativeTo: harness.section.surface.widget))
            XCTAssertGreaterThan(line.height, line.width, "a line down the side of a cell")
            let g = try XCTUnwrap(harness.widget("g")?.bounds(relativeTo: harness.section.surface.widget))
            let h = try XCTUnwrap(harness.widget("h")?.bounds(relativeTo: harness.section.surface.widget))
            XCTAssertTrue((g.maxX - 8)...(h.minX + 8) ~= line.midX, "between g and h: \(line), g \(g), h \(h)")
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(harness.order, ["b", "c", "d", "e", "f", "g", "a", "h", "i", "j", "k", "l"])
            XCTAssertEqual(harness.events, ["began a", "destination before h", "ended", "changed"])
        }
    }

    func testADropFarDownLandsWhereThePointerIsAndStaysInView() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.gridView, count: 100_000)
            let rows = try XCTUnwrap(harness.rows)
            rows.scroller.scroll(by: CGPoint(x: 0, y: 20_000 * 60))
            runMainLoop(for: 0.3)
            let shown = try Self.onScreen(harness)
            XCTAssertGreaterThan(shown.count, 8, "rows of cells on screen: \(shown)")
            let (source, target) = (shown[1], shown[6])
            XCTAssertTrue(harness.pickUp(source))
            let point = try XCTUnwrap(harness.centre(of: target)).offsetBy(x: -30)
            XCTAssertTrue(harness.move(to: point))
            XCTAssertTrue(harness.drop(at: point))
            let order = harness.order
            XCTAssertEqual(order.firstIndex(of: source), try XCTUnwrap(order.firstIndex(of: target)) - 1, "just before \(target)")
            runMainLoop(for: 0.3)
            XCTAssertTrue(try Self.onScreen(harness).contains(source), "the dropped cell stays in view")
        }
    }

    func testTheKeyboardMovesByRowsAndColumnsWithALine() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let harness = ReorderHarness(.gridView, count: 12)
            harness.focus("a")
            harness.press(.space)
            let held = harness.widget("a")
            XCTAssertTrue(held?.hasCSSClass("reorder-item") == true && held?.hasCSSClass("keyboard-held") == true,
                          "the held cell is marked as any held item is, which the default look outlines")
            harness.press(.down, .right)
            XCTAssertTrue(harness.section.indicator.widget.isVisible, "a line shows where the tile will land")
            XCTAssertEqual(harness.order.first, "a", "the cells stay put")
            harness.press(.space)
            XCTAssertEqual(harness.order, ["b", "c", "d", "e", "f", "a", "g", "h", "i", "j", "k", "l"])
            XCTAssertEqual(harness.announcements.last, "A dropped at position 6 of 12")
        }
    }

    /// A container whose items lift by long press drags a grid's cells by distance: they
    /// cannot be lifted out of the view that recycles them.
    func testALongPressContainerDragsAGridsCellsByDistance() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.gridView, count: 12, pickUpGesture: .longPress(duration: 0.05, tolerance: 8))
            XCTAssertTrue(harness.pickUp("a"))
            let point = try XCTUnwrap(harness.centre(of: "c")).offsetBy(x: 30)
            XCTAssertTrue(harness.move(to: point))
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(Array(harness.order.prefix(4)), ["b", "c", "a", "d"])
        }
    }

    func testTheSelectionTravelsTogether() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.gridView, count: 12) { $0.dragContainer = .selection }
            harness.itemsView.select([1, 2])
            XCTAssertTrue(harness.pickUp("c"))
            XCTAssertEqual(harness.events, ["began b c"])
            let point = try XCTUnwrap(harness.centre(of: "k")).offsetBy(x: 30)
            harness.move(to: point)
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(harness.order, ["a", "d", "e", "f", "g", "h", "i", "j", "k", "b", "c", "l"])
        }
    }

    func testRightToLeftTheFirstCellIsOnTheRightAndDropsReadThatWay() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.rightToLeftGridView, count: 12)
            XCTAssertGreaterThan(try XCTUnwrap(harness.centre(of: "a")).x, try XCTUnwrap(harness.centre(of: "b")).x)
            XCTAssertTrue(harness.pickUp("a"))
            let point = try XCTUnwrap(harness.centre(of: "c")).offsetBy(x: -30)
            XCTAssertTrue(harness.move(to: point))
            runMainLoop(for: 0.1)
            let line = try XCTUnwrap(harness.section.indicator.widget.bounds(relativeTo: harness.section.surface.widget))
            let c = try XCTUnwrap(harness.widget("c")?.bounds(relativeTo: harness.section.surface.widget))
            let d = try XCTUnwrap(harness.widget("d")?.bounds(relativeTo: harness.section.surface.widget))
            XCTAssertTrue((d.maxX - 8)...(c.minX + 8) ~= line.midX, "the line is between c and d on screen: \(line), c \(c), d \(d)")
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(Array(harness.order.prefix(4)), ["b", "c", "a", "d"])
        }
    }
}
