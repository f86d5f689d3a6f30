/// A position as a solver remembers it, the same whatever the order of its columns, summed
/// up in 128 bits: two different positions share a key only if two of their columns share a
/// 64-bit hash, a chance below one in ten million in a search of 200,000 positions.
struct SearchKey: Hashable {
    var first: UInt64
    var second: UInt64

    private static let offset: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The key of `columns` in any order, with `rest` (cells, foundations, stock: whatever
    /// else tells positions apart) in the order given.
    init(columns: [[UInt8]], rest: some Sequence<UInt8>) {
        self.init(columnCount: columns.count, rest: rest) { columns[$0][...] }
    }

    /// The key of the `columnCount` columns that `column` gives by index, in any order, with
    /// `rest` in the order given.
    ///
    /// - Complexity: O(*c* log *c*) for *c* columns, plus the cards in them; nothing is
    ///   allocated on the heap.
    init(columnCount: Int, rest: some Sequence<UInt8>, column: (Int) -> ArraySlice<UInt8>) {
        var first = Self.offset, second = Self.offset ^ 0x9E37_79B9_7F4A_7C15
        for byte in rest {
            first = (first ^ UInt64(byte)) &* Self.prime
            second = (second &+ UInt64(byte)) &* 0xBF58_476D_1CE4_E5B9
        }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: columnCount) { buffer in
            var hashes = buffer
            for index in 0..<columnCount {
                hashes[index] = column(index).reduce(Self.offset) { ($0 ^ UInt64($1)) &* Self.prime }
            }
            hashes.sort()
            for hash in hashes {
                first = (first ^ hash) &* Self.prime
                second = (second ^ (hash >> 29) ^ hash) &* 0x94D0_49BB_1331_11EB
            }
        }
        self.first = first
        self.second = second
    }
}
