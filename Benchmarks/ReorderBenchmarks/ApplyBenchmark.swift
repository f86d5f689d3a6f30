import ReorderKit

/// A model element the size of a typical row model: an ID and a little data.
struct Row: Identifiable {
    let id: Int
    var rank: Int
}

/// The same row keyed by a string, which takes the hashed path.
struct NamedRow: Identifiable {
    let id: String
    var rank: Int
}

/// `apply(difference:)` on a large collection against the naive way and a plain copy.
enum ApplyBenchmark {
    static func run(count: Int, sources sourceCount: Int) {
        let rows = (0..<count).map { Row(id: $0, rank: $0) }
        let stride = count / sourceCount
        let sources = (0..<sourceCount).map { $0 * stride + stride / 2 }
        let difference = ReorderDifference(sources: sources, position: .before(count / 2 + 1))

        let copy = Stopwatch.best(runs: 15) {
            var copied = rows
            copied[0].rank += 1
            consume(copied)
        }
        let apply = Stopwatch.best(runs: 15) {
            var moved = rows
            moved.apply(difference: difference)
            consume(moved)
        }
        let check = Stopwatch.best(runs: 7) {
            consume(rows.isChanged(by: difference))
        }
        let naive = Stopwatch.best(runs: 1) {
            consume(naiveApply(difference, to: rows))
        }
        print("apply(difference:) with n = \(count), k = \(sourceCount) scattered sources")
        print(format("  plain copy (floor)", copy))
        print(format("  apply", apply))
        print(format("  isChanged (the scan alone)", check))
        print(format("  naive remove-and-insert", naive))
        print("  apply / copy = \(ratio(apply, copy))   naive / apply = \(ratio(naive, apply))")

        let named = rows.map { NamedRow(id: "row-\($0.id)", rank: $0.rank) }
        let namedDifference = ReorderDifference(
            sources: sources.map { "row-\($0)" }, position: .before("row-\(count / 2 + 1)")
        )
        let namedCopy = Stopwatch.best(runs: 5) {
            var copied = named
            copied[0].rank += 1
            consume(copied)
        }
        let namedApply = Stopwatch.best(runs: 5) {
            var moved = named
            moved.apply(difference: namedDifference)
            consume(moved)
        }
        print("the same with String IDs (hashed, no bitset)")
        print(format("  plain copy (floor)", namedCopy))
        print(format("  apply", namedApply))
        print("  apply / copy = \(ratio(namedApply, namedCopy))")
    }

    /// Removes each source where it is, then inserts them all before the destination: O(n·k).
    private static func naiveApply(
        _ difference: ReorderDifference<Int, ReorderableSingleCollectionIdentifier>, to rows: [Row]
    ) -> [Row] {
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
    let padded = label.padding(toLength: 28, withPad: " ", startingAt: 0)
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
