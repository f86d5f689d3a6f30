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
            precondition(index >= 0 && index < Self.count, "a card slot out of range")
            withUnsafeMutableBytes(of: &self) { $0[index] = newValue }
        }
    }
}
