/// The positions a best-first search has reached and not yet looked from, each in a slot of
/// one array that it gives up, once looked from, to a position reached later: the array is
/// as long as the most positions ever waiting at once, where an entry for every position
/// reached cost a FreeCell search 80 bytes a position for the whole search.
///
/// - Complexity: O(1) to add or take.
struct WaitingPositions<Stored> {
    private var slots: [Stored] = []
    /// The slots given up, the last given up first taken again.
    private var free: [Int32] = []

    /// Keeps `stored`; returns the slot that `take(_:)` gives it back from.
    mutating func add(_ stored: Stored) -> Int32 {
        if let slot = free.popLast() {
            slots[Int(slot)] = stored
            return slot
        }
        slots.append(stored)
        return Int32(slots.count - 1)
    }

    /// The position kept in `slot`, which is then free for another.
    mutating func take(_ slot: Int32) -> Stored {
        free.append(slot)
        return slots[Int(slot)]
    }
}
