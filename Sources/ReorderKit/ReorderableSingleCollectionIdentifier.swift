/// The collection ID of a container that holds a single collection.
///
/// Every value is equal to every other: there is only one collection to move within.
public struct ReorderableSingleCollectionIdentifier: Hashable, Sendable {
    /// The identifier of the one collection.
    public init() {}
}
