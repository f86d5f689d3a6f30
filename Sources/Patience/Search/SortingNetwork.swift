/// Sorts the few values a search position keys on (its columns' hashes, its cells) with fixed
/// networks of compare-exchanges: each exchange is a minimum and a maximum, no branch for the
/// processor to mispredict, where an insertion sort's branches fail on every other pair of
/// random hashes.
enum SortingNetwork {
    /// The eight `values` in ascending order: Knuth's network of 19 exchanges for eight.
    static func sorted(_ values: SIMD8<UInt64>) -> SIMD8<UInt64> {
        var (v0, v1, v2, v3) = (values[0], values[1], values[2], values[3])
        var (v4, v5, v6, v7) = (values[4], values[5], values[6], values[7])
        exchange(&v0, &v2); exchange(&v1, &v3); exchange(&v4, &v6); exchange(&v5, &v7)
        exchange(&v0, &v4); exchange(&v1, &v5); exchange(&v2, &v6); exchange(&v3, &v7)
        exchange(&v0, &v1); exchange(&v2, &v3); exchange(&v4, &v5); exchange(&v6, &v7)
        exchange(&v2, &v4); exchange(&v3, &v5)
        exchange(&v1, &v4); exchange(&v3, &v6)
        exchange(&v1, &v2); exchange(&v3, &v4); exchange(&v5, &v6)
        return SIMD8(v0, v1, v2, v3, v4, v5, v6, v7)
    }

    /// The four `values` in ascending order: five exchanges.
    static func sorted(_ values: SIMD4<UInt8>) -> SIMD4<UInt8> {
        var (v0, v1, v2, v3) = (values[0], values[1], values[2], values[3])
        exchange(&v0, &v1); exchange(&v2, &v3)
        exchange(&v0, &v2); exchange(&v1, &v3)
        exchange(&v1, &v2)
        return SIMD4(v0, v1, v2, v3)
    }

    /// Puts the smaller of `low` and `high` in `low`, the larger in `high`.
    @inline(__always)
    private static func exchange<Value: Comparable>(_ low: inout Value, _ high: inout Value) {
        let smaller = min(low, high)
        high = max(low, high)
        low = smaller
    }
}
