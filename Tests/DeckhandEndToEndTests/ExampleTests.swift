import Foundation
import TestProcesses
import XCTest

/// The example packages in `Examples/`, built as someone who depends on Deckhand's libraries
/// builds them and used as a person (and a screen reader) would: real pointer drags, the
/// keyboard, and the order each prints.
final class ExampleTests: XCTestCase {
    /// The repository.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The sortable list, copied out of the repository as a new user would start, depending
    /// on this checkout by path: it builds with no warning of its own and no plugin, and
    /// reorders by pointer and keyboard with every step spoken, in English and in German.
    func testTheSortableListBuiltOutsideTheRepositoryReordersByPointerAndKeyboard() throws {
        try requireDesktop()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sortable-list-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = Self.root.appendingPathComponent("Examples/SortableList")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: example.appendingPathComponent("Sources"), to: folder.appendingPathComponent("Sources"))
        let manifest = try String(contentsOf: example.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("path: \"../..\""), "the example depends on the repository by a relative path")
        try manifest.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(Self.root.path)\"")
            .write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let (binary, printed) = try build(folder, product: "SortableList")
        // SwiftPM's one line about the flags GTK's pkg-config files carry (-pthread, -msse)
        // is the only warning; see README.md, "Use the library".
        let warnings = printed.split(separator: "\n").filter { $0.contains("warning:") && !$0.contains("prohibited flag(s)") }
        XCTAssertEqual(warnings, [], "a clean build prints no warning:\n\(printed)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build/plugins").path),
                       "no build-tool plugin was compiled")

        let output = folder.appendingPathComponent("printed.txt")
        let steps = try ScreenReaderClient.steps(
            ["drag:Apple>Cherry+0:6", "TabTo:Fig", "space", "Up", "Up", "space"], program: binary, output: output,
            environment: Self.warningsFatal
        )
        XCTAssertEqual(try lines(of: output), [
            "Banana,Cherry,Apple,Damson,Elderberry,Fig",
            "Banana,Cherry,Apple,Fig,Damson,Elderberry",
        ], "one line per change: the drag, then the keyboard move")
        XCTAssertEqual(steps[1].focused?.role, "list item", "a label became a list item that Tab reaches")
        XCTAssertEqual(steps[1].focused?.name, "Fig, 6 of 6", "named by its label and its place")
        XCTAssertEqual(steps.dropFirst(2).map { $0.said.last ?? "" }, [
            "Picked up Fig, position 6 of 6", "Fig moved to position 5 of 6", "Fig moved to position 4 of 6",
            "Fig dropped at position 4 of 6",
        ])
        XCTAssertEqual(steps.last?.focused?.name, "Fig, 4 of 6")

        // The same binary in German: the libraries bind their own catalogues, which SwiftPM
        // copied beside it, with no call from the app.
        try requireLocale(TranslatedLocale.german.rawValue)
        let german = try ScreenReaderClient.steps(
            ["TabTo:Fig", "space", "Up", "space"], program: binary, environment: TranslatedLocale.german.environment
        )
        XCTAssertEqual(german[0].focused?.name, "Fig, 6 von 6")
        XCTAssertEqual(german.dropFirst().map { $0.said.last ?? "" }, [
            "Fig aufgenommen, Position 6 von 6", "Fig an Position 5 von 6 verschoben", "Fig an Position 5 von 6 abgelegt",
        ])
    }

    /// The kanban board: a card dragged to the other column lands where it was dropped; one
    /// the keyboard takes across goes back with Escape; each change prints both columns.
    func testTheKanbanBoardTradesCardsBetweenColumns() throws {
        try requireDesktop()
        let (binary, _) = try build(Self.root.appendingPathComponent("Examples/Kanban"), product: "Kanban")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kanban-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let steps = try ScreenReaderClient.steps(
            ["drag:Write>Plan", "TabTo:Review", "space", "Right", "Escape", "TabTo:Test", "space", "Right", "Down", "space"],
            program: binary, output: output, environment: Self.warningsFatal
        )
        XCTAssertEqual(try lines(of: output), [
            "To Do: Review,Test | Done: Write,Plan",
            "To Do: Test | Done: Review,Write,Plan",
            "To Do: Review,Test | Done: Write,Plan",
            "To Do: Review | Done: Write,Test,Plan",
            "To Do: Review | Done: Write,Plan,Test",
        ])
        XCTAssertEqual(steps.dropFirst(2).map { $0.said.last ?? "" }, [
            "Picked up Review, position 1 of 2", "Review moved to Done, position 1 of 3",
            "Cancelled, Review back in To Do at position 1 of 2", "",
            "Picked up Test, position 2 of 2", "Test moved to Done, position 2 of 3", "Test moved to position 3 of 3",
            "Test dropped at position 3 of 3",
        ])
    }

    /// The virtualized views: 10,000 songs in a list and 100,000 photos in a grid, each
    /// reordered by the real pointer, and the grid by the keyboard too (by rows and columns),
    /// every step spoken.
    func testTheVirtualizedListAndGridReorderByPointerAndKeyboard() throws {
        try requireDesktop()
        let (binary, printed) = try build(Self.root.appendingPathComponent("Examples/Virtualized"), product: "Virtualized")
        let warnings = printed.split(separator: "\n").filter { $0.contains("warning:") && !$0.contains("prohibited flag(s)") }
        XCTAssertEqual(warnings, [], "a clean build prints no warning:\n\(printed)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("virtualized-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let steps = try ScreenReaderClient.steps(
            ["drag:Song 1>Song 4+0:6", "drag:Photo 1>Photo 8+20:0", "TabTo:Photo 3", "space", "Down", "Right", "space"],
            program: binary, output: output, environment: Self.warningsFatal
        )
        // A drop below a row's middle lands after it, right of a cell's middle after it; Down
        // goes a row of five further, Right one.
        XCTAssertEqual(try lines(of: output), [
            "Songs: 2,3,4,1,5",
            "Photos: 2,3,4,5,6,7,8",
            "Photos: 2,4,5,6,7,8,1",
        ])
        XCTAssertEqual(steps[2].focused?.name, "Photo 3, 2 of 100000", "a cell is named by its label and its place")
        XCTAssertEqual(steps.dropFirst(3).map { $0.said.last ?? "" }, [
            "Picked up Photo 3, position 2 of 100000", "Photo 3 moved to position 7 of 100000",
            "Photo 3 moved to position 8 of 100000", "Photo 3 dropped at position 8 of 100000",
        ])
        XCTAssertEqual(steps.last?.focused?.name, "Photo 3, 8 of 100000", "focus goes with the photo")
    }

    /// GTK's warnings, not only its criticals, stop the examples: the libraries warn of nothing
    /// in a plain app.
    private static let warningsFatal = ["G_DEBUG": "fatal-warnings"]

    /// The README's library code is the examples' code, as compiled here.
    func testTheReadmeShowsTheExamplesAsTheyAre() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        for file in ["Examples/SortableList/Package.swift", "Examples/SortableList/Sources/SortableList/main.swift",
                     "Examples/Kanban/Sources/Kanban/main.swift"] {
            let code = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            XCTAssertTrue(readme.contains("```swift\n\(code)```"), "README.md shows \(file) as it is")
        }
    }

    /// Builds the package in `folder` with `swift build`, returning its executable `product`
    /// and everything the build printed.
    private func build(_ folder: URL, product: String) throws -> (binary: URL, printed: String) {
        let printed = try swift(["build", "--package-path", folder.path, "--product", product])
        let bin = try swift(["build", "--package-path", folder.path, "--show-bin-path"])
            .split(separator: "\n").last.map(String.init) ?? ""
        return (URL(fileURLWithPath: bin).appendingPathComponent(product), printed)
    }

    /// Runs `swift` with `arguments`, failing the test with its words if it fails.
    private func swift(_ arguments: [String]) throws -> String {
        let run = try ProgramRun(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments)
        guard run.status == 0 else {
            XCTFail("swift \(arguments.joined(separator: " ")) failed:\n\(run.printed)")
            throw DeckhandProcess.AppExited()
        }
        return run.printed
    }

    /// The lines of the text file at `url`.
    private func lines(of url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
