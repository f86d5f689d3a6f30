@testable import Patience
import SeededRandom
import Testing

/// What a search remembers: the keys it has met and the positions still waiting.
@Suite("Search memory")
struct SearchMemoryTests {
    /// Random columns of a few cards from a small deck, so that positions repeat.
    private static func randomColumns(using generator: inout SeededGenerator) -> [[UInt8]] {
        (0..<Int.random(in: 1...4, using: &generator)).map { _ in
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in UInt8.random(in: 1...6, using: &generator) }
        }
    }

    /// A key is the same for columns in any order and differs for different positions: over
    /// thousands of random small positions, equal keys come exactly from equal sorted columns.
    @Test func keysTellPositionsApartWhateverTheOrderOfTheirColumns() {
        var generator = SeededGenerator(seed: 44)
        var positionOfKey: [SearchKey: [[UInt8]]] = [:]
        for _ in 0..<5_000 {
            let columns = Self.randomColumns(using: &generator)
            let rest = [UInt8.random(in: 0...2, using: &generator)]
            let key = SearchKey(columns: columns, rest: rest)
            #expect(SearchKey(columns: columns.shuffled(using: &generator), rest: rest) == key)
            let position = [rest] + columns.sorted { $0.lexicographicallyPrecedes($1) }
            if let earlier = positionOfKey[key] { #expect(earlier == position) }
            positionOfKey[key] = position
        }
    }

    /// The table of keys met answers as a set does, through every time it grows.
    @Test func seenKeysSaysAKeyIsNewExactlyWhenASetWouldNotHoldIt() {
        var generator = SeededGenerator(seed: 7)
        var seen = SeenKeys(capacity: 4)
        var model = Set<SearchKey>()
        for _ in 0..<20_000 {
            let key = SearchKey(columns: Self.randomColumns(using: &generator), rest: [])
            #expect(seen.insert(key) == model.insert(key).inserted)
        }
        #expect(seen.count == model.count)
        #expect(model.count > 1_000)
    }

    /// Waiting positions come back as they were kept, and a slot given up is used again, so
    /// that the store is as long as the most positions waiting at once.
    @Test func waitingPositionsComeBackAsKeptAndReuseTheirSlots() {
        var generator = SeededGenerator(seed: 3)
        var waiting = WaitingPositions<[UInt8]>()
        var model: [Int32: [UInt8]] = [:]
        var mostAtOnce = 0
        for step in 0..<10_000 {
            if model.isEmpty || Bool.random(using: &generator) {
                let stored = [UInt8(step & 255), UInt8(step >> 8)]
                let slot = waiting.add(stored)
                #expect(model[slot] == nil, "a slot in use was given out again")
                model[slot] = stored
                mostAtOnce = max(mostAtOnce, model.count)
            } else if let slot = model.keys.randomElement(using: &generator) {
                #expect(waiting.take(slot) == model.removeValue(forKey: slot))
            }
        }
        let slots = Set(model.keys)
        #expect(slots.allSatisfy { Int($0) < mostAtOnce })
    }
}
