import Foundation
import XCTest

/// Checks that a display and xdotool are there: in CI their absence fails the run, elsewhere
/// it skips the test with the reason.
func requireDesktop(file: StaticString = #filePath, line: UInt = #line) throws {
    var missing: [String] = []
    if ProcessInfo.processInfo.environment["DISPLAY"] == nil { missing.append("an X display (DISPLAY)") }
    if !FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") { missing.append("xdotool") }
    guard !missing.isEmpty else { return }
    let message = "end-to-end tests need \(missing.joined(separator: " and ")); run them as README.md shows"
    if ProcessInfo.processInfo.environment["CI"] != nil {
        XCTFail(message, file: file, line: line)
    }
    throw XCTSkip(message)
}

/// Saves a screenshot of the whole screen into `$DECKHAND_ARTIFACTS` (or the temporary folder)
/// and returns where it went.
@discardableResult
func saveScreenshot(named name: String) -> String {
    let folder = ProcessInfo.processInfo.environment["DECKHAND_ARTIFACTS"]
        ?? FileManager.default.temporaryDirectory.path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = (folder as NSString).appendingPathComponent("\(name).png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["import", "-window", "root", path]
    try? process.run()
    process.waitUntilExit()
    return path
}

extension XCTestCase {
    /// If the test has failed, saves a screenshot named after it (`saveScreenshot`) and prints
    /// where it went, after `context` (a seed, say).
    func keepScreenshotIfFailed(_ context: String = "") {
        guard let failures = testRun?.failureCount, failures > 0 else { return }
        print("\(context)screenshot of the failure: \(saveScreenshot(named: name.filter { $0.isLetter || $0.isNumber }))")
    }
}
