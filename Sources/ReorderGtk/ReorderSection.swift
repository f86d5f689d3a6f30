import Foundation
import DeckhandGtk
import ReorderKit

/// One collection of a reorder container: its surface, and the drop machinery drawn over it.
@MainActor
final class ReorderSection<Item: Identifiable, CollectionID: Hashable & Sendable> where Item.ID: Sendable {
    let id: CollectionID
    let surface: any ReorderSurface<Item>
    /// The surface with the drop indicator drawn over it: what the window shows. Held weakly:
    /// the view keeps the container (and so this section) alive, not the other way round.
    private let viewReference: WeakReference<Overlay>
    /// The view, held strongly only until it is given a parent, which keeps it from then on
    /// (as GTK's floating reference would).
    private var unplacedView: Overlay?
    let indicator = DropIndicator()
    /// Where the section takes the pointer: its own widget, or the area it shares.
    let area: PointerArea<Item, CollectionID>
    /// Whether its items can be moved at all (by pointer, click or keyboard).
    var isReorderable = false
    /// Whether its items are picked up by a pointer drag (by distance, from `area`).
    var startsDrags = false
    /// The long-press gesture on the surface, when items lift by long press.
    var liftGesture: GestureDrag?
    /// A drag from another application: the order and a resolver over the items, made as it
    /// enters rather than at every pointer event.
    var external: (order: [Item.ID], resolver: DropResolver)?
    var keyboard: KeyboardReordering<Item, CollectionID>?
    /// Where the indicator shows now, in the surface widget's coordinates; nil when hidden.
    var shownIndicator: CGRect?
    /// Where a pointer drag over the section would land now; nil when none would.
    var proposedDestination: ReorderDifference<Item.ID, CollectionID>.Destination?

    /// A section for the collection `id` shown by `surface`, drawn in `view`, taking the
    /// pointer in `area` (its own surface widget's when nil).
    init(id: CollectionID, surface: any ReorderSurface<Item>, view: Overlay, area: PointerArea<Item, CollectionID>?) {
        self.id = id
        self.surface = surface
        self.area = area ?? PointerArea(widget: surface.widget)
        view.setChild(surface.overlaid)
        view.addOverlay(indicator.widget)
        viewReference = WeakReference(view) { Overlay(taking: $0) }
        unplacedView = view
        view.onNotify("parent") { [weak self] in self?.unplacedView = nil }
        self.area.serve(self)
    }

    /// The section's view, while it exists.
    var view: Overlay? { viewReference.object }
}
