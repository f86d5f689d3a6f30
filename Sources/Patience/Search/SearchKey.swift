/// A position as a solver remembers it, the same whatever the order of its columns, summed
/// up in 64 bits: two different positions share a key if two of their columns share a 64-bit
/// hash or their keys collide, together a chance of about one in a billion in a search of
/// 200,000 positions (*n*²/2⁶⁵ for the keys).
struct SearchKey: Hashable {
    var value: UInt64

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
        var builder = Builder()
        for byte in rest { builder.add(byte) }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: columnCount) { buffer in
            var hashes = buffer
            for index in 0..<columnCount {
                let cards = column(index)
                hashes[index] = Self.hash(ofColumn: cards.count) { cards[cards.startIndex + $0] }
            }
            hashes.sort()
            for hash in hashes { builder.add(columnHash: hash) }
        }
        self = builder.key
    }

    private init(value: UInt64) {
        self.value = value
    }

    /// A column's part of a key: a 64-bit hash of its `count` cards, `card(0)` (the back)
    /// first.
    static func hash(ofColumn count: Int, card: (Int) -> UInt8) -> UInt64 {
        var hash = emptyColumnHash
        for index in 0..<count { hash = extend(hash, with: card(index)) }
        return hash
    }

    /// The hash of an empty column. A search that keeps its columns' hashes as it plays
    /// hashes only the columns a move changed, from this, `extend`ing it card by card.
    static let emptyColumnHash = offset

    /// The hash of a column with `card` put on top of the column whose hash is `hash`.
    static func extend(_ hash: UInt64, with card: UInt8) -> UInt64 { (hash ^ UInt64(card)) &* prime }

    /// The key that marks nothing: `SeenKeys`' free slot.
    static let none = SearchKey(value: 0)
    /// A key that stands in for `none` when a position hashes to it.
    static let noneStandIn = SearchKey(value: 1)

    /// Makes a key a byte and a column at a time: first whatever tells positions apart
    /// besides their columns, in a fixed order, then the columns' hashes, smallest first.
    /// It keeps two 64-bit sums, mixed into one at the end, so that the key's every bit
    /// depends on every byte and column.
    struct Builder {
        private var first = SearchKey.offset
        private var second = SearchKey.offset ^ 0x9E37_79B9_7F4A_7C15

        /// Adds one byte of what is not a column.
        mutating func add(_ byte: UInt8) {
            first = (first ^ UInt64(byte)) &* SearchKey.prime
            second = (second &+ UInt64(byte)) &* 0xBF58_476D_1CE4_E5B9
        }

        /// Adds a column by its `hash(ofColumn:card:)`.
        mutating func add(columnHash hash: UInt64) {
            first = (first ^ hash) &* SearchKey.prime
            second = (second ^ (hash >> 29) ^ hash) &* 0x94D0_49BB_1331_11EB
        }

        /// The key of what was added: both sums, mixed by SplitMix64's finalizer.
        var key: SearchKey {
            var mixed = first ^ ((second << 32) | (second >> 32))
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return SearchKey(value: mixed ^ (mixed >> 31))
        }
    }
}
