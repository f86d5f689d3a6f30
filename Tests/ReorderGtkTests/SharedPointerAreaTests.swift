import CDeckhandGtk
import Foundation
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit
import XCTest

/// A container that takes the pointer in one widget holding all its sections
/// (a container's `pointerArea`): neither sections nor items are pick targets, and presses and drops
/// still find their section and item by where they lie.
final class SharedPointerAreaTests: XCTestCase {
    private typealias Container = ReorderContainer<Tile, String>

    /// Two columns, "left" (a b c) and "right" (d e), side by side in `felt`, which takes the
    /// pointer; what `move` got is written to `moves`.
    @MainActor
    private final class Table {
        let window = ApplicationWindow()
        let felt = Box(.horizontal, spacing: 20)
        let container: Container
        var columns: [String: [Tile]] = ["left": ["a", "b", "c"].map { Tile(id: $0, key: 0) }, "right": ["d", "e"].map { Tile(id: $0, key: 0) }]
        var contents: [String: ForEach<Tile>] = [:]
        var moves: [ReorderDifference<String, String>] = []

        /// What the `.dragStateChanged` events said, in order.
        var states: [ReorderDragState<String>?] = []

        init(configure: (Container) -> Void = { _ in }) {
            weak var table: Table?
            container = Container(for: Tile.self, in: String.self, pointerArea: felt) { table?.apply($0) }
            table = self
            container.onEvent { event in
                if case .dragStateChanged(let state) = event { table?.states.append(state) }
            }
            configure(container)
            for id in ["left", "right"] {
                let content = ForEach(columns[id] ?? []) { tile in
                    let label = Label(tile.id)
                    label.setSizeRequest(width: 100, height: 40)
                    return label
                }.reorderable()
                contents[id] = content
                let view = container.addSection(id, content: content, host: BoxContentHost(box: Box(.vertical)))
                view.canTarget = false
                felt.append(view)
            }
            window.setDefaultSize(width: 300, height: 200)
            window.setChild(felt)
            present(window, until: felt)
        }

        func apply(_ difference: ReorderDifference<String, String>) {
            moves.append(difference)
            columns.apply(difference: difference)
            for (id, content) in contents { content.update(columns[id] ?? []) }
        }

        /// The pointer area both columns share.
        func area() throws -> PointerArea<Tile, String> {
            try XCTUnwrap(container.sections.first?.area)
        }

        /// A point between the two columns, in the felt's coordinates.
        func gap() throws -> CGPoint {
            let left = try XCTUnwrap(container.view(for: "left")?.bounds(relativeTo: felt))
            let right = try XCTUnwrap(container.view(for: "right")?.bounds(relativeTo: felt))
            XCTAssertLessThan(left.maxX, right.minX, "the columns lie apart")
            return CGPoint(x: (left.maxX + right.minX) / 2, y: 20)
        }

        /// The centre of `id`'s widget, in the felt's coordinates.
        func centre(of id: String) throws -> CGPoint {
            let widget = try XCTUnwrap(contents.values.lazy.compactMap { $0.widget(for: id) }.first)
            let frame = try XCTUnwrap(widget.bounds(relativeTo: felt))
            return CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    func testTheFeltTakesThePointerAndFindsTheSectionAndItemUnderIt() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let table = Table()
            defer { table.window.destroy() }
            let b = try table.centre(of: "b")
            XCTAssertEqual(table.felt.pick(at: b)?.pointer, table.felt.pointer, "neither the column nor the item is a pick target")
            XCTAssertEqual(table.container.target(at: b)?.collectionID, "left")
            XCTAssertEqual(table.container.target(at: b)?.itemID, "b")
            let underE = try table.centre(of: "e").offsetBy(y: 40)
            XCTAssertEqual(table.container.target(at: underE)?.collectionID, "right", "the right column's empty space")
            XCTAssertNil(table.container.target(at: underE)?.itemID)
            XCTAssertNil(table.container.target(at: try table.gap()), "the gap between the columns")
        }
    }

