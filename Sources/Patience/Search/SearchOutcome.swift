/// How a solver's search ended.
enum SearchOutcome<Move> {
    /// The moves of a winning line, in order.
    case won([Move])
    /// Every position the moves reach was tried; none is won.
    case exhausted
    /// The limit was reached first.
    case limitReached
}
