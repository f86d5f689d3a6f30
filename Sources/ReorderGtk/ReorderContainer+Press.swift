import Foundation
import DeckhandGtk
import ReorderKit

extension ReorderContainer {
    /// Presses the item `id` of `section` at `point` (content coordinates): the engine's
    /// session decides what is carried, and the starting layout of every section is measured,
    /// which every later pointer event is judged against. Returns whether anything was picked.
    ///
    /// - Complexity: O(*n*) in the number of items of all sections, once per press.
    func press(
        _ id: Item.ID, in section: ReorderSection<Item, CollectionID>, at point: CGPoint, source: DragSource?,
        carrying dragContainer: DragContainer<Item.ID>
    ) -> Bool {
        _ = session.cancel()
        pointer = nil
        let orders = Dictionary(uniqueKeysWithValues: sections.map { ($0.id, $0.surface.order) })
        let order = orders[section.id] ?? []
        let selected = section.surface.selectedIDs ?? (selectsOnClick ? itemSelection.selected : selection())
        let candidates = dragContainer.items(pickingUp: id, in: order, selection: selected)
        let allowed = Set(candidates.filter(canPickUp))
        session = ReorderSession(pickUp: pickUpGesture, dragContainer: dragContainer, canPickUp: { allowed.contains($0) })
        _ = session.press(id, in: section.id, collections: orders, selection: selected, at: point, time: MainLoop.now)
        guard session.phase == .pressed else { return false }
        var frames: [CollectionID: [CGRect]] = [:]
        for other in sections {
            guard let measured = other.surface.readingFrames(), measured.count == orders[other.id]?.count else { continue }
            frames[other.id] = measured
        }
        let carried = Set(session.items)
        // One pass over the pressed collection: where the carried items are, and what stays.
        var positions: [Int] = []
        var remaining: [Item.ID] = []
        remaining.reserveCapacity(order.count)
        for (index, item) in order.enumerated() {
            if carried.contains(item) { positions.append(index) } else { remaining.append(item) }
        }
        guard let sectionFrames = frames[section.id], let grabbed = order.firstIndex(of: id) else {
            _ = session.cancel()
            return false
        }
        var staying = orders
        staying[section.id] = remaining
        pointer = PointerDrag<Item, CollectionID>(
            origin: section.id, items: session.items, carried: carried, grabbed: id, grabbedPosition: grabbed,
            pressPoint: point,
            grabOffset: CGPoint(x: point.x - sectionFrames[grabbed].minX, y: point.y - sectionFrames[grabbed].minY),
            draggedPositions: positions, frames: frames, staying: staying,
            sizes: ([grabbed] + positions.filter { $0 != grabbed }).map { sectionFrames[$0].size }, source: source
        )
        return true
    }

    /// The pointer drag's own proposal for `point` (content coordinates) in `section`, and
    /// the destination it comes to once `canDrop` and the drop configuration have had their
    /// say (nil: refused).
    func ownProposal(
        in section: ReorderSection<Item, CollectionID>, at point: CGPoint
    ) -> (proposal: DropProposal, destination: Difference.Destination?, refused: Bool)? {
        guard var resolver = self.pointer?.resolvers[section.id] ?? self.pointer.map({ makeResolver(for: section, pointer: $0) })
        else { return nil }
        var proposal = resolver.resolve(pointer: point)
        // In place, with no other hold on the drag's state: every pointer event comes here.
        self.pointer?.resolvers[section.id] = resolver
        guard let pointer else { return nil }
        if section.id == pointer.origin, Self.judgesInPlace(section, pointer) {
            proposal = proposal.amongStaying(draggedPositions: pointer.draggedPositions)
        }
        let staying = pointer.staying[section.id] ?? []
        let proposed = Difference.Destination(
            position: proposal.position(in: staying, for: CollectionID.self), collectionID: section.id
        )
        let verdict: PointerDrag<Item, CollectionID>.Verdict
        if let known = pointer.verdicts[proposed] {
            verdict = known
        } else {
            verdict = self.verdict(pointer.items, at: proposed)
            self.pointer?.verdicts[proposed] = verdict
        }
        return (proposal, verdict.destination, verdict.destination == nil && !verdict.returns)
    }

    /// What a drop of `items` at `proposed` comes to, asking `canDrop` and the drop
    /// configuration once each: where the items go (nil: they do not move), and whether the
    /// configuration sends them back (`.cancel`: a drop there changes nothing and is no
    /// refusal).
    func verdict(_ items: [Item.ID], at proposed: Difference.Destination) -> PointerDrag<Item, CollectionID>.Verdict {
        guard canDrop(items, proposed) else { return (nil, false) }
        guard let configure = dropConfiguration else { return (proposed, false) }
        let configuration = configure(items, proposed)
        let operation = configuration.effectiveOperation(allowedBy: dragConfiguration)
        if operation == .move { return (configuration.effectiveDestination(proposed: proposed), false) }
        return (nil, operation == .cancel)
    }

    /// Where `items` go when dropped at `proposed`, after `canDrop` and the drop
    /// configuration; nil when refused.
    func accepted(_ items: [Item.ID], at proposed: Difference.Destination) -> Difference.Destination? {
        verdict(items, at: proposed).destination
    }

    /// A resolver over `section` as it was when the pointer drag began: in the origin, the
    /// carried items leave a gap (or stay put, on a list); elsewhere they arrive.
    /// Whether a drop in the origin `section` is judged against its items where they lie, the
    /// carried ones included: where they stay put while carried (a list's rows, items a click
    /// picked up), rather than making way.
    private static func judgesInPlace(_ section: ReorderSection<Item, CollectionID>, _ pointer: PointerDrag<Item, CollectionID>) -> Bool {
        section.surface.keepsDraggedItemsInPlace || pointer.held != nil
    }

    private func makeResolver(for section: ReorderSection<Item, CollectionID>, pointer: PointerDrag<Item, CollectionID>) -> DropResolver {
        let frames = pointer.frames[section.id] ?? []
        let layout = section.surface.layoutKind
        guard section.id == pointer.origin else {
            return DropResolver(
                frames: frames, dragged: [], grabbed: nil, grabOffset: pointer.grabOffset,
                layout: layout, arriving: pointer.sizes, anchor: dropAnchor
            )
        }
        let dragged = Self.judgesInPlace(section, pointer) ? [] : Set(pointer.draggedPositions)
        return DropResolver(
            frames: frames, dragged: dragged, grabbed: pointer.grabbedPosition,
            grabOffset: pointer.grabOffset, layout: layout, anchor: dropAnchor
        )
    }
}
