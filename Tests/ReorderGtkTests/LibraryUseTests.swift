import CDeckhandGtk
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit
import XCTest

/// An item as a library user's app would have it: a name that is its identity.
private struct Fruit: Identifiable {
    let id: String
}

/// The library as an app that never read its code uses it: containers that live as long as
/// their window with nothing holding them, any widget as an item, a look with no stylesheet of
/// the app's, and a container that keeps its content in order itself.
final class LibraryUseTests: XCTestCase {
    private typealias Container = ReorderContainer<Fruit, ReorderableSingleCollectionIdentifier>
    private static let names = ["Apple", "Banana", "Cherry", "Damson"]

    /// Builds a single-collection container of labels in a vertical box, as the README does,
    /// holding nothing but what a window holds.
    @MainActor
    private static func makeList(in window: ApplicationWindow, changed: @escaping @MainActor ([Fruit]) -> Void = { _ in }) -> (
        container: WeakBox<Container>, content: WeakBox<ForEach<Fruit>>
    ) {
        let content = ForEach(names.map(Fruit.init)) { Label($0.id) }.reorderable()
        let container = BoxContentHost(box: Box(.vertical)).reorderContainer(content: content, onChange: changed)
        window.setChild(container.view)
        return (WeakBox(container), WeakBox(content))
    }

    func testAContainerLivesAsLongAsItsWindowAndGoesWithIt() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            var orders: [[String]] = []
            let made: (container: WeakBox<Container>, content: WeakBox<ForEach<Fruit>>)
            do {
                // As an app's window: made, shown, closed, and held by nothing of the app's.
                let window = ApplicationWindow()
                made = Self.makeList(in: window) { orders.append($0.map(\.id)) }
                present(window, until: window)
                XCTAssertNotNil(made.container.object, "the view keeps its container alive")
                XCTAssertNotNil(made.content.object, "and its content")
                // It still works: a keyboard move changes the order.
                let section = try XCTUnwrap(made.container.object?.sections.first)
                _ = section.surface.shownWidgets(of: ["Banana"]).first?.widget.grabFocus()
                for key in [Key.space, .down, .space] { _ = section.keyboard?.handle(key) }
                XCTAssertEqual(orders, [["Apple", "Cherry", "Banana", "Damson"]])
                window.destroy()
            }
            drainMainLoop()
            XCTAssertNil(made.container.object, "the container goes with its window")
            XCTAssertNil(made.content.object, "and so does its content")
        }
    }

    /// Labels, boxes, pictures and custom widgets are wrapped in list-item cells that Tab
    /// reaches; a button, a Tab stop of its own, is used as it is. Each is named by its label.
    func testAnyWidgetIsAnItemThatTabReachesNamedByItsLabel() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let window = ApplicationWindow()
            let kinds: [String: @MainActor () -> Widget] = [
                "Label": { Label("Label") },
                "Box": { let box = Box(.horizontal); box.append(Label("Box")); return box },
                "Picture": { let picture = Picture(); picture.setSizeRequest(width: 20, height: 20); return picture },
                "Button": { Button(label: "Button") },
                "Overlay": { let overlay = Overlay(); overlay.setChild(Label("Overlay")); return overlay },
            ]
            let order = ["Label", "Box", "Picture", "Button", "Overlay"]
            let content = ForEach(order.map(Fruit.init)) { kinds[$0.id]?() ?? Label() }.reorderable()
            let container = BoxContentHost(box: Box(.vertical)).reorderContainer(content: content)
            window.setChild(container.view)
            present(window, until: container.view)
            var reached: [String] = []
            for _ in 0..<12 {
                _ = gtk_widget_child_focus(window.widget, GTK_DIR_TAB_FORWARD)
                if let item = order.first(where: { content.widget(for: $0)?.isFocus == true }), reached.last != item {
                    reached.append(item)
                }
            }
            XCTAssertEqual(Set(reached), Set(order), "Tab reaches every item")
            let button = try XCTUnwrap(content.widget(for: "Button"))
            XCTAssertTrue(button.hasCSSClass("reorder-item") && !button.hasCSSClass("reorder-cell"), "a button is its own focus stop")
            let label = try XCTUnwrap(content.widget(for: "Label"))
            XCTAssertTrue(label.hasCSSClass("reorder-cell"), "a label is wrapped in a cell")
            let items = content.items
            XCTAssertEqual(items.map { container.name(of: $0) }, ["Label", "Box", "Picture", "Button", "Overlay"],
                           "named by the label inside, or else by the ID")
            window.destroy()
        }
    }

    /// The default look draws the insertion line in the accent colour with no stylesheet of
    /// the app's (in a plain GTK window, without libadwaita's colours), and the app's own
    /// stylesheet overrides it.
    func testTheDefaultLookShowsAndTheAppsStylesheetOverridesIt() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            ReorderStyle.load()
            let window = ApplicationWindow()
            let line = Box(.horizontal)
            line.addCSSClass("drop-indicator")
            line.setSizeRequest(width: 40, height: 10)
            line.horizontalAlignment = .start
            line.verticalAlignment = .start
            window.setChild(line)
            present(window, until: line)
            runMainLoop(for: 0.1)
            @MainActor func centre() throws -> [UInt8] {
                let pixels = try drawnPixels(of: line)
                let offset = (line.height / 2 * line.width + line.width / 2) * 4
                return Array(pixels[offset..<offset + 4])
            }
            // GTK's Adwaita selection blue, #3584e4, as B, G, R, A.
            XCTAssertEqual(try centre(), [0xE4, 0x84, 0x35, 0xFF], "the accent colour")
            let appSheet = GeneratedStylesheet(priority: .application)
            appSheet.load(".drop-indicator { background-color: #00ff00; }")
            runMainLoop(for: 0.1)
            XCTAssertEqual(try centre(), [0x00, 0xFF, 0x00, 0xFF], "the app's colour wins")
            window.destroy()
        }
    }

    /// Two columns of one container without a `move` closure, To Do (Write, Test) and Done
    /// (Plan), shown in `window`.
    @MainActor
    private static func board(in window: ApplicationWindow) -> (
        board: ReorderContainer<Fruit, String>, todo: ForEach<Fruit>, done: ForEach<Fruit>
    ) {
        let board = ReorderContainer(for: Fruit.self, in: String.self)
        let todo = ForEach(["Write", "Test"].map(Fruit.init)) { Label($0.id) }.reorderable()
        let done = ForEach(["Plan"].map(Fruit.init)) { Label($0.id) }.reorderable()
        let row = Box(.horizontal)
        row.append(board.addSection("To Do", content: todo, host: BoxContentHost(box: Box(.vertical))))
        row.append(board.addSection("Done", content: done, host: BoxContentHost(box: Box(.vertical))))
        window.setChild(row)
        present(window, until: row)
        return (board, todo, done)
    }

    /// Without a `move` closure, a container of several sections applies each change to their
    /// content itself and reports every section's items.
    func testAContainerWithoutMoveKeepsEverySectionsContentInOrder() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let window = ApplicationWindow()
            let (board, todo, done) = Self.board(in: window)
            var reported: [String: [String]] = [:]
            board.onEvent { event in
                if case .contentChanged(let columns) = event { reported = columns.mapValues { $0.map(\.id) } }
            }
            board.deliver([.orderChanged(.init(sources: ["Test"], destination: .init(position: .before("Plan"), collectionID: "Done")))])
            XCTAssertEqual(todo.items.map(\.id), ["Write"])
            XCTAssertEqual(done.items.map(\.id), ["Test", "Plan"])
            XCTAssertEqual(reported, ["To Do": ["Write"], "Done": ["Test", "Plan"]])
            window.destroy()
        }
    }

    /// Every subscriber hears every event, in the order they happened: the engine's step first,
    /// then the content's new order it led to.
    func testEverySubscriberHearsEveryEventInOrder() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let window = ApplicationWindow()
            let (board, _, _) = Self.board(in: window)
            var first: [String] = [], second: [String] = []
            for log in [{ first.append($0) }, { second.append($0) }] as [(String) -> Void] {
                board.onEvent { event in
                    switch event {
                    case .reorder(.orderChanged): log("order changed")
                    case .reorder(.ended): log("ended")
                    case .contentChanged: log("content changed")
                    default: log("other")
                    }
                }
            }
            let difference = ReorderDifference(sources: ["Test"], destination: .init(position: .end, collectionID: "Done"))
            board.deliver([.ended(difference), .orderChanged(difference)])
            XCTAssertEqual(first, ["ended", "content changed", "order changed"], "the content changes as the order does")
            XCTAssertEqual(second, first)
            window.destroy()
        }
    }
}

