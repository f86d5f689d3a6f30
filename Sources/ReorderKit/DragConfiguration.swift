/// What the drag side lets a drop do with its items.
///
/// ```swift
/// let configuration = DragConfiguration(allowMove: true, allowCopy: true)
/// configuration.operation(for: .delete)   // .forbidden
/// ```
public struct DragConfiguration: Hashable, Sendable {
    /// Whether the items may be moved.
    public var allowMove: Bool
    /// Whether the items may be copied (and aliased).
    public var allowCopy: Bool
    /// Whether the items may be deleted by the drop.
    public var allowDelete: Bool

    /// Creates a configuration; by default the items may only be moved.
    public init(allowMove: Bool = true, allowCopy: Bool = false, allowDelete: Bool = false) {
        self.allowMove = allowMove
        self.allowCopy = allowCopy
        self.allowDelete = allowDelete
    }

    /// The operation that happens when a drop asks for `requested`: the request itself if this
    /// configuration allows it, `.forbidden` otherwise.
    public func operation(for requested: DropOperation) -> DropOperation {
        switch requested {
        case .move: allowMove ? .move : .forbidden
        case .copy, .alias: allowCopy ? requested : .forbidden
        case .delete: allowDelete ? .delete : .forbidden
        case .forbidden, .cancel: requested
        }
    }
}
