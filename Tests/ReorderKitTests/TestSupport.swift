import ReorderKit
import SeededRandom

/// A labelled element for difference tests.
struct Tile: Identifiable, Equatable, CustomStringConvertible {
    let id: String
    var description: String { id }
}

/// Tiles named by the given ids, in order.
func tiles(_ ids: String...) -> [Tile] { ids.map(Tile.init) }

/// Tiles named "0" to "n-1".
func tiles(count: Int) -> [Tile] { (0..<count).map { Tile(id: String($0)) } }


typealias SingleDifference = ReorderDifference<String, ReorderableSingleCollectionIdentifier>

/// One to four collections keyed from 0, each holding fewer than `maxCount` tiles; every tile's
/// id is unique across them.
func randomCollections(maxCount: Int, using generator: inout SeededGenerator) -> [Int: [Tile]] {
    var lists: [Int: [Tile]] = [:]
    var next = 0
    for key in 0..<Int.random(in: 1...4, using: &generator) {
        let count = Int.random(in: 0..<maxCount, using: &generator)
        lists[key] = (next..<(next + count)).map { Tile(id: String($0)) }
        next += count
    }
    return lists
}

/// A difference moving a random third of the tiles in `lists`, shuffled, to a random place.
func randomDifference(
    across lists: [Int: [Tile]], using generator: inout SeededGenerator
) -> ReorderDifference<String, Int> {
    let all = lists.keys.sorted().flatMap { lists[$0] ?? [] }
    let sources = all.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }.map(\.id)
        .shuffled(using: &generator)
    let key = Int.random(in: 0..<lists.count, using: &generator)
    let target = lists[key] ?? []
    let position: ReorderDifference<String, Int>.Position =
        target.isEmpty || Bool.random(using: &generator)
        ? .end : .before(target[Int.random(in: 0..<target.count, using: &generator)].id)
    return ReorderDifference(sources: sources, destination: .init(position: position, collectionID: key))
}
