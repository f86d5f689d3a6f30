import ReorderKit

/// Something that happened in a ``ReorderContainer``, told to every subscriber of
/// ``ReorderContainer/onEvent(_:)`` in the order it happened: the one stream an app follows a
/// container by.
///
/// ```swift
/// container.onEvent { event in
///     switch event {
///     case .reorder(.began(let items)): print("picked up \(items)")
///     case .reorder(.orderChanged(let difference)): history.record(difference)
///     case .announced(let text): statusLine.text = text
///     default: break
///     }
/// }
/// ```
public enum ReorderContainerEvent<Item: Identifiable, CollectionID: Hashable & Sendable> where Item.ID: Sendable {
    /// A step of a pointer drag, a keyboard move or a click to move, as the engine reports it:
    /// `began`, `destinationChanged`, `ended`, `cancelled`, and `orderChanged` after the
    /// change was applied (by `move`, or to the content).
    case reorder(ReorderEvent<Item.ID, CollectionID>)
    /// The container applied a change to its sections' content (it was made without a `move`
    /// closure): every section's items, in their new order.
    case contentChanged([CollectionID: [Item]])
    /// ``ReorderContainer/currentDrag`` changed: a drag began or ended, or the place under the
    /// pointer came to refuse it or to send it back. A refusal is drawn on the drag's picture,
    /// which a drag within one shared pointer area shows without repainting the window: this
    /// is for showing it elsewhere (a status line, a test's snapshot of the window).
    case dragStateChanged(ReorderDragState<Item.ID>?)
    /// What a screen reader is told of a keyboard or click-to-move step ("Picked up Harbour,
    /// position 3 of 12"), for a status line; the focused item's accessible description
    /// carries it too.
    case announced(String)
    /// A click or Ctrl+A changed ``ReorderContainer/selectedItems``.
    case selectionChanged(Set<Item.ID>)
}
