import ReorderKit
import Testing
import SeededRandom

@Suite("differences(toOrder:): any rearrangement as reorders")
struct DifferencesToOrderTests {
    @Test(arguments: [UInt64(11), 12, 13, 14])
    func randomOrdersAreReachedInFewMovesThatEachChangeSomething(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let collection = tiles(count: Int.random(in: 0..<70, using: &generator))
            let order = collection.map(\.id).shuffled(using: &generator)
            let differences = try #require(collection.differences(toOrder: order))
            var applied = collection
            for difference in differences {
                #expect(applied.isChanged(by: difference), "\(difference) leaves \(applied) as it was")
                applied.apply(difference: difference)
            }
            #expect(applied.map(\.id) == order)
            // One per bit of the largest place.
            let bits = collection.count < 2 ? 0 : Int.bitWidth - (collection.count - 1).leadingZeroBitCount
            #expect(differences.count <= bits)
        }
    }

    @Test func anOrderAlreadyThereTakesNoMove() throws {
        let collection = tiles(count: 20)
        #expect(try #require(collection.differences(toOrder: collection.map(\.id))).isEmpty)
    }

    @Test func aReversalOfAThousandTakesTenMoves() throws {
        let collection = tiles(count: 1_000)
        let differences = try #require(collection.differences(toOrder: collection.map(\.id).reversed()))
        #expect(differences.count <= 10)
        var applied = collection
        differences.forEach { applied.apply(difference: $0) }
        #expect(applied.map(\.id) == collection.map(\.id).reversed())
    }

    @Test func anOrderThatIsNotARearrangementIsRefused() {
        let collection = tiles("a", "b", "c")
        #expect(collection.differences(toOrder: ["a", "b"]) == nil)
        #expect(collection.differences(toOrder: ["a", "b", "b"]) == nil)
        #expect(collection.differences(toOrder: ["a", "b", "z"]) == nil)
        #expect(tiles("a", "a", "b").differences(toOrder: ["a", "b", "c"]) == nil, "an ID twice in the collection")
    }

    /// Undone in reverse, each move's inverse (taken before it) brings the first order back.
    @Test(arguments: [UInt64(21), 22])
    func theInversesTakenAlongTheWayUndoTheWhole(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let collection = tiles(count: Int.random(in: 1..<50, using: &generator))
            let order = collection.map(\.id).shuffled(using: &generator)
            var applied = collection
            var inverses: [SingleDifference] = []
            for difference in try #require(collection.differences(toOrder: order)) {
                inverses = applied.inverse(of: difference) + inverses
                applied.apply(difference: difference)
            }
            inverses.forEach { applied.apply(difference: $0) }
            #expect(applied == collection)
        }
    }
}
