import DeckhandGtk
import GtkTestSupport
import XCTest

/// The libadwaita wrappers as the app uses them, on a real display.
final class AdwaitaWidgetsTests: XCTestCase {
    func testAnimationsTurnedOffByTheAppFollowTheSystemAgainWhenAllowed() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let system = Settings.animationsEnabled
            Settings.allowAnimations(false)
            XCTAssertFalse(Settings.animationsEnabled)
            Settings.allowAnimations(true)
            XCTAssertEqual(Settings.animationsEnabled, system, "allowed again, the system's value is back")
        }
    }

    func testAToastReplacesTheOneUpAndCanBeDismissed() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let window = ApplicationWindow()
            let toasts = ToastOverlay()
            toasts.setChild(Label("table"))
            window.setChild(toasts)
            window.present()
            toasts.show("Saved mix.m3u")
            toasts.show("Removed 2 tracks", button: ("_Undo", "win.undo"))
            XCTAssertEqual(toasts.lastShown, "Removed 2 tracks")
            toasts.dismiss()
            window.destroy()
        }
    }

    /// Two hundred lines of text scroll inside the message: the window, and its Close
    /// button, fit on an 800x600 screen.
    func testALongMessageScrollsAndItsWindowFitsOnTheScreen() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let parent = ApplicationWindow()
            parent.present()
            let text = (1...200).map { "Line \($0): a <track> has no <location>: it is left out" }.joined(separator: "\n")
            let dialog = Dialogs.showMessage(over: parent, title: "Skipped in long.xspf", text: text)
            let height = dialog.measure(.vertical, forSize: 500).natural
            XCTAssertLessThan(height, 560, "the dialog asks for \(height) px")
            XCTAssertGreaterThan(height, 300, "the text still shows a good part of itself")
            dialog.destroy()
            parent.destroy()
        }
    }

    func testAStatusPageEscapesItsDescription() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let page = StatusPage()
            page.title = "No Matching Tracks"
            page.details = "No track matches “<b>&”."
            XCTAssertEqual(page.details, "No track matches “&lt;b&gt;&amp;”.", "shown as typed, not as markup")
            page.iconName = nil
            XCTAssertNil(page.iconName)
        }
    }
}
