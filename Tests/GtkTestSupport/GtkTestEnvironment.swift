import Foundation
import CDeckhandGtk
import DeckhandGtk
import XCTest

/// Starts GTK for a test, or explains why it cannot: without a display the test fails in CI
/// (where one is always provided) and is skipped elsewhere.
public func requireGtk(file: StaticString = #filePath, line: UInt = #line) throws {
    let started = MainActor.assumeIsolated { MainLoop.initialize() }
    guard !started else {
        failOnWarnings()
        return
    }
    let message = "GTK cannot start: no display (DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset")); run the tests under Xvfb as README.md shows"
    if ProcessInfo.processInfo.environment["CI"] != nil {
        XCTFail(message, file: file, line: line)
    }
    throw XCTSkip(message)
}

/// From GTK's start on, a warning in the test process stops it as a critical does: the
/// widgets the tests build must not warn (the apps the end-to-end tests start keep
/// `G_DEBUG=fatal-criticals`, where the desktop they find may warn of itself).
private func failOnWarnings() {
    let fatal = G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_ERROR.rawValue
    g_log_set_always_fatal(GLogLevelFlags(rawValue: fatal))
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
