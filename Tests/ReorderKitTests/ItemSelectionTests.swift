import ReorderKit
import SeededRandom
import Testing

@Suite("ItemSelection")
struct ItemSelectionTests {
    private let order = ["a", "b", "c", "d", "e", "f"]

    @Test func aClickSelectsOneItemAndCtrlClickAddsOrRemovesOne() {
        var selection = ItemSelection<String>()
        let changed = selection.click("b", in: order)
        #expect(changed)
        #expect(selection.selected == ["b"])
        selection.click("d", toggling: true, in: order)
        #expect(selection.selected == ["b", "d"])
        selection.click("b", toggling: true, in: order)
        #expect(selection.selected == ["d"])
        #expect(selection.anchor == "b", "Ctrl+click moves the anchor")
        selection.click("e", in: order)
        #expect(selection.selected == ["e"])
        let again = selection.click("e", in: order)
        #expect(!again, "clicking the one selected item changes nothing")
    }

    @Test func shiftClickSelectsTheRangeFromTheAnchorEitherWay() {
        var selection = ItemSelection<String>()
        selection.click("c", in: order)
        selection.click("e", extending: true, in: order)
        #expect(selection.selected == ["c", "d", "e"])
        selection.click("a", extending: true, in: order)
        #expect(selection.selected == ["a", "b", "c"], "the range replaces the last, from the same anchor")
        #expect(selection.anchor == "c")
        selection.click("f", toggling: true, in: order)
        selection.click("e", toggling: true, extending: true, in: order)
        #expect(selection.selected == ["a", "b", "c", "e", "f"], "Ctrl+Shift adds the range from the new anchor")
    }

    @Test func shiftClickWithoutAnAnchorSelectsOne() {
        var selection = ItemSelection<String>()
        selection.click("d", extending: true, in: order)
        #expect(selection.selected == ["d"])
        #expect(selection.anchor == "d")
    }

    @Test func selectAllClearAndForgettingRemovedItems() {
        var selection = ItemSelection<String>()
        let all = selection.selectAll(in: order)
        #expect(all)
        #expect(selection.selected == Set(order))
        selection.click("b", in: order)
        selection.click("d", toggling: true, in: order)
        selection.keep { $0 != "d" }
        #expect(selection.selected == ["b"])
        #expect(selection.anchor == nil, "the anchor went with its item")
        let cleared = selection.clear()
        let clearedAgain = selection.clear()
        #expect(cleared)
        #expect(!clearedAgain)
        #expect(selection.selected.isEmpty)
    }

    /// Any sequence of clicks leaves a selection drawn from the items, with the anchor among
    /// them, and a plain click always leaves exactly one.
    @Test(arguments: 0..<50) func randomClicksKeepTheSelectionWithinTheItems(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        var selection = ItemSelection<String>()
        for _ in 0..<40 {
            let id = order[Int(random.next() % UInt64(order.count))]
            let toggling = random.next() % 2 == 0
            let extending = random.next() % 3 == 0
            selection.click(id, toggling: toggling, extending: extending, in: order)
            #expect(selection.selected.isSubset(of: Set(order)))
            if let anchor = selection.anchor { #expect(order.contains(anchor)) }
            if !toggling && !extending { #expect(selection.selected == [id]) }
            if extending && !toggling, let anchor = selection.anchor,
               let from = order.firstIndex(of: anchor), let to = order.firstIndex(of: id) {
                #expect(selection.selected.count == abs(from - to) + 1, "a Shift range is contiguous")
            }
        }
    }
}
