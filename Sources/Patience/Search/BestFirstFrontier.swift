/// The positions a best-first search still has to look from, lowest estimate first; among
/// equal estimates the newest first, which dives deeper. A bucket queue: one stack of
/// elements for each estimate, since every solver's estimates are small integers (a few
/// thousand apart at most), and the newest of an estimate is the top of its stack.
///
/// - Complexity: O(1) to push an estimate within those pushed before, O(*d*) for one *d* past
///   them; to pop, O(1) plus the estimates stepped over on the way up from the lowest pushed
///   since (a search's estimates change little from a position to the next).
struct BestFirstFrontier<Element> {
    /// The elements of each estimate, `base` being the estimate of the first stack.
    private var stacks: [[Element]] = []
    private var base = 0
    /// No stack below this one holds an element.
    private var lowest = 0
    private(set) var count = 0

    mutating func push(_ element: Element, estimate: Int) {
        if stacks.isEmpty { base = estimate }
        if estimate < base {
            stacks.insert(contentsOf: Array(repeating: [], count: base - estimate), at: 0)
            lowest += base - estimate
            base = estimate
        }
        let index = estimate - base
        if index >= stacks.count { stacks.append(contentsOf: Array(repeating: [], count: index - stacks.count + 1)) }
        stacks[index].append(element)
        lowest = min(lowest, index)
        count += 1
    }

    mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        while stacks[lowest].isEmpty { lowest += 1 }
        count -= 1
        return stacks[lowest].removeLast()
    }
}
