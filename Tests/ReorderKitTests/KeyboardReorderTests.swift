import ReorderKit
import Testing

@Suite("KeyboardReorder")
struct KeyboardReorderTests {
    private let ids = (1...12).map { "p\($0)" }

    @Test func picksUpMovesAndDropsWithAnnouncements() {
        var keyboard = KeyboardReorder(order: ids, layout: .grid(columns: 4))
        #expect(keyboard.pickUp("p3", named: "Harbour") == "Picked up Harbour, position 3 of 12")
        #expect(keyboard.move(.next) == "Harbour moved to position 4 of 12")
        #expect(keyboard.move(.down) == "Harbour moved to position 8 of 12", "down moves by a row of four")
        #expect(keyboard.order[7] == "p3")
        let (difference, announcement) = keyboard.drop()
        #expect(announcement == "Harbour dropped at position 8 of 12")
        #expect(difference == ReorderDifference(sources: ["p3"], position: .before("p9")))
        var model = tiles(count: 0) + ids.map(Tile.init)
        model.apply(difference: difference ?? ReorderDifference(sources: [], position: .end))
        #expect(model.map(\.id) == keyboard.order, "the difference reproduces what the user saw")
    }

    @Test func cancelReturnsTheItem() {
        var keyboard = KeyboardReorder(order: ids)
        keyboard.pickUp("p3", named: "Harbour")
        keyboard.move(.next)
        keyboard.move(.next)
        #expect(keyboard.cancel() == "Cancelled, Harbour back at position 3 of 12")
        #expect(keyboard.order == ids)
        #expect(keyboard.pickedUp == nil)
    }

    @Test func stopsAtTheEndsAndDropsInPlaceWithoutADifference() {
        var keyboard = KeyboardReorder(order: ids, layout: .grid(columns: 4))
        keyboard.pickUp("p2", named: "Lighthouse")
        #expect(keyboard.move(.up) == "Lighthouse cannot move further, position 2 of 12", "there is no row above")
        #expect(keyboard.move(.first) == "Lighthouse moved to position 1 of 12")
        #expect(keyboard.move(.previous) == "Lighthouse cannot move further, position 1 of 12")
        #expect(keyboard.move(.last) == "Lighthouse moved to position 12 of 12")
        #expect(keyboard.drop().difference == ReorderDifference(sources: ["p2"], position: .end))

        keyboard.pickUp("p5", named: "Lantern")
        #expect(keyboard.drop() == (nil, "Lantern dropped at position 4 of 12"), "p2 went to the end: p5 is fourth")
    }
}
