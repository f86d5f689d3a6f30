import Foundation
import DeckhandGtk
import ReorderKit

/// The keyboard path, one for every surface.
extension ReorderContainer {
    func installKeyboard(in section: ReorderSection<Item, CollectionID>) {
        let id = section.id
        section.keyboard = KeyboardReordering(
            surface: section.surface, collection: id,
            name: { [weak self] in self?.name(of: $0) ?? "" },
            isEnabled: { [weak self] in self?.isEnabled ?? false },
            announce: { [weak self] in self?.announce($0) },
            showLine: { [weak self, weak section] line in
                guard let self, let section else { return }
                if let line { showIndicator(line, in: section) } else { hideIndicator(in: section) }
            },
            report: { [weak self] events in
                guard let self else { return }
                // A drop or a cancel in any section ends a move the keyboard carried across.
                if events.contains(where: \.endsInteraction) { keyboardOrigin = nil }
                deliver(events)
            },
            canPickUp: { [weak self] in self?.canPickUp($0) ?? false },
            accepts: { [weak self] items, destination in self?.accepted(items, at: destination) == destination },
            moveAcross: { [weak self] item, index, forwards in
                self?.moveAcross(item, at: index, from: id, forwards: forwards)
            },
            putBack: { [weak self] item in self?.putBack(item) ?? false }
        )
        guard let surface = section.surface as? ContentSurface<Item> else { return }
        nameItems(in: surface)
        surface.observeChanges { [weak self, weak surface] in
            guard let self, let surface else { return }
            nameItems(in: surface)
        }
    }

    /// Names each item's widget for assistive technology with its name and its position
    /// ("Harbour, blue card, 3 of 14"), as it is now.
    ///
    /// - Complexity: O(*n*) in the section's items.
    private func nameItems(in surface: ContentSurface<Item>) {
        let items = surface.content.items
        for (index, item) in items.enumerated() {
            let name = accessibleName?(item) ?? self.name(of: item)
            surface.content.widget(for: item.id)?.setAccessibleLabel("\(name), \(index + 1) of \(items.count)")
        }
    }

    /// Takes `item` from section `origin` to the section after it (`forwards`) or before it,
    /// at `index` there (or its end), when the pointer's rules let it go there; that section's
    /// keyboard holds it then. Nil when there is no other section.
    private func moveAcross(_ item: Item.ID, at index: Int, from origin: CollectionID, forwards: Bool) -> CrossingOutcome? {
        guard sections.count > 1, let here = sections.firstIndex(where: { $0.id == origin }) else { return nil }
        let name = sections[here].surface.items.first { $0.id == item }.map(name(of:)) ?? "The item"
        let there = here + (forwards ? 1 : -1)
        guard sections.indices.contains(there) else {
            return .noNeighbour("\(name) is in the \(forwards ? "last" : "first") of the lists")
        }
        let target = sections[there]
        let order = target.surface.items.map(\.id)
        let position: Difference.Position = index < order.count ? .before(order[index]) : .end
        let destination = Difference.Destination(position: position, collectionID: target.id)
        guard accepted([item], at: destination) == destination else {
            return .refused("\(name) cannot go to \(sectionName?(target.id) ?? "the list there")")
        }
        if keyboardOrigin?.item != item {
            let order = sections[here].surface.order
            let next = order.firstIndex(of: item).flatMap { order.indices.contains($0 + 1) ? order[$0 + 1] : nil }
            keyboardOrigin = (item, Difference.Destination(position: next.map { .before($0) } ?? .end, collectionID: origin))
        }
        let difference = Difference(sources: [item], destination: destination)
        deliver([.ended(difference), .orderChanged(difference)])
        let count = target.surface.items.count
        let landed = (target.surface.items.firstIndex { $0.id == item } ?? min(index, count - 1)) + 1
        let list = sectionName?(target.id) ?? "the next list"
        target.keyboard?.takeOver(item, announcing: "\(name) moved to \(list), position \(landed) of \(count)")
        return .moved
    }

    /// Takes `item`, carried by the keyboard into another section and let go there with
    /// Escape, back to the place in the section it was picked up from, focused, and says so.
    /// False when it never left that section.
    private func putBack(_ item: Item.ID) -> Bool {
        guard let origin = keyboardOrigin, origin.item == item,
              let home = section(origin.destination.collectionID) else { return false }
        keyboardOrigin = nil
        let difference = Difference(sources: [item], destination: origin.destination)
        deliver([.orderChanged(difference), .cancelled])
        let items = home.surface.items
        guard let index = items.firstIndex(where: { $0.id == item }) else { return true }
        if let widget = home.surface.shownWidgets(of: [item]).first?.widget {
            _ = home.surface.focusTarget(of: widget).grabFocus()
        }
        let list = sectionName?(home.id) ?? "its list"
        home.keyboard?.say("Cancelled, \(name(of: items[index])) back in \(list) at position \(index + 1) of \(items.count)", about: item)
        return true
    }
}
