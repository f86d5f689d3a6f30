import Foundation
import Gtk
import XCTest

/// Starts GTK for a test, or explains why it cannot: without a display the test fails in CI
/// (where one is always provided) and is skipped elsewhere.
func requireGtk(file: StaticString = #filePath, line: UInt = #line) throws {
    let started = MainActor.assumeIsolated { MainLoop.initialize() }
    guard !started else { return }
    let message = "GTK cannot start: no display (DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset")); run the tests under Xvfb as README.md shows"
    if ProcessInfo.processInfo.environment["CI"] != nil {
        XCTFail(message, file: file, line: line)
    }
    throw XCTSkip(message)
}

/// Lets GTK process pending work (destroy notifications, sorting, layout).
@MainActor
func drainMainLoop() {
    while MainLoop.iterate() {}
}
