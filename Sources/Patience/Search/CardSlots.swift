/// 192 bytes of cards for a search's position, kept in three SIMD vectors: reading a byte of
/// a position passed by reference loads that byte, where Swift 6.3 copies a whole
/// `InlineArray` (or tuple) to the stack to read one element of it.
struct CardSlots {
    private var low = SIMD64<UInt8>()
    private var middle = SIMD64<UInt8>()
    private var high = SIMD64<UInt8>()

    /// How many bytes the slots hold.
    static let count = 192

    subscript(index: Int) -> UInt8 {
        get {
            switch index {
            case ..<64: low[index]
            case ..<128: middle[index - 64]
            default: high[index - 128]
            }
        }
        set {
            // Written through the vector's own bytes: a SIMD vector's scalars lie in order,
            // where a struct's stored properties need not.
            switch index {
            case ..<64: withUnsafeMutableBytes(of: &low) { $0[index] = newValue }
            case ..<128: withUnsafeMutableBytes(of: &middle) { $0[index - 64] = newValue }
            default: withUnsafeMutableBytes(of: &high) { $0[index - 128] = newValue }
            }
        }
    }
}
