import Foundation
import TestFolders
import XCTest

/// Deckhand as a GNOME app: window sizes kept in its settings across restarts, the system's
/// dark preference followed, and a binary that carries its own stylesheet, icon and schema.
final class GnomeIntegrationTests: XCTestCase {
    /// One data folder (saved game, settings) shared by the runs of a test.
    private var dataHome = ""

    override func setUpWithError() throws {
        try requireDesktop()
        dataHome = try makeTemporaryFolder("deckhand-gnome").path
    }

    func testWindowSizeIsRestoredAfterARestart() throws {
        let first = try launch(["--seed=3"])
        let opened = try first.waitFor("the card table") { $0.windows.first?.kind == "cards" }
        let window = try XCTUnwrap(opened.windows.first)
        // The X window is larger than the content by the client-side shadow's margins.
        try Pointer.xdotool(["windowsize", String(window.xid), "700", "560"])
        let resized = try first.waitFor("the window resized") { $0.windows.first.map { $0.width < 700 && $0.height < 560 } == true }
        let size = try XCTUnwrap(resized.windows.first.map { [$0.width, $0.height] })
        XCTAssertNotEqual(size, [window.width, window.height])
        try Pointer.xdotool(["key", "--clearmodifiers", "ctrl+w"])
        try waitForExit(first)

        let settings = try String(contentsOfFile: dataHome + "/settings/settings.ini", encoding: .utf8)
        XCTAssertTrue(settings.contains("cards-window-width="), settings)

        let second = try launch(["--seed=3"])
        defer { second.terminate() }
        let reopened = try second.waitFor("the card table again") { $0.windows.first?.kind == "cards" }
        XCTAssertEqual(reopened.windows.first.map { [$0.width, $0.height] }, size, "the window opens at the size it closed at")
    }

    /// Preferences (Ctrl+,) turns the score off with the keyboard; the next run keeps it off.
    func testAPreferenceChangedTakesEffectAndPersists() throws {
        let first = try launch(["--seed=3"])
        _ = try first.waitFor("the score shown") { $0.windows.first?.model.heading == "Game 3 · Score 0 · 0 moves" }
        try Pointer.xdotool(["key", "--clearmodifiers", "ctrl+comma", "sleep", "1"])
        // The first row (Draw Three Cards) has focus: down to Keep Score, and Space turns it off.
        try Pointer.xdotool(["key", "Down", "sleep", "0.3", "key", "space"])
        _ = try first.waitFor("the score hidden") { $0.windows.first?.model.heading == "Game 3 · 0 moves" }
        try Pointer.xdotool(["key", "Escape", "sleep", "0.5", "key", "--clearmodifiers", "ctrl+w"])
        try waitForExit(first)

        let second = try launch(["--seed=3"])
        defer { second.terminate() }
        _ = try second.waitFor("the score still hidden") { $0.windows.first?.model.heading == "Game 3 · 0 moves" }
    }

    /// Asked to be 400 px wide, every window (each gallery page too) ends up no wider than
    /// 600 px: nothing in it sets a larger least width.
    func testNoWindowNeedsMoreThan600Pixels() throws {
        for arguments in [["--seed=3"], ["--window=playlist"], ["--page=grid"], ["--page=stacks"], ["--page=custom"], ["--page=lists"]] {
            let app = try launch(arguments)
            defer { app.terminate() }
            let opened = try app.waitFor("\(arguments[0]) open") { $0.windows.first.map { $0.width > 0 } == true }
            let xid = try XCTUnwrap(opened.windows.first?.xid)
            try Pointer.xdotool(["windowsize", String(xid), "400", "400"])
            let narrow = try app.waitFor("\(arguments[0]) as narrow as it goes") { $0.windows.first.map { $0.width < opened.windows[0].width } == true }
            // Settled: the width a moment later is the least one.
            Thread.sleep(forTimeInterval: 0.5)
            let least = try XCTUnwrap(app.snapshot()?.windows.first?.width ?? narrow.windows.first?.width)
            print("least width, \(arguments[0]): \(least) px")
            XCTAssertLessThanOrEqual(least, 600, "\(arguments[0])")
        }
    }

