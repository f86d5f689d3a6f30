import Foundation
import ReorderKit
import Testing

/// Cases a review of the engine found, kept so they stay fixed.
@Suite("Engine edge cases")
struct ReviewRegressionTests {
    private struct Wide: Identifiable, Equatable {
        let id: Int128
    }

    private struct Numbered: Identifiable, Equatable {
        let id: Int
    }

    @Test func idsWiderThanAWordAreNotConfused() {
        var items = [Wide(id: 0), Wide(id: 1 << 64), Wide(id: 5)]
        items.apply(difference: ReorderDifference(sources: [0], position: .end))
        #expect(items.map(\.id) == [1 << 64, 5, 0])
    }

    @Test func sparseSourcesOnASmallCollectionStillMoveTheRightItems() {
        var items = [Numbered(id: 0), Numbered(id: 7), Numbered(id: 16_000_000)]
        items.apply(difference: ReorderDifference(sources: [0, 16_000_000], position: .end))
        #expect(items.map(\.id) == [7, 0, 16_000_000])
    }

    @Test func aFreeLayoutCanLeaveTheItemWhereItWas() {
        let ring = [
            CGRect(x: 270, y: 170, width: 60, height: 60), CGRect(x: 170, y: 270, width: 60, height: 60),
            CGRect(x: 70, y: 170, width: 60, height: 60), CGRect(x: 170, y: 70, width: 60, height: 60),
        ]
        var resolver = DropResolver(
            frames: ring, dragged: [1], grabbed: 1, grabOffset: CGPoint(x: 30, y: 30), layout: .free
        )
        let proposal = resolver.resolve(pointer: CGPoint(x: 200, y: 300))
        #expect(proposal.index == 1, "back in its own slot, between items 0 and 2")
        #expect(proposal.indicator == ring[1])
    }

    @Test func aSessionDragsItemsInDisplayOrderSoNoFalseOrderChange() {
        let list = ReorderableSingleCollectionIdentifier()
        var session = ReorderSession<String, ReorderableSingleCollectionIdentifier>(
            dragContainer: DragContainer { _, _, _ in ["b", "a", "b"] }
        )
        _ = session.press("a", in: list, collections: [list: ["a", "b", "c"]], at: .zero, time: 0)
        #expect(session.move(to: CGPoint(x: 20, y: 0), time: 0.1) == [.began(items: ["a", "b"])])
        _ = session.propose(.init(position: .before("c"), collectionID: list))
        let events = session.release()
        #expect(events == [.ended(ReorderDifference(sources: ["a", "b"], position: .before("c")))])
    }

    @Test func sharedIDsAcrossCollectionsAreNotLost() {
        var lists = ["A": [Tile(id: "1"), Tile(id: "2")], "B": [Tile(id: "1")]]
        lists.apply(difference: ReorderDifference(sources: ["1"], destination: .init(position: .end, collectionID: "B")))
        #expect(lists["A"]?.map(\.id) == ["2"])
        #expect(lists["B"]?.map(\.id) == ["1", "1"])
    }

    @Test func upAndDownNeverSlideSideways() {
        var keyboard = KeyboardReorder(order: (1...8).map { "p\($0)" }, layout: .grid(columns: 4))
        keyboard.pickUp("p3", named: "Anchor")
        #expect(keyboard.move(.up) == "Anchor cannot move further, position 3 of 8")
        #expect(keyboard.move(.down) == "Anchor moved to position 7 of 8")
        #expect(keyboard.move(.down) == "Anchor cannot move further, position 7 of 8")
        #expect(keyboard.order[6] == "p3")
    }
}
