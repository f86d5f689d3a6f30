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
        if let rows = section.surface as? VirtualizedContentHost<Item> {
            rows.observeRebinding { [weak self, weak rows] row, id in
                guard let self, let rows else { return }
                nameCell(row, showing: id, in: rows)
            }
        }
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
            // TRANSLATORS: an item's accessible name: %1$s is its own name, %2$d its position, %3$d how many there are.
            surface.content.widget(for: item.id)?.setAccessibleLabel(catalogue.tr("%1$s, %2$d of %3$d", name, index + 1, items.count))
        }
    }

    /// Names a virtualized view's cell for assistive technology as it is bound to `id`, as
    /// content's items are named: its name and its place ("Photo 61, 61 of 100000"). An app
    /// that names its cells itself does so after binding them.
    private func nameCell(_ row: Widget, showing id: Item.ID, in rows: VirtualizedContentHost<Item>) {
        let items = rows.items
        guard let position = rows.position(of: row), items.indices.contains(position), items[position].id == id else { return }
        // The row is being bound, not yet on screen: its own label names it.
        let item = items[position]
        let name = accessibleName?(item) ?? itemName?(item) ?? row.labelText ?? String(describing: id)
        // TRANSLATORS: an item's accessible name: %1$s is its own name, %2$d its position, %3$d how many there are.
        rows.focusTarget(of: row).setAccessibleLabel(catalogue.tr("%1$s, %2$d of %3$d", name, position + 1, items.count))
    }

    /// Takes `item` from section `origin` to the section after it (`forwards`) or before it,
    /// at `index` there (or its end), when the pointer's rules let it go there; that section's
    /// keyboard holds it then. Nil when there is no other section.
    private func moveAcross(_ item: Item.ID, at index: Int, from origin: CollectionID, forwards: Bool) -> CrossingOutcome? {
        guard sections.count > 1, let here = sections.firstIndex(where: { $0.id == origin }) else { return nil }
        let name = spokenName(of: item, in: sections[here])
        let there = here + (forwards ? 1 : -1)
        guard sections.indices.contains(there) else {
            if forwards {
                // TRANSLATORS: a screen reader says this; %s is the item's name.
                return .noNeighbour(catalogue.tr("%s is in the last of the lists", name))
            }
            // TRANSLATORS: a screen reader says this; %s is the item's name.
            return .noNeighbour(catalogue.tr("%s is in the first of the lists", name))
        }
        let target = sections[there]
        let order = target.surface.items.map(\.id)
        let position: Difference.Position = index < order.count ? .before(order[index]) : .end
        let destination = Difference.Destination(position: position, collectionID: target.id)
        guard accepted([item], at: destination) == destination else {
            guard let list = sectionName?(target.id) else {
                // TRANSLATORS: a screen reader says this; %s is the item's name.
                return .refused(catalogue.tr("%s cannot go to the list there", name))
            }
            // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$s the list's ("Done").
            return .refused(catalogue.tr("%1$s cannot go to %2$s", name, list))
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
        let announcement = if let list = sectionName?(target.id) {
            // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$s the list's, %3$d its position there, %4$d how many there are.
            catalogue.tr("%1$s moved to %2$s, position %3$d of %4$d", name, list, landed, count)
        } else {
            // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position there, %3$d how many there are.
            catalogue.tr("%1$s moved to the next list, position %2$d of %3$d", name, landed, count)
        }
        target.keyboard?.takeOver(item, announcing: announcement)
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
        let itemName = name(of: items[index])
        let announcement = if let list = sectionName?(home.id) {
            // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$s the list's, %3$d its position there, %4$d how many there are.
            catalogue.tr("Cancelled, %1$s back in %2$s at position %3$d of %4$d", itemName, list, index + 1, items.count)
        } else {
            // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position there, %3$d how many there are.
            catalogue.tr("Cancelled, %1$s back in its list at position %2$d of %3$d", itemName, index + 1, items.count)
        }
        home.keyboard?.say(announcement, about: item)
        return true
    }
}
