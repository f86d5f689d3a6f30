import Foundation
import XCTest

/// Drags inside Deckhand's own windows that wait for the app rather than for a fixed time:
/// held until the app shows what a drop there would do, and over only once every item is
/// at rest.
extension DeckhandProcess {
    /// Presses at `from` in `window` (holding still for `hold` seconds), moves to `to`, and
    /// holds there until `shown` says the app has the drag (by default: a container shows where
    /// a drop would land, or that it refuses it); then lets go and waits until the items are at
    /// rest. Returns the automation file then.
    @discardableResult
    func drag(
        from: (x: Int, y: Int), to: (x: Int, y: Int), in window: AutomationFile.Window, hold: Double = 0.1,
        until shown: (AutomationFile.Window) -> Bool = { $0.containers.contains { $0.drop != nil } },
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> AutomationFile {
        let pointer = Pointer(window: window.xid)
        // Eight paced steps: past GTK's threshold, then enough motion for the drop target;
        // the hold below waits for the app rather than for more steps.
        try pointer.beginDrag(from: from, to: to, hold: hold, steps: 8, pause: 0)
        try pointer.hold(until: "the app to show it", file: file, line: line) {
            snapshot()?.windows.first { $0.xid == window.xid }.map(shown) ?? false
        }
        try pointer.release()
        return try waitUntilAtRest(window, file: file, line: line)
    }

    /// Waits until no drag is over `window`'s containers and none of their items is carried or
    /// sliding into place: until a press lands on the item its frame shows.
    @discardableResult
    func waitUntilAtRest(_ window: AutomationFile.Window, file: StaticString = #filePath, line: UInt = #line) throws -> AutomationFile {
        try waitFor("the items in \(window.title) to come to rest", file: file, line: line) { automation in
            automation.windows.first { $0.xid == window.xid }?.containers.allSatisfy { $0.drop == nil && $0.moving != true } ?? false
        }
    }
}

extension AutomationFile.Window {
    /// Whether a drag of the app's own is in progress: some container's items are carried.
    var isDragging: Bool { containers.contains { $0.moving == true } }
}
