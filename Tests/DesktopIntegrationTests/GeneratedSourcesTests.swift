import Foundation
import TestFolders
import XCTest

/// The generated sources committed in `Sources/DeckhandCore/Generated` are what
/// `scripts/generate` writes from the sources and data as they are now.
final class GeneratedSourcesTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var generated: URL { root.appendingPathComponent("Sources/DeckhandCore/Generated") }

    func testTheGallerySourcesAreUpToDate() throws {
        let gallery = root.appendingPathComponent("Sources/DeckhandCore/Gallery")
        let pages = try FileManager.default.contentsOfDirectory(atPath: gallery.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { gallery.appendingPathComponent($0).path }
        try assertFresh("GallerySources.swift", made: "GallerySourcesTool", arguments: pages)
    }

    func testTheResourceBundleIsUpToDate() throws {
        let work = try TemporaryFolder("bundle", creating: false)
        let data = root.appendingPathComponent("data")
        try assertFresh("ResourceBundle.swift", made: "ResourceBundleTool", arguments: [
            work.path, data.path, data.appendingPathComponent("app.deckhand.Deckhand.gresource.xml").path,
            data.appendingPathComponent("app.deckhand.Deckhand.gschema.xml").path,
        ])
    }

    /// Runs `tool` (built beside the test bundle) to write `file` afresh, and compares.
    private func assertFresh(_ file: String, made tool: String, arguments: [String]) throws {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(file)")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = products.appendingPathComponent(tool)
        process.arguments = [output.path] + arguments
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) failed")
        let fresh = try String(contentsOf: output, encoding: .utf8)
        let committed = try String(contentsOf: generated.appendingPathComponent(file), encoding: .utf8)
        XCTAssertTrue(fresh == committed, "Sources/DeckhandCore/Generated/\(file) is stale: run scripts/generate and commit it")
    }
}
