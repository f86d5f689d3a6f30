/// Columns of cards packed at the end of a position's bytes for a search's frontier: each
/// column's length, then its cards.
enum PackedColumns {
    /// `columns` added to the end of `bytes`.
    static func append(_ columns: [[UInt8]], to bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + columns.count + columns.reduce(0) { $0 + $1.count })
        for column in columns {
            bytes.append(UInt8(column.count))
            bytes += column
        }
    }

    /// The columns packed in `bytes` from `start` to the end.
    static func read(_ bytes: [UInt8], from start: Int) -> [[UInt8]] {
        var columns: [[UInt8]] = []
        var index = start
        while index < bytes.count {
            let count = Int(bytes[index])
            columns.append(Array(bytes[(index + 1)..<(index + 1 + count)]))
            index += 1 + count
        }
        return columns
    }
}
