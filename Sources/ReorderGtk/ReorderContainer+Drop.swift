import Foundation
import DeckhandGtk
import ReorderKit

/// Dropping: every section takes drops, its own drags' and other applications', judged by
/// ReorderKit's resolver against the layout the drag began with, and shows where they land.
/// Its pointer area's drop target finds the section under the drag.
extension ReorderContainer {
    func installDropTarget(in area: PointerArea<Item, CollectionID>) {
        let track: @MainActor (Double, Double) -> DragAction = { [weak self, weak area] x, y in
            guard let self, let area else { return [] }
            let drag = drag(over: area)
            let action = drag.abandoned ? [] : dragMoved(to: CGPoint(x: x, y: y), over: area, ours: drag.ours)
            // Another container's drag: its picture shows whether this one would take it here.
            if !drag.ours, let local = area.dropTarget.currentLocalDrag { LocalReorderDrags.show(local, refused: action.isEmpty) }
            return action
        }
        area.dropTarget.onEnter { [weak area] x, y in
            // A new drag over the area: the sections may have moved since the last, and the
            // last may have ended over one without a leave (a drop, a cancel).
            area?.forgetLayout()
            area?.sectionUnderDrag = nil
            return track(x, y)
        }
        area.dropTarget.onMotion(track)
        area.dropTarget.onLeave { [weak self, weak area] in
            guard let self, let area else { return }
            let ours = drag(over: area).ours
            if !ours, let local = area.dropTarget.currentLocalDrag { LocalReorderDrags.show(local, refused: false) }
            dragLeft(area, ours: ours)
        }
        area.dropTarget.onDrop { [weak self, weak area] value, x, y in
            guard let self, let area else { return false }
            let drag = drag(over: area)
            return !drag.abandoned && dropped(value, at: CGPoint(x: x, y: y), over: area, ours: drag.ours)
        }
    }

    /// Follows a drag over `area` at `point` (in its widget), into the section under it.
    func dragMoved(to point: CGPoint, over area: PointerArea<Item, CollectionID>, ours: Bool) -> DragAction {
        guard let (section, inside) = over(area, at: point, ours: ours) else { return [] }
        return dragMoved(to: inside, in: section, ours: ours)
    }

    /// A drop of `value` at `point` in `area`'s widget, in the section under it.
    func dropped(_ value: DropValue, at point: CGPoint, over area: PointerArea<Item, CollectionID>, ours: Bool) -> Bool {
        guard let (section, inside) = over(area, at: point, ours: ours) else { return false }
        return dropped(value, at: inside, in: section, ours: ours)
    }

    /// The drag left `area`, and so the section it was over.
    func dragLeft(_ area: PointerArea<Item, CollectionID>, ours: Bool) {
        guard let left = area.sectionUnderDrag else { return }
        area.sectionUnderDrag = nil
        dragLeft(left, ours: ours)
    }

    /// The section of `area` a drag at `point` is over, and the point in its widget; the
    /// section it was over before is told that the drag left it.
    private func over(
        _ area: PointerArea<Item, CollectionID>, at point: CGPoint, ours: Bool
    ) -> (ReorderSection<Item, CollectionID>, CGPoint)? {
        let found = area.section(at: point)
        if let before = area.sectionUnderDrag, before !== found?.section { dragLeft(before, ours: ours) }
        area.sectionUnderDrag = found?.section
        return found
    }

    /// Follows a drag over `section` at `point` (in its widget's coordinates), the
    /// container's own drag or, unless `ours`, another application's: shows where a drop
    /// would land, scrolls near the edges, and says which action a drop takes.
    func dragMoved(to point: CGPoint, in section: ReorderSection<Item, CollectionID>, ours: Bool) -> DragAction {
        let proposed = proposal(in: section, at: point, ours: ours)
        if ours {
            pointer?.preview?.showRefused(proposed == nil && pointer?.returnsHere != true)
            pointer?.lastOver = (section.id, point)
        }
        publishDragState()
        guard let (destination, indicator, action) = proposed else {
            hideIndicator(in: section)
            return []
        }
        showIndicator(indicator, in: section)
        section.proposedDestination = destination
        // Scrolling moves the content under a still pointer: judge the drop again each step.
        edgeScroller.follow(point, in: section.surface.widget) { [weak self, weak section] point in
            guard let self, let section else { return }
            section.area.forgetLayout()
            guard let (_, indicator, _) = proposal(in: section, at: point, ours: ours) else { return }
            showIndicator(indicator, in: section)
        }
        return action
    }

