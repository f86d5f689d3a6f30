@testable import Patience
import SeededRandom
import Testing

/// The sorting networks a search keys its positions with sort as a sort does.
@Suite("Sorting networks")
struct SortingNetworkTests {
    /// Every arrangement of zeros and ones comes out sorted: by the zero-one principle, a
    /// network that sorts those sorts anything.
    @Test func everyArrangementOfZerosAndOnesComesOutSorted() {
        for bits in 0..<256 {
            let values = SIMD8<UInt64>((0..<8).map { UInt64(bits >> $0 & 1) })
            let sorted = SortingNetwork.sorted(values)
            #expect((0..<8).map { sorted[$0] } == (0..<8).map { values[$0] }.sorted())
        }
        for bits in 0..<16 {
            let values = SIMD4<UInt8>((0..<4).map { UInt8(bits >> $0 & 1) })
            let sorted = SortingNetwork.sorted(values)
            #expect((0..<4).map { sorted[$0] } == (0..<4).map { values[$0] }.sorted())
        }
    }

    /// Random hashes and cells, repeats among them, come out as `sorted()` puts them.
    @Test func randomValuesComeOutAsSortedPutsThem() {
        var random = SeededGenerator(seed: 44)
        for _ in 0..<500 {
            // Few distinct values, so that equal ones meet often.
            let values = SIMD8<UInt64>((0..<8).map { _ in UInt64.random(in: 0..<6, using: &random) << 60 })
            let sorted = SortingNetwork.sorted(values)
            #expect((0..<8).map { sorted[$0] } == (0..<8).map { values[$0] }.sorted())
            let cells = SIMD4<UInt8>((0..<4).map { _ in UInt8.random(in: 0...52, using: &random) })
            let sortedCells = SortingNetwork.sorted(cells)
            #expect((0..<4).map { sortedCells[$0] } == (0..<4).map { cells[$0] }.sorted())
        }
    }
}
