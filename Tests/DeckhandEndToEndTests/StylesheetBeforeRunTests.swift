import Foundation
import XCTest

/// `Application.addStylesheet` called before `run()`, as an app's top-level code calls it:
/// its rules reach the display GTK opens in `run()`.
final class StylesheetBeforeRunTests: XCTestCase {
    func testAStylesheetAddedBeforeRunStylesTheApplicationsWidgets() throws {
        try requireDesktop()
        let process = Process()
        process.executableURL = try DeckhandProcess.product(named: "deckhand-stylesheet-fixture")
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(printed.trimmingCharacters(in: .whitespacesAndNewlines), "width 123", "the rule's min-width")
    }
}
