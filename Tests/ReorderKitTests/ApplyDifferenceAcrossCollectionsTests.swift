import ReorderKit
import Testing
import SeededRandom

@Suite("apply(difference:) across collections")
struct ApplyDifferenceAcrossCollectionsTests {
    private typealias Difference = ReorderDifference<String, String>

    private func apply(_ difference: Difference, to lists: [String: [Tile]]) -> [String: String] {
        var lists = lists
        lists.apply(difference: difference)
        return lists.mapValues { $0.map(\.id).joined() }
    }

    private let cats = ["tom": tiles("a", "b", "c"), "luna": tiles("d", "e"), "max": [Tile]()]

    @Test func movesAnItemIntoAnotherCollectionBeforeAnItem() {
        let difference = Difference(sources: ["b"], destination: .init(position: .before("e"), collectionID: "luna"))
        #expect(apply(difference, to: cats) == ["tom": "ac", "luna": "dbe", "max": ""])
    }

    @Test func movesIntoAnEmptyCollection() {
        let difference = Difference(sources: ["a"], destination: .init(position: .end, collectionID: "max"))
        #expect(apply(difference, to: cats) == ["tom": "bc", "luna": "de", "max": "a"])
    }

    @Test func gathersItemsFromSeveralCollectionsInSourceOrder() {
        let difference = Difference(sources: ["e", "a", "c"], destination: .init(position: .end, collectionID: "max"))
        #expect(apply(difference, to: cats) == ["tom": "b", "luna": "d", "max": "eac"])
    }

    @Test func reordersWithinOneCollection() {
        let difference = Difference(sources: ["c"], destination: .init(position: .before("a"), collectionID: "tom"))
        #expect(apply(difference, to: cats) == ["tom": "cab", "luna": "de", "max": ""])
    }

    @Test func aMovedDestinationResolvesToTheNextUnmovedItemOfItsCollection() {
        let difference = Difference(sources: ["d", "a"], destination: .init(position: .before("d"), collectionID: "luna"))
        #expect(apply(difference, to: cats) == ["tom": "bc", "luna": "dae", "max": ""])
    }

    @Test func anUnknownCollectionOrAnchorChangesNothing() {
        let unchanged = ["tom": "abc", "luna": "de", "max": ""]
        #expect(apply(Difference(sources: ["a"], destination: .init(position: .end, collectionID: "zed")), to: cats) == unchanged)
        #expect(apply(Difference(sources: ["a"], destination: .init(position: .before("x"), collectionID: "luna")), to: cats) == unchanged)
        #expect(apply(Difference(sources: ["x"], destination: .init(position: .end, collectionID: "luna")), to: cats) == unchanged)
    }

    @Test(arguments: [UInt64(11), 12, 13])
    func randomMovesLoseAndDuplicateNothing(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let lists = randomCollections(maxCount: 12, using: &generator)
            let difference = randomDifference(across: lists, using: &generator)
            let all = lists.values.flatMap { $0 }
            let sources = difference.sources
            let key = difference.destination.collectionID

            var applied = lists
            applied.apply(difference: difference)

            let ids = applied.values.flatMap { $0 }.map(\.id)
            #expect(ids.sorted() == all.map(\.id).sorted(), "nothing lost or duplicated")
            let moved = Set(sources)
            for (key, list) in lists {
                #expect(applied[key]?.filter { !moved.contains($0.id) } == list.filter { !moved.contains($0.id) })
            }
            let arrived = (applied[key] ?? []).filter { moved.contains($0.id) }.map(\.id)
            #expect(arrived == sources, "moved items arrive together, in source order")
        }
    }
}
