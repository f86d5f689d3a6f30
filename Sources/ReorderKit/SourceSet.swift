/// The IDs a difference moves, in a form fast to test each element of a collection against.
@usableFromInline
protocol SourceSet<ID> {
    associatedtype ID: Hashable
    /// Whether no ID is in the set.
    var isEmpty: Bool { get }
    /// Whether `id` is in the set.
    func contains(_ id: ID) -> Bool
}

extension Set: SourceSet {
    @usableFromInline typealias ID = Element
}

/// Integer IDs as a bitset over the range they span. Testing an ID is a subtraction, a
/// comparison and a bit test, where a hashed set computes SipHash for every element scanned.
@usableFromInline
struct IntegerBitSet<ID: FixedWidthInteger>: SourceSet {
    @usableFromInline let lowest: ID
    @usableFromInline let span: UInt
    @usableFromInline let words: [UInt64]

    /// The widest range a bitset covers: 2^24 bits, 2 MiB.
    @usableFromInline static var maximumSpan: UInt { 1 << 24 }

    /// The bitset of `ids`, or nil when a bitset would not pay: no IDs, IDs wider than a
    /// machine word, a span of 2^24 or more, or more words than `scanned` elements (so building
    /// it never costs more than the scan it speeds up).
    @inlinable
    init?(_ ids: [ID], scanning scanned: Int) {
        guard ID.bitWidth <= UInt.bitWidth, let lowest = ids.min(), let highest = ids.max() else {
            return nil
        }
        let (difference, overflow) = highest.subtractingReportingOverflow(lowest)
        guard !overflow, let span = UInt(exactly: difference), span < Self.maximumSpan,
              Int(span / 64) < max(scanned, ids.count) else {
            return nil
        }
        var words = [UInt64](repeating: 0, count: Int(span / 64) + 1)
        for id in ids {
            let bit = UInt(truncatingIfNeeded: id &- lowest)
            words[Int(bit / 64)] |= 1 << (bit % 64)
        }
        self.lowest = lowest
        self.span = span
        self.words = words
    }

    @inlinable
    var isEmpty: Bool { false }

    /// Wrapping subtraction is exact here: `id >= lowest` and IDs are at most a word wide.
    @inlinable
    func contains(_ id: ID) -> Bool {
        guard id >= lowest else { return false }
        let bit = UInt(truncatingIfNeeded: id &- lowest)
        guard bit <= span else { return false }
        return words[Int(bit / 64)] & (1 << (bit % 64)) != 0
    }
}
