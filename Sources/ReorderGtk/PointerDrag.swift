import Foundation
import DeckhandGtk
import ReorderKit

/// What a reorder container measured when a pointer interaction began: the items, where they
/// were, and the resolvers that judge each section against that starting layout.
@MainActor
struct PointerDrag<Item: Identifiable, CollectionID: Hashable & Sendable> where Item.ID: Sendable {
    /// The section the items come from.
    var origin: CollectionID
    /// The items carried, in their collection's order.
    var items: [Item.ID]
    /// The same items, to look up.
    var carried: Set<Item.ID>
    /// The action the container's own drops take: a copy when the items go out as files.
    var action: DragAction = .move
    /// The item the pointer pressed.
    var grabbed: Item.ID
    /// Where the grabbed item was in the origin.
    var grabbedPosition: Int
    /// Where the pointer pressed, in the origin's content coordinates.
    var pressPoint: CGPoint
    /// Where the pointer pressed, inside the grabbed item's frame.
    var grabOffset: CGPoint
    /// The carried items' positions in the origin, ascending.
    var draggedPositions: [Int]
    /// Every section's item frames when the interaction began, in content coordinates.
    var frames: [CollectionID: [CGRect]]
    /// The items each section keeps: all of them but the carried ones, in order.
    var staying: [CollectionID: [Item.ID]]
    /// The carried items' sizes, grabbed one first, for the gap they open elsewhere.
    var sizes: [CGSize]
    /// The resolvers made so far, one per section the pointer visited.
    var resolvers: [CollectionID: DropResolver] = [:]
    /// What `canDrop` and the drop configuration said of each place proposed so far, asked
    /// once per place: the pointer proposes the same place on every event while over it.
    var verdicts: [ReorderDifference<Item.ID, CollectionID>.Destination: Verdict] = [:]
    /// The GTK drag source, for a pick-up by distance.
    var source: DragSource?
    /// The GTK drag, once it began.
    var drag: Drag?
    /// The picture the GTK drag carries.
    var preview: DragPreview?
    /// Where the pointer holds the picture, from its top-left corner.
    var hotSpot = CGPoint.zero
    /// Where each pictured item is in the picture, from its top-left corner.
    var pictured: [Item.ID: CGPoint] = [:]
    /// The lifted item, for a pick-up by long press.
    var lift: Lift?
    /// The widgets faded while their items are carried.
    var faded: [Widget] = []
    /// The widgets marked held while a click carries their items (click to move); nil for a
    /// drag or a lift.
    var held: [Widget]?
    /// Where the pointer last was over one of the container's sections (in its widget's
    /// coordinates), until a drop there took the items: a drag that ends undropped glides
    /// back from there.
    var lastOver: (section: CollectionID, point: CGPoint)?
    /// Whether a drop where the pointer is would send the items back (the drop configuration
    /// says `.cancel`): no refusal, nothing changes.
    var returnsHere = false

    /// Where a drop at a proposed place sends the items (nil when refused), and whether it
    /// sends them back where they came from instead (no refusal then).
    typealias Verdict = (destination: ReorderDifference<Item.ID, CollectionID>.Destination?, returns: Bool)

    /// An item lifted by a long press: the snapshot drawn over its section, its own widget
    /// hidden in the gap it opens.
    struct Lift {
        var widget: Widget
        var snapshot: Picture
        /// The lifted item's slot among the staying items: where its hidden widget is now.
        var slot: Int
    }
}
