/// A search a solver lets go on for a number of positions at a time, taking turns with
/// others: `BestFirstSearch` and `DepthFirstSearch`.
protocol ResumableSearch<Move> {
    associatedtype Move
    /// How many positions the search has reached so far, the start among them.
    var reachedCount: Int { get }
    /// Goes on searching until `limit` positions are reached in all, counting those reached
    /// before; a search that ended answers the same again.
    mutating func run(until limit: Int) -> SearchOutcome<Move>
}
