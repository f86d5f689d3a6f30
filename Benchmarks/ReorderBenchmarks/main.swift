// Benchmarks of ReorderKit's, the Playlist library's and the FreeCell solver's hot paths; run with
// `swift run -c release reorder-benchmarks`. Figures are best-of-N wall times on this machine,
// with ratios against baselines measured in the same run.

import Foundation

// `reorder-benchmarks freecell [FIRST LAST [LIMIT]]` and `reorder-benchmarks spider [FIRST LAST]` run
// only that solver's benchmark; `reorder-benchmarks games [GAME] [FIRST LAST]` every game's
// solver (or those whose name starts GAME) through the game's own `solve(limit:)`.
let arguments = CommandLine.arguments.dropFirst()
let bounds = arguments.dropFirst().compactMap { Int($0) }
if arguments.first == "freecell" {
    let limit = bounds.count > 2 ? bounds[2] : 200_000
    FreeCellSolverBenchmark.run(deals: (bounds.first ?? 1)...(bounds.count > 1 ? bounds[1] : bounds.first ?? 1_000), limit: limit)
    exit(0)
}
if arguments.first == "games" {
    GameSolversBenchmark.run(games: (bounds.first ?? 1)...(bounds.last ?? 1_000), only: arguments.dropFirst().first { Int($0) == nil })
    exit(0)
}
if arguments.first == "spider" {
    SpiderSolverBenchmark.run(games: (bounds.first ?? 1)...(bounds.last ?? 100))
    exit(0)
}

ApplyBenchmark.run(count: 1_000_000, sources: 1_000)
print()
ResolveBenchmark.run(count: 100_000)
print()
ProposalBenchmark.run(count: 10_000, dragged: 100)
print()
do {
    try PlaylistBenchmark.run(count: 100_000, sources: 1_000)
    print()
    try KeptEditsBenchmark.run(count: 100_000)
    print()
    try TagsBenchmark.run(count: 10_000)
} catch {
    print("the playlist benchmark failed: \(error)")
}
print()
FreeCellSolverBenchmark.run(deals: 1...1_000)
print()
SpiderSolverBenchmark.run(games: 1...100)
