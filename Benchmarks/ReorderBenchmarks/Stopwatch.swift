/// Times a piece of work: the best of several runs, in seconds.
enum Stopwatch {
    /// The fastest of `runs` timings of `work`; the best run is the least disturbed by the rest
    /// of the machine.
    static func best(runs: Int, _ work: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<runs {
            let elapsed = clock.measure(work)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            best = min(best, seconds)
        }
        return best
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that produced it: the function is
/// compiled without optimization, so its caller cannot see that it does nothing.
@_optimize(none)
func consume<T>(_ value: T) {}
