/// A position `DepthFirstSearch` can look from: a `SearchPosition` whose moves come in groups,
/// the kind most likely to help first, which the search makes a group at a time.
protocol DepthFirstPosition: SearchPosition {
    /// Every one of `moves`, in groups, the kind most likely to help first.
    var moveGroups: [[Move]] { get }
}
