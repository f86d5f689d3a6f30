/// A reorder the user made: which items moved, and where they went.
///
/// The shape mirrors SwiftUI's reordering API. A container hands one difference to its `move`
/// closure at the end of a drag; the app applies it to its own model:
///
/// ```swift
/// cards.apply(difference: difference)
/// ```
public struct ReorderDifference<ItemID: Hashable & Sendable, CollectionID: Hashable & Sendable>:
    Hashable, Sendable
{
    /// The items that moved, in the order the user saw them. Applied to one collection they
    /// keep that collection's order; across collections they arrive in this order.
    public var sources: [ItemID]

    /// Where the items go.
    public var destination: Destination

    /// Creates a difference moving `sources` to `destination`.
    public init(sources: [ItemID], destination: Destination) {
        self.sources = sources
        self.destination = destination
    }

    /// A place in a collection where moved items land.
    public struct Destination: Hashable, Sendable {
        /// Where in the collection the items land.
        public var position: Position

        /// The collection the items land in.
        public var collectionID: CollectionID

        /// Creates a destination at `position` in the collection `collectionID`.
        public init(position: Position, collectionID: CollectionID) {
            self.position = position
            self.collectionID = collectionID
        }
    }

    /// A position between the items of a collection.
    public enum Position: Hashable, Sendable {
        /// Just before the item with this ID; if that item is itself being moved, before the
        /// next item that is not.
        case before(ItemID)
        /// After the last item.
        case end

        /// The same position in a single-collection difference.
        public var inSingleCollection: ReorderDifference<ItemID, ReorderableSingleCollectionIdentifier>.Position {
            inCollection(ReorderableSingleCollectionIdentifier())
        }

        /// The same position in a difference whose collections are identified by `Other`.
        public func inCollection<Other: Hashable & Sendable>(
            _: Other
        ) -> ReorderDifference<ItemID, Other>.Position {
            switch self {
            case .before(let id): .before(id)
            case .end: .end
            }
        }
    }
}

extension ReorderDifference where CollectionID == ReorderableSingleCollectionIdentifier {
    /// Creates a difference within a single collection.
    ///
    /// ```swift
    /// let difference = ReorderDifference(sources: ["a"], position: .before("d"))
    /// ```
    public init(sources: [ItemID], position: Position) {
        self.init(
            sources: sources,
            destination: Destination(position: position, collectionID: .init())
        )
    }
}
