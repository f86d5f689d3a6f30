import Foundation
import ReorderKit

/// A whole drop proposal per pointer event, as the reorder container makes it: the resolver,
/// then the destination among the items that stay. Before the one interaction, the staying
/// items were filtered out of the collection on every event (O(n·k)); now they are worked out
/// once per drag and the event costs the resolver's O(log n).
enum ProposalBenchmark {
    static func run(count: Int, dragged: Int) {
        let ids = Array(0..<count)
        let frames = ids.map { CGRect(x: 0, y: Double($0) * 32, width: 400, height: 32) }
        let draggedPositions = Array(stride(from: 0, to: count, by: count / dragged).prefix(dragged))
        let carried = draggedPositions.map { ids[$0] }
        var generator = SystemRandomNumberGenerator()
        let pointers = (0..<2_000).map { _ in CGPoint(x: 10, y: Double.random(in: 0..<(Double(count) * 32), using: &generator)) }
        var resolver = DropResolver(
            frames: frames, dragged: Set(draggedPositions), grabbed: draggedPositions[0],
            grabOffset: CGPoint(x: 10, y: 16), layout: .verticalList
        )

        let before = Stopwatch.best(runs: 3) {
            var sum = 0
            for pointer in pointers {
                let proposal = resolver.resolve(pointer: pointer)
                let staying = ids.filter { !carried.contains($0) }
                if case .before(let id) = proposal.position(in: staying) as ReorderDifference<Int, ReorderableSingleCollectionIdentifier>.Position { sum &+= id }
            }
            consume(sum)
        } / Double(pointers.count)
        let staying = ids.filter { !Set(carried).contains($0) }
        let after = Stopwatch.best(runs: 3) {
            var sum = 0
            for pointer in pointers {
                let proposal = resolver.resolve(pointer: pointer)
                if case .before(let id) = proposal.position(in: staying) as ReorderDifference<Int, ReorderableSingleCollectionIdentifier>.Position { sum &+= id }
            }
            consume(sum)
        } / Double(pointers.count)

        print("one drop proposal per pointer event, n = \(count) items, k = \(dragged) dragged")
        print(format("  filtered per event (before)", before))
        print(format("  once per drag (now)", after))
        print("  before / now = \(ratio(before, after))")
    }
}