    func testAClickMovesAnItemToAnotherSectionThroughTheFeltAndSaysWhere() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            var said: [String] = []
            let table = Table { container in
                container.clickToMove = true
                container.onEvent { event in
                    if case .announced(let text) = event { said.append(text) }
                }
                container.sectionName = { $0 == "left" ? "Left" : "Right" }
            }
            defer { table.window.destroy() }
            let area = try table.area()
            table.container.clicked(at: try table.centre(of: "a"), in: area)
            XCTAssertEqual(table.container.currentDrag?.items, ["a"])
            table.container.clicked(at: try table.centre(of: "e").offsetBy(y: 40), in: area)
            XCTAssertEqual(table.columns["left"]?.map(\.id), ["b", "c"])
            XCTAssertEqual(table.columns["right"]?.map(\.id), ["d", "e", "a"], "below the last item: the end")
            XCTAssertEqual(said.last, "a moved to Right, position 3 of 3", "the label's text names it")

            table.container.clicked(at: try table.centre(of: "b"), in: area)
            table.container.clicked(at: try table.gap(), in: area)
            XCTAssertNil(table.container.currentDrag, "a click between the sections puts it back")
            XCTAssertEqual(table.columns["left"]?.map(\.id), ["b", "c"])
        }
    }

    func testADragPickedUpInOneSectionDropsInAnotherThroughTheFelt() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let table = Table()
            defer { table.window.destroy() }
            let area = try table.area()
            XCTAssertTrue(table.container.sections.allSatisfy { $0.area === area }, "one area serves both columns")
            XCTAssertEqual(area.widget?.pointer, table.felt.pointer, "the felt takes the drag source and the drop target")
            XCTAssertTrue(table.felt.hasCSSClass("reorder-pointer-area"))
            XCTAssertTrue(table.container.sections.allSatisfy(\.startsDrags))
            XCTAssertNotNil(table.container.prepareDrag(in: area, pressedAt: try table.centre(of: "b")))
            table.container.beginDrag(nil)
            XCTAssertEqual(table.container.currentDrag?.items, ["b"])

            // Over the left column, then the gap (nothing takes it there), then the right column.
            XCTAssertNotEqual(table.container.dragMoved(to: try table.centre(of: "c"), over: area, ours: true), [])
            XCTAssertEqual(table.container.proposedDestination?.collectionID, "left")
            XCTAssertEqual(table.container.dragMoved(to: try table.gap(), over: area, ours: true), [])
            XCTAssertNil(table.container.proposedDestination, "leaving the left column clears its destination")
            let belowE = try table.centre(of: "e").offsetBy(y: 30)
            XCTAssertNotEqual(table.container.dragMoved(to: belowE, over: area, ours: true), [])
            XCTAssertEqual(table.container.proposedDestination?.collectionID, "right")
            XCTAssertTrue(table.container.dropped(.text(""), at: belowE, over: area, ours: true))
            table.container.endDrag()

            XCTAssertEqual(table.moves.count, 1)
            XCTAssertEqual(table.columns["left"]?.map(\.id), ["a", "c"])
            XCTAssertEqual(table.columns["right"]?.map(\.id), ["d", "e", "b"])
        }
    }

    func testARefusalBetweenSectionsOfTheFeltIsReportedAndAJumpLeavesTheFirstSection() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            // The right column takes nothing.
            let table = Table { $0.canDrop = { _, destination in destination.collectionID == "left" } }
            defer { table.window.destroy() }
            let area = try table.area()
            XCTAssertNotNil(table.container.prepareDrag(in: area, pressedAt: try table.centre(of: "a")))
            table.container.beginDrag(nil)
            XCTAssertEqual(table.container.dragMoved(to: try table.centre(of: "c"), over: area, ours: true), .move)
            XCTAssertEqual(table.states.last??.isRefused, false)
            let left = try XCTUnwrap(table.container.sections.first)

            // Straight from the left column to the right one, in one motion.
            XCTAssertEqual(table.container.dragMoved(to: try table.centre(of: "e"), over: area, ours: true), [])
            XCTAssertNil(left.proposedDestination, "the left column was left")
            XCTAssertEqual(table.states.last??.isRefused, true, "the refusal is reported, though the felt does not repaint")
            XCTAssertEqual(table.container.dragMoved(to: try table.centre(of: "b"), over: area, ours: true), .move)
            XCTAssertEqual(table.states.last??.isRefused, false)
            table.container.endDrag()
            XCTAssertNil(table.states.last ?? nil, "the drag's end is reported")
            XCTAssertTrue(table.moves.isEmpty, "nothing was dropped")
        }
    }

    func testAFeltThatHoldsNoPopoverLetsItsControllersSkipTheSurfaceCheck() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let table = Table { $0.clickToMove = true }
            defer { table.window.destroy() }
            XCTAssertFalse(table.container.pointerAreaHoldsNoPopover)
            XCTAssertEqual(Self.limits(on: table.felt), Array(repeating: GTK_LIMIT_SAME_NATIVE, count: 3), "GTK's default: the drop target, the drag source and the clicks")
            table.container.pointerAreaHoldsNoPopover = true
            XCTAssertTrue(table.container.pointerAreaHoldsNoPopover)
            XCTAssertEqual(Self.limits(on: table.felt), Array(repeating: GTK_LIMIT_NONE, count: 3))

            // The felt works as before: a click picks up and puts down.
            let area = try table.area()
            table.container.clicked(at: try table.centre(of: "a"), in: area)
            table.container.clicked(at: try table.centre(of: "e").offsetBy(y: 40), in: area)
            XCTAssertEqual(table.columns["right"]?.map(\.id), ["d", "e", "a"])

            table.container.pointerAreaHoldsNoPopover = false
            XCTAssertEqual(Self.limits(on: table.felt), Array(repeating: GTK_LIMIT_SAME_NATIVE, count: 3))

            // Said before the sections came, it holds for the controllers they brought.
            let early = Table { $0.pointerAreaHoldsNoPopover = true }
            defer { early.window.destroy() }
            XCTAssertEqual(Self.limits(on: early.felt), Array(repeating: GTK_LIMIT_NONE, count: 3))
        }
    }

    /// The propagation limit of each controller on `widget`, in the order they were added.
    @MainActor
    private static func limits(on widget: Widget) -> [GtkPropagationLimit] {
        let model = gtk_widget_observe_controllers(widget.pointer.assumingMemoryBound(to: GtkWidget.self))
        defer { g_object_unref(UnsafeMutableRawPointer(model)) }
        return (0..<g_list_model_get_n_items(model)).map { index in
            let controller = g_list_model_get_item(model, index)
            defer { g_object_unref(controller) }
            return gtk_event_controller_get_propagation_limit(OpaquePointer(controller))
        }
    }

    func testPointsComeToTheNearestFinestStepAPointerReports() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let table = Table()
            defer { table.window.destroy() }
            let area = try table.area()
            let b = try table.centre(of: "b")
            // GTK's single-precision translation leaves points this far off a whole pixel.
            let noisy = CGPoint(x: b.x.rounded() + 0.0000019, y: b.y.rounded() - 0.0000019)
            let found = try XCTUnwrap(area.section(at: noisy))
            XCTAssertEqual(found.point.x, found.point.x.rounded(), "a whole pixel stays whole")
            XCTAssertEqual(found.point.y, found.point.y.rounded())
            let quarter = try XCTUnwrap(area.section(at: CGPoint(x: b.x.rounded() + 0.25, y: b.y.rounded())))
            XCTAssertEqual(quarter.point.x - quarter.point.x.rounded(.down), 0.25, "a touchpad's quarter pixel is kept")
        }
    }

    func testAPressOverNoItemPicksNothingUp() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let table = Table()
            defer { table.window.destroy() }
            let area = try table.area()
            XCTAssertNil(table.container.prepareDrag(in: area, pressedAt: try table.gap()), "the gap")
            XCTAssertNil(table.container.prepareDrag(in: area, pressedAt: try table.centre(of: "e").offsetBy(y: 40)), "a column's empty space")
            XCTAssertNil(table.container.currentDrag)
        }
    }
}
