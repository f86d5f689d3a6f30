/// Lets whoever asks a solver stop its search early: while `current` is bound (with
/// `$current.withValue`), every search asks it every few thousand positions and, once it
/// answers true, ends as if it had reached its limit (unknown). A question made stale by a
/// later move stops costing a core this way.
///
/// ```swift
/// let verdict = SearchCancellation.$current.withValue({ stale.isSet }) {
///     game.solve(limit: 200_000)
/// }
/// ```
public enum SearchCancellation {
    /// Whether the search running on this thread should stop; nil when nobody asks.
    @TaskLocal public static var current: (@Sendable () -> Bool)?

    /// How many positions a search looks at between two questions.
    static let interval = 4096

    /// Whether the search should stop, asked after `reached` positions.
    static func shouldStop(after reached: Int) -> Bool {
        reached % interval == 0 && current?() == true
    }
}
