import Foundation
import ReorderKit
import Testing

@Suite("ReorderSession")
struct ReorderSessionTests {
    typealias Session = ReorderSession<String, ReorderableSingleCollectionIdentifier>
    private let list = ReorderableSingleCollectionIdentifier()
    private let ids = ["a", "b", "c", "d"]

    private func destination(_ position: ReorderDifference<String, ReorderableSingleCollectionIdentifier>.Position)
        -> ReorderDifference<String, ReorderableSingleCollectionIdentifier>.Destination {
        .init(position: position, collectionID: list)
    }

    @Test func aDistancePickUpBeginsPastTheThreshold() {
        var session = Session(pickUp: .distance(8))
        #expect(session.press("b", in: list, collections: [list: ids], at: .zero, time: 0).isEmpty)
        #expect(session.move(to: CGPoint(x: 5, y: 0), time: 0.1).isEmpty)
        #expect(session.phase == .pressed)
        #expect(session.move(to: CGPoint(x: 6, y: 6), time: 0.2) == [.began(items: ["b"])])
        #expect(session.phase == .dragging)
    }

    @Test func aLongPressBeginsWhenHeldAndGivesUpWhenMoved() {
        var session = Session(pickUp: .longPress(duration: 0.2, tolerance: 8))
        _ = session.press("a", in: list, collections: [list: ids], at: .zero, time: 0)
        #expect(session.tick(time: 0.1).isEmpty)
        #expect(session.tick(time: 0.2) == [.began(items: ["a"])])

        var restless = Session(pickUp: .longPress(duration: 0.2, tolerance: 8))
        _ = restless.press("a", in: list, collections: [list: ids], at: .zero, time: 1)
        #expect(restless.move(to: CGPoint(x: 30, y: 0), time: 1.05).isEmpty)
        #expect(restless.phase == .idle, "moving away before the press is long enough is not a pick-up")
        #expect(restless.tick(time: 1.5).isEmpty)
    }

    @Test func aRecognisedDragBeginsAtOnceAndOnlyFromAPress() {
        var session = Session(pickUp: .distance(8))
        #expect(session.recognize().isEmpty, "nothing pressed, nothing to pick up")
        _ = session.press("c", in: list, collections: [list: ids], at: .zero, time: 0)
        #expect(session.recognize() == [.began(items: ["c"])])
        #expect(session.phase == .dragging)
        #expect(session.recognize().isEmpty, "a drag begins once")
        #expect(session.cancel() == [.cancelled])
    }

    @Test func orderChangedFiresOnlyWhenTheOrderChanged() {
        var session = Session()
        _ = session.press("a", in: list, collections: [list: ids], at: .zero, time: 0)
        _ = session.move(to: CGPoint(x: 20, y: 0), time: 0.1)
        #expect(session.propose(destination(.before("b"))) == [.destinationChanged(destination(.before("b")))])
        #expect(session.propose(destination(.before("b"))).isEmpty, "the same destination again is no change")
        let unchanged = ReorderDifference(sources: ["a"], position: .before("b"))
        #expect(session.release() == [.ended(unchanged)])

        _ = session.press("a", in: list, collections: [list: ids], at: .zero, time: 1)
        _ = session.move(to: CGPoint(x: 20, y: 0), time: 1.1)
        _ = session.propose(destination(.end))
        let moved = ReorderDifference(sources: ["a"], position: .end)
        #expect(session.release() == [.ended(moved), .orderChanged(moved)])
        #expect(session.phase == .idle)
    }

    @Test func validationRefusesItemsAndDestinations() {
        var session = Session(
            canPickUp: { $0 != "c" },
            canDrop: { _, destination in destination.position != .before("a") }
        )
        #expect(session.press("c", in: list, collections: [list: ids], at: .zero, time: 0).isEmpty)
        #expect(session.phase == .idle, "c cannot be picked up")

        _ = session.press("d", in: list, collections: [list: ids], at: .zero, time: 0)
        _ = session.move(to: CGPoint(x: 20, y: 0), time: 0.1)
        #expect(session.propose(destination(.before("b"))) == [.destinationChanged(destination(.before("b")))])
        #expect(session.propose(destination(.before("a"))) == [.destinationChanged(nil)], "a refused slot takes nothing")
        #expect(session.release() == [.cancelled], "releasing over a refused slot cancels")
    }

    @Test func aDragContainerCarriesARun() {
        var session = Session(dragContainer: .itemAndFollowing)
        _ = session.press("b", in: list, collections: [list: ids], at: .zero, time: 0)
        #expect(session.move(to: CGPoint(x: 0, y: 20), time: 0.1) == [.began(items: ["b", "c", "d"])])
    }

    @Test func cancellingOrDisablingEndsTheDrag() {
        var session = Session()
        _ = session.press("a", in: list, collections: [list: ids], at: .zero, time: 0)
        _ = session.move(to: CGPoint(x: 20, y: 0), time: 0.1)
        #expect(session.cancel() == [.cancelled])
        #expect(session.phase == .idle)

        _ = session.press("a", in: list, collections: [list: ids], at: .zero, time: 1)
        _ = session.move(to: CGPoint(x: 20, y: 0), time: 1.1)
        #expect(session.setEnabled(false) == [.cancelled])
        #expect(session.press("a", in: list, collections: [list: ids], at: .zero, time: 2).isEmpty)
        #expect(session.phase == .idle, "a disabled session picks nothing up")
    }

    @Test func callbacksReceiveTheirEvents() {
        var log: [String] = []
        var callbacks = ReorderCallbacks<String, ReorderableSingleCollectionIdentifier>()
        callbacks.began = { log.append("began \($0)") }
        callbacks.orderChanged = { log.append("changed \($0.sources)") }
        callbacks.cancelled = { log.append("cancelled") }
        let moved = ReorderDifference<String, ReorderableSingleCollectionIdentifier>(sources: ["a"], position: .end)
        callbacks.deliver([.began(items: ["a"]), .ended(moved), .orderChanged(moved), .cancelled])
        #expect(log == ["began [\"a\"]", "changed [\"a\"]", "cancelled"])
    }
}
