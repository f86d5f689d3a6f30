import ReorderKit

/// A model element the size of a typical row model: an ID and a little data.
protocol BenchmarkRow: Identifiable where ID: Sendable {
    var rank: Int { get set }
}

/// A row keyed by an integer, which `apply` tests against a bitset.
struct Row: BenchmarkRow {
    let id: Int
    var rank: Int
}

/// The same row keyed by a string, which `apply` must hash.
struct NamedRow: BenchmarkRow {
    let id: String
    var rank: Int
}

/// `apply(difference:)` on a large collection against the naive way and a plain copy.
enum ApplyBenchmark {
    typealias Difference<ID: Hashable & Sendable> = ReorderDifference<ID, ReorderableSingleCollectionIdentifier>

    static func run(count: Int, sources sourceCount: Int) {
        let rows = (0..<count).map { Row(id: $0, rank: $0) }
        let stride = count / sourceCount
        let sources = (0..<sourceCount).map { $0 * stride + stride / 2 }
        let difference = Difference(sources: sources, position: .before(count / 2 + 1))

        print("apply(difference:) with n = \(count), k = \(sourceCount) scattered sources, Int IDs")
        let (copy, apply) = copyAndApply(rows) { $0.apply(difference: difference) }
        let check = Stopwatch.best(runs: 7) { consume(rows.isChanged(by: difference)) }
        let naive = Stopwatch.best(runs: 1) { consume(naiveApply(difference, to: rows)) }
        print(format("  isChanged (the scan alone)", check))
        print(format("  naive remove-and-insert", naive))
        print("  apply / copy = \(ratio(apply, copy))   naive / apply = \(ratio(naive, apply))")

        let named = rows.map { NamedRow(id: "row-\($0.id)", rank: $0.rank) }
        let namedDifference = Difference(
            sources: sources.map { "row-\($0)" }, position: .before("row-\(count / 2 + 1)")
        )
        print("the same with String IDs (hashed, no bitset)")
        let (namedCopy, namedApply) = copyAndApply(named) {
            $0.apply(difference: namedDifference)
        }
        print("  apply / copy = \(ratio(namedApply, namedCopy))")
    }

    /// Times a plain copy of `rows` (the floor) and `apply` on a copy, and prints both. The
    /// caller passes `apply` so that it picks the overload for its concrete ID type.
    private static func copyAndApply<R: BenchmarkRow>(
        _ rows: [R], apply: (inout [R]) -> Void
    ) -> (copy: Double, apply: Double) {
        let copy = Stopwatch.best(runs: 15) {
            var copied = rows
            copied[0].rank += 1
            consume(copied)
        }
        let applied = Stopwatch.best(runs: 15) {
            var moved = rows
            apply(&moved)
            consume(moved)
        }
        print(format("  plain copy (floor)", copy))
        print(format("  apply", applied))
        return (copy, applied)
    }

    /// Removes each source where it is, then inserts them all before the destination: O(n·k).
    private static func naiveApply(_ difference: Difference<Int>, to rows: [Row]) -> [Row] {
        var rows = rows
        var moved: [Row] = []
        for id in difference.sources {
            if let index = rows.firstIndex(where: { $0.id == id }) { moved.append(rows.remove(at: index)) }
        }
        moved.sort { $0.id < $1.id }
        var index = rows.endIndex
        if case .before(let anchor) = difference.destination.position {
            index = rows.firstIndex { $0.id == anchor } ?? rows.endIndex
        }
        rows.insert(contentsOf: moved, at: index)
        return rows
    }
}

/// `seconds` in the unit that reads best, labelled.
func format(_ label: String, _ seconds: Double) -> String {
    let padded = label.padding(toLength: 30, withPad: " ", startingAt: 0)
    if seconds >= 1 { return "\(padded)\(rounded(seconds, 3)) s" }
    if seconds >= 1e-3 { return "\(padded)\(rounded(seconds * 1e3, 3)) ms" }
    return "\(padded)\(rounded(seconds * 1e6, 3)) µs"
}

/// `a / b` rounded for printing.
func ratio(_ a: Double, _ b: Double) -> String {
    "\(rounded(a / b, 2))x"
}

private func rounded(_ value: Double, _ digits: Int) -> Double {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (value * scale).rounded() / scale
}
