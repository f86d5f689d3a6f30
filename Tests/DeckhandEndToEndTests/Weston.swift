import Foundation
import XCTest

/// A Wayland compositor (weston) running as a window on the test's X display, at the screen's
/// top-left corner, for apps started with ``environment``.
final class Weston {
    private let process = Process()
    private let runtime: URL
    private let socket: String

    /// What an app needs in its environment to show its windows here.
    var environment: [String: String] {
        ["GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtime.path]
    }

    /// Starts weston `width` by `height`, with its kiosk shell when `kiosk` (every window
    /// fullscreen at once, as a phone's shell does), and waits for its socket. Skips where
    /// weston is missing (fails in CI, which installs it) or does not start.
    init(width: Int, height: Int, kiosk: Bool) throws {
        let weston = URL(fileURLWithPath: "/usr/bin/weston")
        guard FileManager.default.isExecutableFile(atPath: weston.path) else {
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("weston is missing: scripts/install-dependencies test installs it") }
            throw XCTSkip("needs weston (scripts/install-dependencies test)")
        }
        runtime = FileManager.default.temporaryDirectory.appendingPathComponent("deckhand-weston-\(UUID().uuidString)")
        socket = "wl-deckhand"
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        process.executableURL = weston
        process.arguments = ["--backend=x11-backend.so", "--width=\(width)", "--height=\(height)", "--socket=\(socket)"]
            + (kiosk ? ["--shell=kiosk-shell.so"] : [])
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_RUNTIME_DIR": runtime.path]) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, process.isRunning, !FileManager.default.fileExists(atPath: runtime.appendingPathComponent(socket).path) {
            Thread.sleep(forTimeInterval: 0.1)
        }
        guard process.isRunning else {
            try? FileManager.default.removeItem(at: runtime)
            throw XCTSkip("weston did not start on this display")
        }
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: runtime)
    }
}
