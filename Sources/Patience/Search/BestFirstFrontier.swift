/// The positions a best-first search still has to look from, lowest estimate first; among
/// equal estimates the newest first, which dives deeper. A binary heap.
///
/// - Complexity: O(log *n*) to push or pop.
struct BestFirstFrontier<Element> {
    /// Estimates and orders in 32 bits: an entry with a pair of 32-bit integers takes 16
    /// bytes. An order that wrapped, after 2³¹ positions, would only break ties otherwise.
    private var heap: [(estimate: Int32, order: Int32, element: Element)] = []
    private var pushed: Int32 = 0

    mutating func push(_ element: Element, estimate: Int) {
        pushed &+= 1
        heap.append((Int32(clamping: estimate), 0 &- pushed, element))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(child, parent) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let left = parent * 2 + 1, right = left + 1
            var best = parent
            if left < heap.count, precedes(left, best) { best = left }
            if right < heap.count, precedes(right, best) { best = right }
            guard best != parent else { break }
            heap.swapAt(parent, best)
            parent = best
        }
        return top.element
    }

    private func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        (heap[lhs].estimate, heap[lhs].order) < (heap[rhs].estimate, heap[rhs].order)
    }
}
