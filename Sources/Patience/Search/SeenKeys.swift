/// The keys a search has met, in an open-addressed table of 64-bit keys probed in line:
/// one array of 8 bytes a slot, no allocation per key, and a lookup that touches one or two
/// cache lines. The table is most of a search's memory: Klondike's reaches 200,000 keys.
///
/// - Complexity: O(1) expected to insert; the table doubles when three quarters full (at
///   half, a Klondike search of 131,000 to 196,000 positions held twice the memory, and
///   FreeCell deals 1–300 ran no fewer instructions).
struct SeenKeys {
    private var slots: [SearchKey]
    private var shift: Int
    private(set) var count = 0

    /// An empty table with room for `capacity` keys (rounded up to a power of two) before
    /// it first grows.
    init(capacity: Int = 1 << 11) {
        var bits = 4
        while 1 << bits < capacity * 2 { bits += 1 }
        slots = Array(repeating: Self.empty, count: 1 << bits)
        shift = 64 - bits
    }

    /// Adds `key`; returns whether it was new.
    @discardableResult
    mutating func insert(_ key: SearchKey) -> Bool {
        // The all-zero key marks a free slot; a key that hashes to it counts as another.
        let key = key == Self.empty ? SearchKey.noneStandIn : key
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let mask = slots.count - 1
        var index = slot(of: key)
        while true {
            let there = slots[index]
            if there == Self.empty {
                slots[index] = key
                count += 1
                return true
            }
            if there == key { return false }
            index = (index + 1) & mask
        }
    }

    private static let empty = SearchKey.none

    /// Where `key` is looked for first: its top bits (a key's bits are already mixed).
    private func slot(of key: SearchKey) -> Int {
        Int(truncatingIfNeeded: key.value >> UInt64(shift))
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Self.empty, count: old.count * 2)
        shift -= 1
        count = 0
        for key in old where key != Self.empty { insert(key) }
    }
}
