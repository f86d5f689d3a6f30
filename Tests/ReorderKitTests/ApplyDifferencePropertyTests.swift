import ReorderKit
import Testing
import SeededRandom

@Suite("apply(difference:) properties over random collections")
struct ApplyDifferencePropertyTests {
    /// The obvious quadratic definition the linear implementation must agree with.
    private func reference(_ collection: [Tile], _ difference: SingleDifference) -> [Tile] {
        let ids = collection.map(\.id)
        let moving = collection.filter { difference.sources.contains($0.id) }
        guard !moving.isEmpty else { return collection }
        var anchor: String?
        if case .before(let id) = difference.destination.position {
            guard let start = ids.firstIndex(of: id) else { return collection }
            anchor = ids[start...].first { !difference.sources.contains($0) }
        }
        var result = collection.filter { !difference.sources.contains($0.id) }
        let index = anchor.flatMap { id in result.firstIndex { $0.id == id } } ?? result.count
        result.insert(contentsOf: moving, at: index)
        return result
    }

    private func randomDifference(
        for collection: [Tile], using generator: inout SeededGenerator
    ) -> SingleDifference {
        var sources = collection.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }.map(\.id)
        if Bool.random(using: &generator) { sources.append("unknown") }
        sources.shuffle(using: &generator)
        let position: SingleDifference.Position
        if collection.isEmpty || Int.random(in: 0..<6, using: &generator) == 0 {
            position = .end
        } else {
            position = .before(collection.randomElement(using: &generator)?.id ?? "")
        }
        return SingleDifference(sources: sources, position: position)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func agreesWithTheReferenceAndLosesNothing(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<1_000 {
            let collection = tiles(count: Int.random(in: 0..<40, using: &generator))
            let difference = randomDifference(for: collection, using: &generator)
            var applied = collection
            applied.apply(difference: difference)

            #expect(applied == reference(collection, difference), "\(collection) \(difference)")
            #expect(applied.map(\.id).sorted() == collection.map(\.id).sorted())
            let moved = Set(difference.sources)
            #expect(applied.filter { !moved.contains($0.id) } == collection.filter { !moved.contains($0.id) })
            #expect(applied.filter { moved.contains($0.id) } == collection.filter { moved.contains($0.id) })
            #expect(collection.isChanged(by: difference) == (applied != collection))
        }
    }

    /// One dragged item, or a dragged run: rotated into place rather than rebuilt.
    @Test(arguments: [UInt64(5), 6, 7])
    func aRunOfNeighboursLandsAsTheReferenceSays(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<1_000 {
            let collection = tiles(count: Int.random(in: 1..<40, using: &generator))
            let start = Int.random(in: 0..<collection.count, using: &generator)
            let length = Int.random(in: 1...(collection.count - start), using: &generator)
            let sources = collection[start..<(start + length)].map(\.id).shuffled(using: &generator)
            let anchor = Int.random(in: 0..<5, using: &generator) == 0 ? nil : Int.random(in: 0..<collection.count, using: &generator)
            let position: SingleDifference.Position = anchor.map { .before(collection[$0].id) } ?? .end
            let difference = SingleDifference(sources: sources, position: position)
            var applied = collection
            applied.apply(difference: difference)
            #expect(applied == reference(collection, difference), "\(collection) \(difference)")

            let numbered = collection.indices.map { Numbered(id: $0) }
            var moved = numbered
            moved.apply(difference: ReorderDifference(
                sources: (start..<(start + length)).map { $0 },
                position: anchor.map { .before($0) } ?? .end
            ))
            #expect(moved.map { collection[$0.id] } == applied, "integer IDs agree")
        }
    }
}

private struct Numbered: Identifiable, Equatable {
    let id: Int
}

@Suite("apply(difference:) with integer IDs")
struct IntegerIDApplyTests {
    @Test(arguments: [UInt64(51), 52, 53])
    func agreesWithTheHashedPathForAnyRangeOfIDs(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for round in 0..<600 {
            let spread = [1, 1_000, Int.max / 4][round % 3]
            let ids = Set((0..<Int.random(in: 0..<40, using: &generator)).map { _ in
                Int.random(in: -spread...spread, using: &generator)
            })
            let numbered = ids.shuffled(using: &generator).map(Numbered.init)
            let tiles = numbered.map { Tile(id: String($0.id)) }
            var sources = numbered.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }.map(\.id)
            if Bool.random(using: &generator) { sources.append(Int.random(in: -spread...spread, using: &generator)) }
            let anchor = numbered.randomElement(using: &generator)?.id
            let position: ReorderDifference<Int, ReorderableSingleCollectionIdentifier>.Position =
                anchor.map { .before($0) } ?? .end

            var fast = numbered
            fast.apply(difference: ReorderDifference(sources: sources, position: position))
            var hashed = tiles
            let stringPosition: SingleDifference.Position = anchor.map { .before(String($0)) } ?? .end
            let stringDifference = SingleDifference(sources: sources.map(String.init), position: stringPosition)
            hashed.apply(difference: stringDifference)

            #expect(fast.map { String($0.id) } == hashed.map(\.id))
            #expect(numbered.isChanged(by: ReorderDifference(sources: sources, position: position))
                == tiles.isChanged(by: stringDifference))
        }
    }
}
