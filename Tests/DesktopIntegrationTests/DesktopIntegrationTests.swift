import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// The files that make Deckhand a GNOME citizen pass the freedesktop validators.
final class DesktopIntegrationTests: XCTestCase {
    /// The repository's `data/` folder.
    private let data = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data")

    func testTheDesktopFileIsValid() throws {
        let output = try validate(
            with: "desktop-file-validate", ["app.deckhand.Deckhand.desktop"], package: "desktop-file-utils"
        )
        XCTAssertEqual(output, "", "desktop-file-validate reports nothing for a clean file")
    }

    func testTheMetainfoIsValid() throws {
        let output = try validate(
            with: "appstreamcli", ["validate", "--no-net", "app.deckhand.Deckhand.metainfo.xml"],
            package: "appstream"
        )
        XCTAssertTrue(output.contains("Validation was successful"), output)
    }

    func testTheMetainfoScreenshotIsCommitted() throws {
        let metainfo = try String(contentsOf: data.appendingPathComponent("app.deckhand.Deckhand.metainfo.xml"), encoding: .utf8)
        let screenshots = metainfo.components(separatedBy: "<image>").dropFirst()
            .compactMap { $0.components(separatedBy: "</image>").first }
        XCTAssertFalse(screenshots.isEmpty)
        for url in screenshots {
            let name = (url as NSString).lastPathComponent
            let path = data.appendingPathComponent("screenshots").appendingPathComponent(name).path
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(name) is in data/screenshots")
        }
    }

    func testTheIconIsASquareSVG() throws {
        let icon = data.appendingPathComponent("icons/hicolor/scalable/apps/app.deckhand.Deckhand.svg")
        let parser = try XCTUnwrap(XMLParser(contentsOf: icon))
        let root = RootElement()
        parser.delegate = root
        XCTAssertTrue(parser.parse(), "the icon is well-formed XML: \(String(describing: parser.parserError))")
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(root.attributes["viewBox"], "0 0 128 128")
    }

    func testTheStylesheetStylesWhatTheCodeNames() throws {
        let css = try String(contentsOf: data.appendingPathComponent("app.deckhand.Deckhand.css"), encoding: .utf8)
        for selector in [".card", ".card-title", ".reorder-source", ".drop-indicator", ".reorder-container:drop(active)"] {
            XCTAssertTrue(css.contains(selector), "the stylesheet styles \(selector)")
        }
    }

    /// Runs a validator from `data/`, returning what it printed; fails in CI and skips elsewhere
    /// when the tool is not installed.
    private func validate(with tool: String, _ arguments: [String], package: String) throws -> String {
        guard let path = ["/usr/bin", "/usr/local/bin"].map({ "\($0)/\(tool)" })
            .first(where: FileManager.default.isExecutableFile(atPath:)) else {
            let message = "\(tool) is missing: apt-get install \(package)"
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail(message) }
            throw XCTSkip(message)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = data
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments.joined(separator: " ")):\n\(text)")
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Records the root element of an XML document.
private final class RootElement: NSObject, XMLParserDelegate {
    var name: String?
    var attributes: [String: String] = [:]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String]
    ) {
        guard name == nil else { return }
        name = elementName
        self.attributes = attributes
    }
}
