import DeckhandGtk
import Foundation
import GtkTestSupport
import XCTest

/// A widget moved by keyframe animations carries the `moving` class until the last animation
/// moving it ends, whichever set of animations plays it.
final class KeyframeAnimationsTests: XCTestCase {
    func testTheMovingClassStaysUntilTheLastAnimationMovingAWidgetEnds() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let card = Label("card")
            let other = Label("other")
            let landing = KeyframeAnimations()
            let cascade = KeyframeAnimations()
            let slide = "from { transform: translate(40px, 0); } to { transform: none; }"
            let moving = KeyframeAnimations.movingClass

            landing.play(named: "test-landing", [(card, slide, "200ms ease-out"), (other, slide, "200ms")], lasting: 60_000)
            XCTAssertTrue(card.hasCSSClass(moving))
            XCTAssertTrue(other.hasCSSClass(moving))
            cascade.play(named: "test-cascade", [(card, slide, "300ms linear")], lasting: 60_000)

            landing.stop()
            XCTAssertTrue(card.hasCSSClass(moving), "the cascade still moves it")
            XCTAssertFalse(other.hasCSSClass(moving), "nothing moves it any more")
            cascade.stop()
            XCTAssertFalse(card.hasCSSClass(moving))

            // A new play ends the one before, and a widget in both keeps moving.
            landing.play(named: "test-landing", [(card, slide, "200ms")], lasting: 60_000)
            landing.play(named: "test-landing", [(card, slide, "200ms")], lasting: 60_000)
            XCTAssertTrue(card.hasCSSClass(moving))
            landing.stop()
            XCTAssertFalse(card.hasCSSClass(moving), "counted once per play, not once per call")
        }
    }

    func testFinishedIsToldWhenTheAnimationsEndOnTheirOwnOnly() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let card = Label("card")
            let motion = KeyframeAnimations()
            let slide = "from { transform: translate(40px, 0); } to { transform: none; }"
            var finished = 0
            motion.play(named: "test-stopped", [(card, slide, "20ms")], lasting: 30) { finished += 1 }
            motion.stop()
            motion.play(named: "test-replaced", [(card, slide, "20ms")], lasting: 30) { finished += 10 }
            motion.play(named: "test-finished", [(card, slide, "20ms")], lasting: 30) { finished += 100 }
            let deadline = Date().addingTimeInterval(2)
            while motion.isRunning && Date() < deadline { MainLoop.iterate(blocking: false) }
            runMainLoop(for: 0.1)
            XCTAssertFalse(motion.isRunning)
            XCTAssertEqual(finished, 100, "told once, for the play that ran its course")
        }
    }
}