    /// The keyboard's ring around a card stands out from the felt by at least 3:1 (WCAG's
    /// least for a focus indicator), light and dark, as read off the screen.
    func testTheKeyboardRingContrastsWithTheFeltByAtLeastThreeToOne() throws {
        for scheme in ["prefer-light", "prefer-dark"] {
            let app = try launch(["--seed=7"], environment: ["ADW_DEBUG_COLOR_SCHEME": scheme])
            defer { app.terminate() }
            let shown = try app.waitFor("the table") { ($0.windows.first?.containers.flatMap(\.items).count ?? 0) == 52 }
            let window = try XCTUnwrap(shown.windows.first)
            try Pointer.xdotool(["key", "Right", "sleep", "0.4"])
            let card = try XCTUnwrap(window.container("cards.tableau.1")?.items.last)
            let origin = try Screen.origin(of: window.xid)
            let y = origin.y + card.y + card.height / 2
            // The ring is 3 px wide, 2 px out from the card; the felt is further out, in the gap.
            let ring = try Screen.pixel(at: (origin.x + card.x - 4, y))
            let felt = try Screen.pixel(at: (origin.x + card.x - 11, y))
            let ratio = Self.contrast(ring, felt)
            print("keyboard ring \(ring) on felt \(felt), \(scheme): \(String(format: "%.2f", ratio)):1")
            XCTAssertGreaterThanOrEqual(ratio, 3, "\(scheme): ring \(ring) on felt \(felt)")
        }
    }

    /// WCAG 2 contrast ratio of two sRGB colours (0–255 each).
    private static func contrast(_ first: [Int], _ second: [Int]) -> Double {
        func luminance(_ rgb: [Int]) -> Double {
            let linear = rgb.map { channel -> Double in
                let value = Double(channel) / 255
                return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    func testDarkStyleIsAppliedWhenPreferred() throws {
        let dark = try feltColour(environment: ["ADW_DEBUG_COLOR_SCHEME": "prefer-dark"])
        XCTAssertTrue(dark.reported, "the app says its style is dark")
        let light = try feltColour(environment: ["ADW_DEBUG_COLOR_SCHEME": "prefer-light"])
        XCTAssertFalse(light.reported)
        // style-dark.css gives the felt its night colour (#155029; by day #1e7139).
        XCTAssertEqual(dark.rgb, [0x15, 0x50, 0x29], "dark felt")
        XCTAssertEqual(light.rgb, [0x1E, 0x71, 0x39], "light felt")
    }

    func testTheBinaryRunsFromOutsideTheSourceTreeWithItsStylesheetAndIcon() throws {
        let elsewhere = try makeTemporaryFolder("deckhand-moved")
        let moved = elsewhere.appendingPathComponent("deckhand")
        try FileManager.default.copyItem(at: DeckhandProcess.binaryURL(), to: moved)
        let felt = try feltColour(environment: ["ADW_DEBUG_COLOR_SCHEME": "prefer-light"], binary: moved.path)
        XCTAssertEqual(felt.rgb, [0x1E, 0x71, 0x39], "the stylesheet is applied")
        XCTAssertTrue(felt.iconFound, "the icon theme finds the app's icon")
        XCTAssertFalse(felt.errors.contains("not found"), felt.errors)
    }

    /// Starts the card table and reads the felt's colour on screen, beside the stock.
    private func feltColour(
        environment: [String: String], binary: String? = nil
    ) throws -> (rgb: [Int], reported: Bool, iconFound: Bool, errors: String) {
        let app = try launch(["--seed=3"], environment: environment, binary: binary)
        defer { app.terminate() }
        let shown = try app.waitFor("the stock laid out") { file in
            (file.windows.first?.containers.flatMap(\.items).count ?? 0) == 52
        }
        let window = try XCTUnwrap(shown.windows.first)
        let stock = try XCTUnwrap(window.container("cards.stock")?.items.last)
        let origin = try Screen.origin(of: window.xid)
        let point = (x: origin.x + stock.x - 8, y: origin.y + stock.y + stock.height / 2)
        return (try Screen.pixel(at: point), shown.style.dark, shown.style.iconFound, app.errorOutput)
    }

    private func launch(_ arguments: [String], environment: [String: String] = [:], binary: String? = nil) throws -> DeckhandProcess {
        var environment = environment
        environment["DECKHAND_DATA_HOME"] = dataHome
        return try DeckhandProcess(arguments: arguments, environment: environment, binary: binary.map(URL.init(fileURLWithPath:)))
    }

    private func waitForExit(_ app: DeckhandProcess) throws {
        let deadline = Date().addingTimeInterval(10)
        while app.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(app.process.isRunning, "Ctrl+W closes the only window and the app quits")
        app.terminate()
    }
}
