import Foundation
import XCTest

/// A test case that launches Deckhand with `launchArguments` before each test, keeps a
/// screenshot of every failure, and stops the app (removing its folder) afterwards.
class DeckhandTestCase: XCTestCase {
    /// The running app.
    var app: DeckhandProcess?

    /// The command line each test starts Deckhand with.
    var launchArguments: [String] { [] }

    /// Environment variables each test starts Deckhand with, over the test's own.
    var launchEnvironment: [String: String] { [:] }

    override func setUpWithError() throws {
        try requireDesktop()
        app = try DeckhandProcess(arguments: launchArguments, environment: launchEnvironment)
        // Teardown blocks run newest first, and before `tearDown()`: the app stops before the
        // folders made for it (`makeTemporaryFolder`) are removed.
        addTeardownBlock { [weak self] in self?.stopApp() }
    }

    /// Keeps a screenshot if the test failed, then stops the app (releasing it removes its
    /// folder) and lets go of the pointer's button, whatever the test did.
    private func stopApp() {
        keepScreenshotIfFailed()
        app = nil
        try? Pointer.xdotool(["mouseup", "1"])
    }

    /// The X windows titled exactly `title`.
    func windows(titled title: String) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool", "search", "--onlyvisible", "--name", "^\(title)$"]
        let output = Pipe()
        process.standardOutput = output
        try? process.run()
        process.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }
}
