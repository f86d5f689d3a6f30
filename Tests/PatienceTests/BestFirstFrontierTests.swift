@testable import Patience
import SeededRandom
import Testing

/// The frontier gives back what was pushed lowest estimate first and, among equal estimates,
/// newest first: checked against a plain sort over random pushes and pops.
@Suite("Best-first frontier")
struct BestFirstFrontierTests {
    @Test(arguments: 0..<20)
    func itPopsLowestEstimateThenNewestFirst(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var frontier = BestFirstFrontier<Int>()
        // What the frontier holds, as (estimate, order pushed): the next pop is the entry with
        // the lowest estimate and, of those, the highest order.
        var held: [(estimate: Int, order: Int)] = []
        var pushed = 0
        let spread = Int.random(in: 1...400, using: &random)
        let centre = Int.random(in: -200...2000, using: &random)
        for _ in 0..<2000 {
            if held.isEmpty || Int.random(in: 0..<5, using: &random) < 3 {
                let estimate = centre + Int.random(in: -spread...spread, using: &random)
                frontier.push(pushed, estimate: estimate)
                held.append((estimate, pushed))
                pushed += 1
            } else {
                let next = held.indices.min { (held[$0].estimate, -held[$0].order) < (held[$1].estimate, -held[$1].order) }
                let expected = next.map { held.remove(at: $0).order }
                #expect(frontier.pop() == expected)
            }
            #expect(frontier.count == held.count)
        }
        while let expected = held.indices.min(by: { (held[$0].estimate, -held[$0].order) < (held[$1].estimate, -held[$1].order) }) {
            #expect(frontier.pop() == held.remove(at: expected).order)
        }
        #expect(frontier.pop() == nil, "empty")
    }
}
