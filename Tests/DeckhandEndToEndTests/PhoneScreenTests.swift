import Foundation
import XCTest

/// Every window on a phone's 360x720 screen, made that size in one step: by one resize request
/// on X11, and by a Wayland compositor that makes each window fullscreen at once (weston's
/// kiosk shell, as a phone's shell does). The window takes the size, lays itself out narrow,
/// and everything in it fits; on Wayland it is never disconnected for being too wide.
final class PhoneScreenTests: XCTestCase {
    /// The windows, each with the command line that opens it and what its narrow layout shows.
    private let windows: [(name: String, arguments: [String], isNarrow: (AutomationFile.Window) -> Bool)] = [
        ("card table", ["--game=freecell", "--deal=1"], { $0.model.heading?.hasPrefix("Game") == false }),
        ("playlist editor", ["--window=playlist"], { $0.model.narrow == true }),
        ("gallery", ["--window=gallery"], { _ in true }),
    ]

    override func setUpWithError() throws {
        try requireDesktop()
    }

    func testEachWindowFitsAPhoneAfterOneResizeRequestAndJustPastItsBreakpointOnX11() throws {
        for window in windows {
            let app = try DeckhandProcess(arguments: window.arguments)
            defer { app.terminate() }
            let shown = try app.waitFor("the \(window.name) shown") { ($0.windows.first?.xid ?? 0) > 0 && ($0.windows.first?.width ?? 0) > 560 }
            let xid = try XCTUnwrap(shown.windows.first?.xid)
            try Pointer.xdotool(["windowsize", "\(xid)", "360", "720"])
            // The window's own width: the X window's 360 px less the client-side shadow.
            let phone = try app.waitFor("the \(window.name) at 360 px, laid out narrow, fitting", timeout: 20) { file in
                guard let shown = file.windows.first else { return false }
                return shown.width <= 360 && shown.fits && window.isNarrow(shown)
            }
            XCTAssertGreaterThan(phone.windows.first?.height ?? 0, 600, "\(window.name): the height asked for too")
            // Just past the breakpoints, the wide layouts fit too: nothing is clipped.
            try Pointer.xdotool(["windowsize", "\(xid)", "600", "720"])
            _ = try app.waitFor("the \(window.name) at 600 px, fitting", timeout: 20) { file in
                guard let shown = file.windows.first else { return false }
                return shown.width > 560 && shown.width <= 600 && shown.fits
            }
        }
    }

    func testEachWindowSurvivesAPhonesKioskShellOnWayland() throws {
        let weston = try Weston(width: 360, height: 720, kiosk: true)
        defer { withExtendedLifetime(weston) {} }
        for window in windows {
            let app = try DeckhandProcess(arguments: window.arguments, environment: weston.environment)
            defer { app.terminate() }
            _ = try app.waitFor("the \(window.name) fullscreen at 360x720, laid out narrow, fitting", timeout: 20) { file in
                guard let shown = file.windows.first else { return false }
                return shown.width == 360 && shown.height == 720 && shown.fits && window.isNarrow(shown)
            }
            // The compositor disconnects a client too wide for the screen as it commits a frame.
            Thread.sleep(forTimeInterval: 1)
            XCTAssertTrue(app.process.isRunning, "the \(window.name) is still running: \(app.errorOutput)")
            XCTAssertFalse(app.errorOutput.contains("Protocol error"), app.errorOutput)
        }
    }
}
