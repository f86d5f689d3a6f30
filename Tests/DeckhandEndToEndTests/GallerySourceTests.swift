import Foundation
import XCTest

/// The gallery shows, beside each page, the Swift that builds it: exactly the marked regions
/// of the page's source files in this checkout.
final class GallerySourceTests: DeckhandTestCase {
    override var launchArguments: [String] { ["--window=gallery", "--page=lists"] }

    func testCtrlUShowsThePagesOwnSource() throws {
        let app = try XCTUnwrap(app)
        let shown = try app.waitFor("the gallery on screen") { ($0.windows.first?.xid ?? 0) != 0 }
        let window = try XCTUnwrap(shown.windows.first)
        XCTAssertEqual(window.model.source, "", "the source panel starts hidden")
        try Pointer(window: window.xid).press(keys: "ctrl+u")
        let expected = try regions(of: "lists")
        XCTAssertTrue(expected.contains("ReorderContainer(for: Toy.self, in: Cat.ID.self)"), "the regions are the container's set-up")
        let withSource = try app.waitFor("the lists page's source") { $0.windows.first?.model.source == expected }
        XCTAssertEqual(withSource.windows.first?.model.page, "lists")
        saveScreenshot(named: "gallery-source")
    }

    /// The regions of the gallery sources marked for `page`, dedented, in file order, a blank
    /// line between them: read here from the files themselves.
    private func regions(of page: String) throws -> String {
        let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/DeckhandCore/Gallery").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: gallery.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: gallery.appendingPathComponent(file), encoding: .utf8)
            var inside = false
            var lines: [String] = []
            for line in text.components(separatedBy: "\n") {
                let marker = line.trimmingCharacters(in: .whitespaces)
                if marker.hasPrefix("// gallery-source:") {
                    let words = marker.dropFirst("// gallery-source:".count).split(separator: " ").map(String.init)
                    if words == ["end"], inside {
                        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
                        found.append(lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n"))
                        inside = false
                        lines = []
                    } else {
                        inside = words.contains(page)
                    }
                } else if inside {
                    lines.append(line)
                }
            }
        }
        return found.joined(separator: "\n\n")
    }
}
