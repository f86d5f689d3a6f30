/// Lets whoever asks a solver stop its search early: while `current` is bound (with
/// `$current.withValue`), every search asks it every thousand positions it looks from and,
/// once it answers true, ends as if it had reached its limit (unknown). A question made stale
/// by a later move stops costing a core this way.
///
/// ```swift
/// let verdict = SearchCancellation.$current.withValue({ stale.isSet }) {
///     game.solve(limit: 200_000)
/// }
/// ```
public enum SearchCancellation {
    /// Whether the search running on this thread should stop; nil when nobody asks.
    @TaskLocal public static var current: (@Sendable () -> Bool)?

    /// How many positions a search looks from between two questions.
    static let interval = 1024

    /// Whether the search should stop, asked after looking from `looked` positions.
    static func shouldStop(after looked: Int) -> Bool {
        looked % interval == 0 && current?() == true
    }
}
