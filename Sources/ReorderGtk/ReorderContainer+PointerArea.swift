import Foundation
import DeckhandGtk
import ReorderKit

/// Taking the pointer in one widget for every section, and what the app learns from it.
extension ReorderContainer {
    /// Takes the pointer for every section in `area`, a widget that holds them all: the
    /// container's `pointerArea`.
    ///
    /// The container's one drag source and one drop target go there instead of onto each
    /// section, and a press or a drop finds its section and item by where they lie. The
    /// sections of a shared area should not overlap (where they do, the one added later wins)
    /// nor scroll inside it.
    ///
    /// Then the sections' views need not be pick targets (`canTarget = false`), nor the items
    /// of boxes and flow boxes (a list view finds its rows by GTK's pick). GTK does work for
    /// every widget the pointer crosses: it changes the hover state of each widget up to the
    /// window, restyles, and lays the window out again. Over a single target, moving the
    /// pointer costs none of that, as over one canvas; a card table sweeps the pointer across
    /// many small widgets, which makes this matter there. Items lifted by a long press
    /// (`pickUpGesture`) still need their section to take the pointer, and drag handles
    /// (`handleStyleClass`), found by GTK's pick, need items that take it. `area` gets the
    /// style class `reorder-pointer-area`.
    ///
    /// ```swift
    /// let container = ReorderContainer(for: Card.self, in: Pile.ID.self, pointerArea: felt) { [weak table] in table?.apply($0) }
    /// for pile in piles {
    ///     let view = container.addSection(pile.id, content: cards[pile.id], host: hosts[pile.id])
    ///     view.canTarget = false
    ///     felt.append(view)
    /// }
    /// ```
    func takePointer(in area: Widget) {
        area.addCSSClass("reorder-pointer-area")
        let shared = PointerArea<Item, CollectionID>(widget: area)
        sharedArea = shared
        installDropTarget(in: shared)
    }

    /// Whether the `pointerArea` holds no popover: a promise that lets its controllers skip a check.
    ///
    /// With it on, the container's drag source, click gesture and drop target on the area take
    /// each event without first walking from the area and from the event's target up to their
    /// surfaces to compare them, which GTK otherwise does at every motion of the pointer over
    /// the area. Turn it on only for an area with no popover (nor any other surface) inside:
    /// a press in such a popover would reach the container in the popover's coordinates. Off by
    /// default; it may be set at any time, before or after sections are added. It covers the
    /// container's own controllers only: give yours on the area `handlesOtherSurfaces`. A
    /// container made without a `pointerArea` has no area to promise this of: it stays false.
    ///
    /// ```swift
    /// let container = ReorderContainer(for: Card.self, in: Pile.ID.self, pointerArea: felt) { [weak table] in table?.apply($0) }
    /// container.pointerAreaHoldsNoPopover = true
    /// ```
    public var pointerAreaHoldsNoPopover: Bool {
        get { sharedArea?.handlesOtherSurfaces ?? false }
        set { sharedArea?.handlesOtherSurfaces = newValue }
    }

    /// The section and the item under `point` in the container's `pointerArea`.
    ///
    /// What the app's own clicks there are on, found as the container finds a press. Nil over
    /// no section (or without that widget); the item is nil over a section's empty space.
    ///
    /// - Complexity: O(*s* + *n*) in the sections and the items of the one found.
    public func target(at point: CGPoint) -> (collectionID: CollectionID, itemID: Item.ID?)? {
        sharedArea?.forgetLayout()
        guard let (section, inside) = sharedArea?.section(at: point) else { return nil }
        return (section.id, section.surface.item(at: inside))
    }

    /// Tells subscribers of a change to `currentDrag`, if there was one.
    func publishDragState() {
        let now = currentDrag
        guard now != publishedDragState else { return }
        publishedDragState = now
        emit(.dragStateChanged(now))
    }
}
