import Foundation
import DeckhandGtk
import XCTest

/// Starts GTK for a test, or explains why it cannot: without a display the test fails in CI
/// (where one is always provided) and is skipped elsewhere.
public func requireGtk(file: StaticString = #filePath, line: UInt = #line) throws {
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
public func drainMainLoop() {
    while MainLoop.iterate() {}
}

/// Shows `window` and lets GTK run until `widget` is mapped and laid out (at most two
/// seconds): frames, picking and focus need a mapped window.
@MainActor
public func present(_ window: Widget & Presentable, until widget: Widget) {
    window.present()
    let deadline = Date().addingTimeInterval(2)
    while !widget.isMapped && Date() < deadline { MainLoop.iterate(blocking: false) }
    drainMainLoop()
}

/// A new window showing `widget`, presented until `widget` is mapped and laid out.
@MainActor
public func windowShowing(_ widget: Widget) -> ApplicationWindow {
    let window = ApplicationWindow()
    window.setChild(widget)
    present(window, until: widget)
    return window
}

/// A window that can be shown.
@MainActor
public protocol Presentable {
    /// Shows the window.
    func present()
}

extension ApplicationWindow: Presentable {}

/// Runs GTK's main loop for `seconds`: long enough for a frame to lay out and draw what
/// changed.
@MainActor
public func runMainLoop(for seconds: Double) {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline { MainLoop.iterate(blocking: false) }
}
