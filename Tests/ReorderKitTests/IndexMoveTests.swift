import Foundation
import ReorderKit
import Testing
import SeededRandom

@Suite("Index-based moves: offsets(in:) and move(fromOffsets:toOffset:)")
struct IndexMoveTests {
    @Test func offsetsAreCountedBeforeTheMove() throws {
        let fruits = tiles(count: 4)
        let down = try #require(SingleDifference(sources: ["0"], position: .before("2")).offsets(in: fruits))
        #expect(down.source == [0] && down.destination == 2)
        let toEnd = try #require(SingleDifference(sources: ["3", "1"], position: .end).offsets(in: fruits))
        #expect(toEnd.source == [1, 3] && toEnd.destination == 4)
        #expect(SingleDifference(sources: ["gone"], position: .end).offsets(in: fruits) == nil)
        #expect(SingleDifference(sources: ["1"], position: .before("gone")).offsets(in: fruits) == nil)
    }

    @Test func moveIsArrayMove() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        #expect(letters == ["b", "d", "a", "c"])
        letters.move(fromOffsets: [3], toOffset: 0)
        #expect(letters == ["c", "b", "d", "a"])
        letters.move(fromOffsets: [1], toOffset: 2)
        #expect(letters == ["c", "b", "d", "a"], "before the next item: where it is")
    }

    /// For thousands of random differences, moving by the offsets a difference gives does
    /// what applying the difference does.
    @Test(arguments: [UInt64(61), 62, 63])
    func movingByOffsetsAgreesWithApplyingTheDifference(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<1_000 {
            let collection = tiles(count: Int.random(in: 1..<30, using: &generator))
            let sources = collection.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }.map(\.id)
            let position: SingleDifference.Position = Int.random(in: 0..<5, using: &generator) == 0
                ? .end : .before(collection.randomElement(using: &generator)?.id ?? "")
            let difference = SingleDifference(sources: sources.shuffled(using: &generator), position: position)
            var applied = collection
            applied.apply(difference: difference)
            var moved = collection
            if let offsets = difference.offsets(in: collection) {
                moved.move(fromOffsets: offsets.source, toOffset: offsets.destination)
            }
            #expect(moved == applied, "seed \(seed): \(collection) \(difference)")
        }
    }
}
