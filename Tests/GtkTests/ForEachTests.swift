import DeckhandGtk
import ReorderGtk
import GtkTestSupport
import XCTest

private struct Fruit: Identifiable {
    let id: String
}

final class ForEachTests: XCTestCase {
    func testKeepsChildrenInModelOrderAndReusesThemByID() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let flowBox = FlowBox()
            let host = FlowBoxContentHost(flowBox: flowBox)
            var built: [String] = []
            let content = ForEach(["a", "b", "c"].map(Fruit.init)) { fruit in
                built.append(fruit.id)
                return Label(fruit.id)
            }
            content.mount(in: host)
            let pointer = { (id: String) in content.widget(for: id)?.pointer }
            XCTAssertEqual(flowBox.childPointers, ["a", "b", "c"].compactMap(pointer))

            let originalB = content.widget(for: "b")
            content.update(["c", "a", "b"].map(Fruit.init))
            XCTAssertEqual(flowBox.childPointers, ["c", "a", "b"].compactMap(pointer))
            XCTAssertTrue(content.widget(for: "b") === originalB, "kept widgets are reused")
            XCTAssertEqual(built, ["a", "b", "c"], "reordering builds nothing")

            content.update(["b", "d"].map(Fruit.init))
            XCTAssertEqual(flowBox.childPointers, ["b", "d"].compactMap(pointer))
            XCTAssertNil(content.widget(for: "a"), "removed items drop their widgets")
            XCTAssertEqual(built, ["a", "b", "c", "d"], "only the new item was built")
            XCTAssertEqual(content.id(of: originalB ?? Label()), "b")
        }
    }
}
