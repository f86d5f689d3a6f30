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
            harness.itemsView.select([2, 3])
            XCTAssertTrue(harness.pickUp("d"))
            XCTAssertEqual(harness.events, ["began c d"])
            let point = try XCTUnwrap(harness.centre(of: "a")).offsetBy(y: -10)
            harness.move(to: point)
            XCTAssertTrue(harness.drop(at: point))
            XCTAssertEqual(Array(harness.order.prefix(5)), ["c", "d", "a", "b", "e"])
        }
    }

    /// Rows whose list rows pad and space them out (as Adwaita's do) are measured where they
    /// are: scrolled a thousand rows down, a row dropped in the lower half of another lands
    /// right after it, one dropped in the upper half right before it, and the dropped row
    /// stays in view.
    func testPaddedRowsFarDownTakeDropsWhereThePointerIs() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let style = GeneratedStylesheet()
            style.load(".padded-rows > row { padding: 6px 0; margin: 2px 0; }")
            let harness = ReorderHarness(.list, count: 2000)
            let rows = try XCTUnwrap(harness.rows)
            harness.itemsView.addCSSClass("padded-rows")
            runMainLoop(for: 0.2)
            rows.scroller.scroll(by: CGPoint(x: 0, y: 1000 * 46))
            runMainLoop(for: 0.3)
            let height = Double(rows.scroller.height)
            @MainActor func onScreen() -> [String] {
                harness.section.surface.shownWidgets(of: Set(harness.order))
                    .compactMap { entry in entry.widget.bounds(relativeTo: rows.scroller).map { (entry.id, $0) } }
                                        .filter { $0.1.minY >= 0 && $0.1.maxY <= height }
                    .sorted { $0.1.minY < $1.1.minY }.map(\.0)
            }
            let shown = onScreen()
            XCTAssertTrue(shown.contains("t1000"), "scrolled to row 1,000: \(shown)")
            let (source, below, above) = (shown[2], shown[6], shown[4])
            XCTAssertTrue(harness.pickUp(source))
            let lower = try XCTUnwrap(harness.centre(of: below)).offsetBy(y: 6)
            XCTAssertTrue(harness.move(to: lower))
            XCTAssertTrue(harness.drop(at: lower))
            let order = harness.order
            XCTAssertEqual(order.firstIndex(of: source), try XCTUnwrap(order.firstIndex(of: below)) + 1, "after \(below): \(order[990..<1020])")
            runMainLoop(for: 0.3)
            XCTAssertTrue(onScreen().contains(source), "the dropped row stays in view: \(onScreen())")

            XCTAssertTrue(harness.pickUp(source))
            let upper = try XCTUnwrap(harness.centre(of: above)).offsetBy(y: -6)
            XCTAssertTrue(harness.move(to: upper))
            XCTAssertTrue(harness.drop(at: upper))
            let again = harness.order
            XCTAssertEqual(again.firstIndex(of: source), try XCTUnwrap(again.firstIndex(of: above)) - 1, "before \(above): \(again[990..<1020])")
            runMainLoop(for: 0.3)
            XCTAssertTrue(onScreen().contains(source), "the dropped row stays in view: \(onScreen())")
        }
    }

    /// A line above the list's first row is drawn at the list's top edge, never above it: a
    /// negative margin makes GTK warn on every frame while a drag scrolls at the top.
    func testTheLineAboveTheFirstRowStaysInsideTheList() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.list, count: 20)
            XCTAssertTrue(harness.pickUp("c"))
            let top = try XCTUnwrap(harness.centre(of: "a")).offsetBy(y: -8)
            XCTAssertTrue(harness.move(to: top))
            let line = harness.section.indicator.widget
            XCTAssertTrue(line.isVisible)
            XCTAssertEqual(line.marginTop, 0, "at the top edge")
            runMainLoop(for: 0.1)
            XCTAssertTrue(harness.drop(at: top))
            XCTAssertEqual(Array(harness.order.prefix(3)), ["c", "a", "b"])
        }
    }

    /// A dragged list row's picture is opaque with the library's default look alone: the list
    /// draws a row's background on the row's parent, so the picture brings one of its own.
    func testADraggedRowsPictureHasABackgroundOfItsOwn() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let harness = ReorderHarness(.list, count: 5)
            let row = try XCTUnwrap(harness.widget("b"))
            let pictured = harness.section.surface.pictured(row)
            let frame = try XCTUnwrap(pictured.bounds(relativeTo: harness.section.surface.widget))
            let preview = try XCTUnwrap(DragPreview(
                of: [pictured], frames: [frame], grabbed: 0, count: 1, formation: .default,
                styleClass: harness.section.surface.previewStyleClass
            ))
            let window = windowShowing(preview.widget)
            defer { window.destroy() }
            runMainLoop(for: 0.2)
            let pixels = try drawnPixels(of: preview.widget)
            let width = preview.widget.width
            // Past the label's text, right of the row's middle, half way down.
            let x = width * 3 / 4, y = Int(frame.height / 2)
            XCTAssertEqual(pixels[(y * width + x) * 4 + 3], 255, "opaque where the row has no text")
        }
    }
}
