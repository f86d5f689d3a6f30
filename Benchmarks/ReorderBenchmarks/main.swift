// Benchmarks of ReorderKit's and the Playlist library's hot paths; run with
// `swift run -c release reorder-benchmarks`. Figures are best-of-N wall times on this machine,
// with ratios against baselines measured in the same run.

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