extension LibraryUseTests {
    /// A card the keyboard takes into the other column goes back with Escape; when its hold
    /// ends any other way (focus leaving, the content changing), it stays where it was taken.
    func testEscapeTakesAnItemMovedToAnotherListBackAndNothingElseDoes() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let window = ApplicationWindow()
            let (board, todo, done) = Self.board(in: window)
            @MainActor func carryTestAcross() throws {
                _ = try XCTUnwrap(todo.widget(for: "Test")).grabFocus()
                _ = board.sections[0].keyboard?.handle(.space)
                _ = board.sections[0].keyboard?.handle(.right)
                XCTAssertEqual(done.items.map(\.id), ["Plan", "Test"], "the arrow took it across")
            }
            try carryTestAcross()
            _ = board.sections[1].keyboard?.handle(.escape)
            XCTAssertEqual(todo.items.map(\.id), ["Write", "Test"], "Escape took it back to its place")
            XCTAssertEqual(done.items.map(\.id), ["Plan"])
            XCTAssertTrue(todo.widget(for: "Test")?.isFocus ?? false, "with the focus")
            try carryTestAcross()
            board.sections[1].keyboard?.cancel()
            XCTAssertEqual(done.items.map(\.id), ["Plan", "Test"], "a hold ended otherwise leaves it there")
            XCTAssertNil(board.keyboardOrigin, "and forgets where it came from")
            window.destroy()
        }
    }
}

/// An object held weakly, to see when it goes.
@MainActor
private final class WeakBox<Held: AnyObject> {
    weak var object: Held?
    init(_ object: Held) { self.object = object }
}
