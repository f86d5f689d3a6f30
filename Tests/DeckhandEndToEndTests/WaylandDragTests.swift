import Foundation
import XCTest

/// A drag on Wayland, as GNOME runs apps: the dragged picture hangs from the pointer where
/// the card was grabbed, as on X11, with GTK's default renderer (GL) for the window.
final class WaylandDragTests: XCTestCase {
    override func setUpWithError() throws {
        try requireDesktop()
    }

    override func tearDown() {
        try? Pointer(window: nil).release()
        super.tearDown()
    }

    func testTheDraggedPictureKeepsTheGrabPoint() throws {
        // A drag driven through weston's X11 window sometimes never starts: weston takes the
        // press and then draws its pointer where the press was, whatever the motions that
        // follow (seen in about 1 try in 3, idle or loaded; in CI it failed 2 runs of 2). So
        // each try starts weston and the app afresh, five tries at most; the picture is
        // checked on the first drag that starts.
        for _ in 1...5 where try dragOnce() { return }
        XCTFail("no drag reached the gallery in five fresh weston sessions")
    }

    /// Starts weston and the gallery, drags a card grabbed far from its corner and, once the
    /// drag has started, checks the picture's corner; returns whether the drag started.
    private func dragOnce() throws -> Bool {
        // Kiosk: the window fills the compositor's output, which lies at the X screen's
        // top-left corner, so a point in the window is the same point on the screen.
        let weston = try Weston(width: 1100, height: 760, kiosk: true)
        defer { withExtendedLifetime(weston) {} }
        let app = try DeckhandProcess(arguments: ["--window=gallery"], environment: weston.environment)
        defer { app.terminate() }
        let shown = try app.waitFor("the gallery's cards on screen", timeout: 20) { file in
            guard let grid = file.windows.first?.container("gallery.grid") else { return false }
            return grid.items.count >= 12 && grid.items.allSatisfy { $0.width > 0 }
        }
        let card = try XCTUnwrap(shown.windows.first?.container("gallery.grid")?.items.first)
        Thread.sleep(forTimeInterval: 0.5)
        // Grabbed far from its top-left corner, and carried down and right.
        let grab = card.point(across: 0.7, down: 0.8)
        let offset = (x: grab.x - card.x, y: grab.y - card.y)
        let carried = (x: grab.x + 140, y: grab.y + 110)
        // Just inside where the picture's top-left corner should then be.
        let corner = (x: carried.x - offset.x + 12, y: carried.y - offset.y + 12)
        let cardColour = try Screen.pixel(at: (card.x + 12, card.y + 12))
        let background = try Screen.pixel(at: corner)
        XCTAssertGreaterThan(distance(cardColour, background), 60, "the card differs from what lies there before the drag")

        let pointer = Pointer(window: nil)
        try pointer.beginDrag(from: grab, to: carried)
        guard try pointer.holds(until: { app.snapshot()?.windows.first?.container("gallery.grid")?.drop != nil }, timeout: 10) else {
            print("a drag that never started: \(saveScreenshot(named: "WaylandDragNeverStarted"))")
            try pointer.release()
            return false
        }
        Thread.sleep(forTimeInterval: 0.3)
        let pictured = try Screen.pixel(at: corner)
        XCTAssertLessThan(
            distance(pictured, cardColour), 60,
            "the picture's corner is where the card was grabbed from: \(pictured) there, the card \(cardColour), before \(background)"
        )
        try pointer.release()
        XCTAssertTrue(app.process.isRunning, app.errorOutput)
        return true
    }

    /// How far apart two colours are, the largest difference of a channel.
    private func distance(_ first: [Int], _ second: [Int]) -> Int {
        zip(first, second).map { abs($0 - $1) }.max() ?? 0
    }
}
