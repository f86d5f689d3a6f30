import CDeckhandGtk
import Foundation
@testable import DeckhandCore
import DeckhandGtk
import GtkTestSupport
import Patience
import XCTest

/// The won game's cascade, and the click and keys that end it: on the window only from the
/// win until the cascade is over, since GTK hands every event in the window, each pointer motion too, to each
/// controller there.
final class WinCelebrationTests: XCTestCase {
    func testTheCascadeListensForAClickOrKeyOnlyFromTheWinUntilItIsOver() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            // A won game: every card home.
            let ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
            var piles = Dictionary(uniqueKeysWithValues: PileID.all.map { ($0, [PlacedCard]()) })
            for (index, suit) in ["C", "D", "H", "S"].enumerated() {
                piles[.foundation(index)] = ranks.compactMap { Card(id: $0 + suit) }.map { PlacedCard($0, faceUp: true) }
            }
            let game = KlondikeGame(seed: 5, drawMode: .one, piles: piles, score: 0, moves: 52)
            XCTAssertEqual(piles.values.map(\.count).reduce(0, +), 52)
            let (table, window) = presentedCardTable(game)
            defer { window.destroy() }
            try XCTSkipUnless(Settings.animationsEnabled, "the cascade is an animation")
            let before = Self.controllerCount(on: window)
            var changes = 0
            let celebration = WinCelebration(endedIn: window)
            celebration.changed = { changes += 1 }
            XCTAssertEqual(Self.controllerCount(on: window), before, "nothing listens before a win")

            celebration.begin(on: table)
            XCTAssertEqual(Self.controllerCount(on: window), before + 2, "from the win on, a click and the keys end it")
            XCTAssertTrue(Self.waitFor { table.isCelebrating }, "the cascade starts a moment after the win")
            XCTAssertEqual(changes, 1)

            XCTAssertTrue(celebration.end(), "a cascade was running")
            XCTAssertFalse(table.isCelebrating)
            XCTAssertEqual(changes, 2)
            XCTAssertEqual(Self.controllerCount(on: window), before + 2, "still there while the event that ended it is handled")
            drainMainLoop()
            XCTAssertEqual(Self.controllerCount(on: window), before, "gone once it is through")
            XCTAssertFalse(celebration.end(), "nothing left to end: the event goes on to the window")

            // A click or key before the cascade starts (an undo) drops it, and the listening.
            celebration.begin(on: table)
            XCTAssertFalse(celebration.end(), "not running yet: the event does what it does")
            drainMainLoop()
            XCTAssertEqual(Self.controllerCount(on: window), before)
            runMainLoop(for: 0.4)
            XCTAssertFalse(table.isCelebrating, "dropped")
            XCTAssertEqual(changes, 2)
        }
    }

    /// Runs the main loop until `condition` holds, for two seconds at most; returns whether it
    /// came to hold.
    @MainActor
    private static func waitFor(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        while !condition() && Date() < deadline { MainLoop.iterate(blocking: false) }
        return condition()
    }

    @MainActor
    private static func controllerCount(on widget: Widget) -> UInt32 {
        let model = gtk_widget_observe_controllers(widget.pointer.assumingMemoryBound(to: GtkWidget.self))
        defer { g_object_unref(UnsafeMutableRawPointer(model)) }
        return g_list_model_get_n_items(model)
    }
}
