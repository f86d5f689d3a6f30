import Foundation
import XCTest

/// Deckhand as a screen reader sees it: each window is started in a private D-Bus session with
/// the AT-SPI bus, and its tree is read by an AT-SPI client (`Tests/Accessibility/atspi_tree.py`,
/// pyatspi), as Orca reads it.
final class AccessibilityTests: XCTestCase {
    /// One node of the tree the client prints.
    private struct Node: Decodable {
        var role: String
        var name: String
        var description: String
        var states: [String]
        var children: [Node]

        /// This node and every node under it.
        var all: [Node] { [self] + children.flatMap(\.all) }

        /// The nodes a screen reader reads on their own: a named control (a button, a page
        /// tab) is read by its name, and the icon and text inside it are parts of it.
        var readAlone: [Node] {
            let isNamedControl = AccessibilityTests.controlRoles.contains(role) && !name.isEmpty
            return [self] + (isNamedControl ? [] : children.flatMap(\.readAlone))
        }
    }

    /// Roles of controls whose parts are read as the control.
    fileprivate static let controlRoles: Set = ["push button", "toggle button", "page tab", "menu item", "list item"]

    /// Roles a person operates or reads: each must have a name of its own.
    private static let namedRoles: Set = ["push button", "toggle button", "entry", "text", "label", "image"]

    func testEveryControlAndLabelInEachWindowHasAName() throws {
        for arguments in [["--seed=3"], ["--window=playlist"], ["--page=lists"]] {
            let nodes = try tree(arguments).readAlone
            let controls = nodes.filter { Self.namedRoles.contains($0.role) }
            XCTAssertGreaterThan(controls.count, 5, "\(arguments[0]): the tree was read")
            for node in controls {
                XCTAssertFalse(node.name.isEmpty, "\(arguments[0]): an unnamed \(node.role)")
                XCTAssertFalse(node.name.hasPrefix("Gtk") || node.name.hasPrefix("Adw"),
                               "\(arguments[0]): a \(node.role) named after its widget type, \(node.name)")
            }
        }
    }

    func testPilesSayWhatTheyHoldAndFaceDownCardsNothingOfTheirFace() throws {
        let nodes = try tree(["--seed=3"]).all
        let piles = nodes.map(\.name).filter { name in
            ["Stock, ", "Waste, ", "Foundation ", "Tableau "].contains { name.hasPrefix($0) }
        }
        XCTAssertEqual(piles.count, 13, "every pile is named: \(piles)")
        XCTAssertTrue(piles.contains("Stock, 24 cards"), "\(piles)")
        XCTAssertTrue(piles.contains("Waste, empty"), "\(piles)")
        XCTAssertTrue(piles.contains { $0.hasPrefix("Tableau 7, 7 cards, top: ") }, "\(piles)")
        let cards = nodes.filter { $0.name == "Face-down card" || $0.name.hasSuffix(", face up") }
        XCTAssertEqual(cards.count, 52)
        XCTAssertEqual(cards.filter { $0.name == "Face-down card" }.count, 24 + 21, "the stock and the tableau's hidden cards")
    }

    /// Starts Deckhand with `arguments` in a private session bus and reads its tree.
    private func tree(_ arguments: [String]) throws -> Node {
        try requireDesktop()
        let client = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Accessibility/atspi_tree.py").standardized
        for (tool, package) in [("/usr/bin/dbus-run-session", "dbus"), ("/usr/libexec/at-spi-bus-launcher", "at-spi2-core"),
                                ("/usr/lib/python3/dist-packages/pyatspi/__init__.py", "python3-pyatspi")]
        where !FileManager.default.fileExists(atPath: tool) {
            let message = "accessibility tests need \(package): run them as README.md shows"
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail(message) }
            throw XCTSkip(message)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        process.arguments = ["--", "/usr/bin/python3", client.path, try DeckhandProcess.binaryURL().path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DECKHAND_DATA_HOME"] = FileManager.default.temporaryDirectory
            .appendingPathComponent("deckhand-a11y-\(UUID().uuidString)").path
        environment["GSETTINGS_BACKEND"] = "memory"
        environment.removeValue(forKey: "GTK_A11Y")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // The AT-SPI registry says hello on the same output: the tree is the line that is JSON.
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last { $0.hasPrefix("{") }
        guard let line, let root = try? JSONDecoder().decode(Node.self, from: Data(line.utf8)) else {
            XCTFail("no accessibility tree for \(arguments): \(String(decoding: data, as: UTF8.self))")
            throw DeckhandProcess.AppExited()
        }
        return root
    }
}
