import DeckhandModels
import SeededRandom
import Testing

@Suite("A playlist window's phases")
struct PlaylistWindowPhaseTests {
    @Test func closingWithoutChangesClosesAtOnce() {
        var phase = PlaylistWindowPhase.editing
        let response = phase.closeRequested(hasUnsavedChanges: false)
        #expect(response == .close)
        #expect(!phase.keepsKeptEdits(hasUnsavedChanges: false))
    }

    @Test func closingWithChangesAsksOnceAndCancelGoesBackToEditing() {
        var phase = PlaylistWindowPhase.editing
        let firstClose = phase.closeRequested(hasUnsavedChanges: true)
        #expect(firstClose == .ask)
        #expect(phase == .asking)
        #expect(!phase.acceptsEdits, "no drags into a window whose question is up")
        let secondClose = phase.closeRequested(hasUnsavedChanges: true)
        #expect(secondClose == .keepAsking, "a second Ctrl+W does not stack a second question")
        phase.answered(closing: false)
        #expect(phase == .editing)
        #expect(phase.keepsKeptEdits(hasUnsavedChanges: true), "cancelled: the edits stay kept")
    }

    @Test func discardingClosesForGoodAndForgetsTheKeptEdits() {
        var phase = PlaylistWindowPhase.editing
        _ = phase.closeRequested(hasUnsavedChanges: true)
        phase.answered(closing: true)
        let response = phase.closeRequested(hasUnsavedChanges: true)
        #expect(response == .close)
        #expect(!phase.keepsKeptEdits(hasUnsavedChanges: true))
    }

    @Test func aCloseDuringASaveWaitsForItThenClosesOrAsksAgain() {
        var phase = PlaylistWindowPhase.editing
        let started = phase.beginSaving()
        #expect(started)
        #expect(phase.acceptsEdits, "edits made during a save stay unsaved, but are allowed")
        #expect(!phase.canSave)
        let startedAgain = phase.beginSaving()
        #expect(!startedAgain, "one save at a time")
        let closeDuringSave = phase.closeRequested(hasUnsavedChanges: true)
        #expect(closeDuringSave == .waitForSave)
        let closesNow = phase.saveFinished()
        #expect(closesNow, "asked to close meanwhile: close (or ask) now")
        #expect(phase == .editing)
        // The save failed, so the changes are still unsaved: the close asks now.
        let closeAfterFailedSave = phase.closeRequested(hasUnsavedChanges: true)
        #expect(closeAfterFailedSave == .ask)
    }

    @Test func aSaveNobodyClosedDuringLeavesTheWindowOpen() {
        var phase = PlaylistWindowPhase.editing
        let started = phase.beginSaving()
        #expect(started)
        let closesNow = phase.saveFinished()
        #expect(!closesNow)
        #expect(phase == .editing)
        let finishedAgain = phase.saveFinished()
        #expect(!finishedAgain, "no save in flight: nothing to finish")
    }

    @Test func keptEditsBeingReadBackStayKeptWhateverHappens() {
        var phase = PlaylistWindowPhase.loading(restoring: true)
        #expect(phase.isLoading && !phase.acceptsEdits && !phase.canSave)
        #expect(phase.keepsKeptEdits(hasUnsavedChanges: false))
        phase.loaded()
        #expect(phase == .editing)
        #expect(!phase.keepsKeptEdits(hasUnsavedChanges: false))
        var file = PlaylistWindowPhase.loading(restoring: false)
        #expect(!file.keepsKeptEdits(hasUnsavedChanges: false))
        file.loaded()
        #expect(file == .editing)
    }

    /// Whatever the user does in whatever order, the window only closes with unsaved changes
    /// after the user answered Discard, and never while the question is up or a save is in
    /// flight; and the kept edits are given up only when there is nothing unsaved or the user
    /// discarded them.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func noSequenceOfEventsLosesUnsavedChanges(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var phase = PlaylistWindowPhase.loading(restoring: seed.isMultiple(of: 2))
        var unsaved = seed.isMultiple(of: 2)
        var discarded = false
        for _ in 0..<2_000 {
            let before = phase
            switch Int.random(in: 0..<7, using: &random) {
            case 0:
                phase.loaded()
            case 1:
                if phase.acceptsEdits { unsaved = true }
            case 2:
                _ = phase.beginSaving()
            case 3:
                // The save succeeds unless edited meanwhile; a random one fails.
                if phase.isSaving, Bool.random(using: &random) { unsaved = false }
                _ = phase.saveFinished()
            case 4:
                let answer = phase.closeRequested(hasUnsavedChanges: unsaved)
                if answer == .close {
                    #expect(!unsaved || discarded, "closed with unsaved changes nobody discarded, from \(before)")
                    #expect(!phase.keepsKeptEdits(hasUnsavedChanges: unsaved) || phase == .loading(restoring: true))
                    return
                }
                if before == .asking { #expect(answer == .keepAsking) }
                if before.isSaving { #expect(answer == .waitForSave) }
            case 5:
                let discarding = Bool.random(using: &random)
                if phase == .asking, discarding { discarded = true }
                phase.answered(closing: discarding)
            default:
                if phase.keepsKeptEdits(hasUnsavedChanges: unsaved) == false {
                    #expect(!unsaved || phase == .closing, "kept edits given up while unsaved in \(phase)")
                }
            }
        }
    }
}
