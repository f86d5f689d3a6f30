import ReorderKit
import Testing

@Suite("apply(difference:) on a single collection")
struct ApplyDifferenceTests {
    private func applying(_ difference: SingleDifference, to ids: [Tile]) -> String {
        var collection = ids
        collection.apply(difference: difference)
        return collection.map(\.id).joined()
    }

    @Test func movesAnItemForward() {
        let difference = SingleDifference(sources: ["a"], position: .before("d"))
        #expect(applying(difference, to: tiles("a", "b", "c", "d", "e")) == "bcade")
    }

    @Test func movesAnItemBackward() {
        let difference = SingleDifference(sources: ["d"], position: .before("b"))
        #expect(applying(difference, to: tiles("a", "b", "c", "d", "e")) == "adbce")
    }

    @Test func movesAnItemToTheEnd() {
        let difference = SingleDifference(sources: ["b"], position: .end)
        #expect(applying(difference, to: tiles("a", "b", "c")) == "acb")
    }

    @Test func movesToTheFront() {
        let difference = SingleDifference(sources: ["c"], position: .before("a"))
        #expect(applying(difference, to: tiles("a", "b", "c")) == "cab")
    }

    @Test func movesSeveralSourcesKeepingTheirOrderInTheCollection() {
        let difference = SingleDifference(sources: ["e", "b"], position: .before("d"))
        #expect(applying(difference, to: tiles("a", "b", "c", "d", "e", "f")) == "acbedf")
    }

    @Test func ignoresUnknownSources() {
        let difference = SingleDifference(sources: ["x", "a", "y"], position: .end)
        #expect(applying(difference, to: tiles("a", "b", "c")) == "bca")
    }

    @Test func onlyUnknownSourcesChangeNothing() {
        let difference = SingleDifference(sources: ["x"], position: .before("a"))
        #expect(applying(difference, to: tiles("a", "b", "c")) == "abc")
    }

    @Test func leavesAnEmptyCollectionEmpty() {
        let difference = SingleDifference(sources: ["a"], position: .end)
        #expect(applying(difference, to: []) == "")
    }

    @Test func aDestinationThatIsASourceResolvesToTheNextUnmovedItem() {
        let difference = SingleDifference(sources: ["a", "c"], position: .before("c"))
        #expect(applying(difference, to: tiles("a", "b", "c", "d")) == "bacd")
    }

    @Test func aDestinationThatIsTheLastSourceResolvesToTheEnd() {
        let difference = SingleDifference(sources: ["b", "d"], position: .before("d"))
        #expect(applying(difference, to: tiles("a", "b", "c", "d")) == "acbd")
    }

    @Test func anUnknownDestinationChangesNothing() {
        let difference = SingleDifference(sources: ["a"], position: .before("zz"))
        #expect(applying(difference, to: tiles("a", "b", "c")) == "abc")
    }

    @Test func droppingAnItemBeforeItsNeighbourIsNoChange() {
        let collection = tiles("a", "b", "c")
        #expect(!collection.isChanged(by: SingleDifference(sources: ["a"], position: .before("b"))))
        #expect(!collection.isChanged(by: SingleDifference(sources: ["c"], position: .end)))
        #expect(collection.isChanged(by: SingleDifference(sources: ["a"], position: .before("c"))))
    }

    @Test func worksOnOtherRangeReplaceableCollections() {
        var collection = ContiguousArray(tiles("a", "b", "c"))
        collection.apply(difference: SingleDifference(sources: ["a"], position: .end))
        #expect(collection.map(\.id) == ["b", "c", "a"])
    }
}