    /// The drag left `section`: nothing there takes it now.
    func dragLeft(_ section: ReorderSection<Item, CollectionID>, ours: Bool) {
        hideIndicator(in: section)
        section.external = nil
        guard ours else { return }
        // Outside the sections the drag may yet go to another application: not refused.
        pointer?.preview?.showRefused(false)
        pointer?.lastOver = nil
        pointer?.returnsHere = false
        deliver(session.propose(nil))
    }

    /// A drop of `value` at `point` in `section`: the container's own items land where the
    /// pointer shows, another application's go to `dropDestination`. Returns whether it was
    /// taken.
    func dropped(_ value: DropValue, at point: CGPoint, in section: ReorderSection<Item, CollectionID>, ours: Bool) -> Bool {
        guard let (destination, _, _) = proposal(in: section, at: point, ours: ours) else {
            // Refused: the items glide back from here when the drag ends.
            if ours { pointer?.lastOver = (section.id, point) }
            return false
        }
        hideIndicator(in: section)
        section.external = nil
        guard ours else { return dropDestination?(value, destination) ?? false }
        let rects = dropRects(at: point, in: section)
        pointer?.lastOver = nil
        let carried = pointer?.items.first
        let events = session.release()
        deliver(events)
        if events.contains(where: { if case .orderChanged = $0 { true } else { false } }) {
            animateLanding(from: rects, in: [destination.collectionID])
            if let carried { self.section(destination.collectionID)?.surface.reveal(carried) }
        }
        return true
    }

    /// Where a drop at `point` (in the section widget's coordinates) would go, what shows it
    /// (content coordinates) and the action it takes; nil when it would be refused.
    private func proposal(
        in section: ReorderSection<Item, CollectionID>, at point: CGPoint, ours: Bool
    ) -> (Difference.Destination, CGRect, DragAction)? {
        guard isEnabled else { return nil }
        let content = section.surface.readingPoint(point)
        if ours {
            guard let (proposal, destination, refused) = ownProposal(in: section, at: content) else { return nil }
            pointer?.returnsHere = destination == nil && !refused
            deliver(session.propose(destination))
            return destination.map { ($0, proposal.indicator, pointer?.action ?? .move) }
        }
        guard dropDestination != nil else { return nil }
        var external = section.external ?? makeExternal(for: section)
        let proposal = external.resolver.resolve(pointer: content)
        section.external = external
        let destination = Difference.Destination(
            position: proposal.position(in: external.order, for: CollectionID.self), collectionID: section.id
        )
        return (destination, proposal.indicator, .copy)
    }

    /// A drag from another application, which brings one item-sized thing: it opens a gap
    /// where the section's items make room, and is judged against the items as shown where
    /// they do not.
    private func makeExternal(for section: ReorderSection<Item, CollectionID>) -> (order: [Item.ID], resolver: DropResolver) {
        let surface = section.surface
        let frames = surface.readingFrames() ?? []
        let size = frames.first?.size ?? CGSize(width: 120, height: 40)
        let inPlace = surface.keepsDraggedItemsInPlace
        let resolver = DropResolver(
            frames: frames, dragged: [], grabbed: nil,
            grabOffset: inPlace ? .zero : CGPoint(x: size.width / 2, y: size.height / 2),
            layout: surface.layoutKind, arriving: inPlace ? [] : [size], anchor: dropAnchor
        )
        return (surface.order, resolver)
    }

    /// Shows the drop's place, `rect` in content coordinates: a line or slot outline with the
    /// items parted around it, or, without insertion indicators, the section lit up.
    func showIndicator(_ rect: CGRect, in section: ReorderSection<Item, CollectionID>) {
        let surface = section.surface
        var rect = surface.widgetRect(rect)
        guard rect != section.shownIndicator else { return }
        section.shownIndicator = rect
        guard showsInsertionIndicator else {
            surface.widget.addCSSClass("drop-accepting")
            return
        }
        // An empty collection has no items to span: the line spans the section itself, and
        // where it has neither width nor height (an empty flow box) the section's drop area
        // is outlined as a slot rather than filled.
        let spansBoth = rect.width == 0 && rect.height == 0
        if rect.width == 0 { rect.size.width = Double(surface.widget.width) }
        if rect.height == 0 { rect.size.height = Double(surface.widget.height) }
        guard let view = section.view, let origin = surface.widget.convert(rect.origin, to: view) else { return }
        section.indicator.show(at: CGRect(origin: origin, size: rect.size), asSlot: surface.layoutKind == .free || spansBoth)
        surface.showGap(around: rect)
    }

    func hideIndicator(in section: ReorderSection<Item, CollectionID>) {
        edgeScroller.stop()
        section.surface.widget.removeCSSClass("drop-accepting")
        section.shownIndicator = nil
        section.proposedDestination = nil
        section.indicator.hide()
        section.surface.showGap(around: nil)
    }
}
