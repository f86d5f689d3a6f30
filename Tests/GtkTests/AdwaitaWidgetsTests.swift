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
