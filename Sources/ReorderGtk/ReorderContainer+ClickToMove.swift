import Foundation
import DeckhandGtk
import ReorderKit

/// Click to move, a single-pointer alternative to dragging (WCAG 2.5.7), as Aisleriot's
/// "Click to Move": a click on an item picks it up (and what the drag container carries with
/// it), marked held as the keyboard marks it; a click where it should go puts it there, by the
/// rules a drop there would follow; a click on a held item, outside the sections or Escape puts
/// it down where it was. Each step is announced as the keyboard's are.
extension ReorderContainer {
    /// Takes clicks in `area` (to select and to move), once: the first call for an area puts
    /// its click gesture there.
    func installClicks(in area: PointerArea<Item, CollectionID>) {
        guard let gesture = area.takeClicks() else { return }
        // The area lives as long as the container, which its widget keeps: held weakly.
        gesture.onClickedAt { [weak self, weak area] count, point, modifiers in
            guard let self, let area, count == 1 else { return }
            // A click that puts held items down selects nothing.
            if pointer?.held == nil { selectionClicked(at: point, in: area, modifiers: modifiers) }
            // Plain single clicks only move: Ctrl and Shift clicks select, a double-click is
            // the app's.
            guard modifiers.isDisjoint(with: [.control, .shift, .alt]) else { return }
            clicked(at: point, in: area)
        }
    }

    /// A click at `point` in `area`'s widget: picks up the item there, or puts the held items
    /// where the click says.
    func clicked(at point: CGPoint, in area: PointerArea<Item, CollectionID>) {
        guard clickToMove else { return }
        area.pressed(at: point)
        guard isEnabled else { return putDownClickedItems() }
        if pointer?.held != nil { return placeClickedItems(at: point, in: area) }
        guard session.phase == .idle, let (section, inside) = area.section(at: point), section.isReorderable,
              let id = section.surface.item(at: inside) else { return }
        sections.forEach { $0.keyboard?.cancel() }
        // An item that cannot be picked up says nothing: a click on it may mean something else
        // to the app (a card table's stock deals).
        guard press(id, in: section, at: section.surface.readingPoint(inside), source: nil, carrying: dragContainer) else { return }
        deliver(session.recognize())
        guard var pointer else { return }
        let held = section.surface.shownWidgets(of: pointer.carried).map(\.widget)
        held.forEach { $0.addCSSClass("keyboard-held") }
        pointer.held = held
        self.pointer = pointer
        escapeWatch.start(in: section.surface.widget) { [weak self] in self?.putDownClickedItems() }
        say(pickedUpText(pointer, in: section), about: pointer.grabbed, in: section)
    }

    /// Puts the held items where a click at `point` says: where a drop there would land them,
    /// unless that place refuses them (they stay held) or the click is on one of them or on
    /// no section (they go back).
    private func placeClickedItems(at point: CGPoint, in area: PointerArea<Item, CollectionID>) {
        guard let pointer, let (section, inside) = area.section(at: point),
              let origin = self.section(pointer.origin) else { return putDownClickedItems() }
        if let id = section.surface.item(at: inside), pointer.carried.contains(id) {
            return putDownClickedItems()
        }
        guard let (_, destination, refused) = ownProposal(in: section, at: section.surface.readingPoint(inside)) else { return }
        guard let destination else {
            if refused { say(refusalText(pointer, in: origin), about: pointer.grabbed, in: origin) } else { putDownClickedItems() }
            return
        }
        deliver(session.propose(destination))
        let grabbed = pointer.grabbed
        unmarkClickedItems()
        self.pointer = nil
        let events = session.release()
        // The items slide from where they were into their new places, as the keyboard's do.
        animatingMoves { deliver(events) }
        let landed = self.section(destination.collectionID) ?? section
        landed.surface.reveal(grabbed)
        say(droppedText(grabbed, in: landed, from: origin), about: grabbed, in: landed)
    }

    /// Puts the items a click picked up back where they were, and says so unless `silently`
    /// (the content changed under them: what the app did is the news).
    func putDownClickedItems(silently: Bool = false) {
        guard let pointer, pointer.held != nil else { return }
        unmarkClickedItems()
        self.pointer = nil
        deliver(session.cancel())
        guard !silently, let origin = section(pointer.origin) else { return }
        let items = origin.surface.items
        let index = items.firstIndex { $0.id == pointer.grabbed } ?? pointer.grabbedPosition
        let name = spokenName(of: pointer.grabbed, in: origin)
        // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position, %3$d how many there are.
        say(catalogue.tr("Cancelled, %1$s back at position %2$d of %3$d", name, index + 1, items.count), about: pointer.grabbed, in: origin)
    }

    /// Takes the held mark off the clicked items' widgets and stops watching for Escape.
    private func unmarkClickedItems() {
        escapeWatch.stop()
        pointer?.held?.forEach { $0.removeCSSClass("keyboard-held") }
        pointer?.held = nil
    }

    /// Says `text` on the widget that shows `item` in `section` (as the keyboard does), and
    /// through `announce`.
    private func say(_ text: String, about item: Item.ID, in section: ReorderSection<Item, CollectionID>) {
        if let keyboard = section.keyboard { keyboard.say(text, about: item) } else { announce(text) }
    }

    /// "Picked up Harbour, position 3 of 12", or with the items carried along: "Picked up
    /// Harbour and 2 more, position 3 of 12".
    private func pickedUpText(_ pointer: PointerDrag<Item, CollectionID>, in section: ReorderSection<Item, CollectionID>) -> String {
        let items = section.surface.items
        let name = spokenName(of: pointer.grabbed, in: section)
        let others = pointer.items.count - 1
        guard others > 0 else {
            // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position, %3$d how many there are.
            return catalogue.tr("Picked up %1$s, position %2$d of %3$d", name, pointer.grabbedPosition + 1, items.count)
        }
        return catalogue.trn(
            // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d how many more items go with it, %3$d its position, %4$d how many there are.
            "Picked up %1$s and %2$d more, position %3$d of %4$d", "Picked up %1$s and %2$d more, position %3$d of %4$d",
            others, name, others, pointer.grabbedPosition + 1, items.count
        )
    }

    /// "Harbour cannot go there, position 3 of 12": the items stay held where they are.
    private func refusalText(_ pointer: PointerDrag<Item, CollectionID>, in origin: ReorderSection<Item, CollectionID>) -> String {
        let items = origin.surface.items
        let name = spokenName(of: pointer.grabbed, in: origin)
        // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position, %3$d how many there are.
        return catalogue.tr("%1$s cannot go there, position %2$d of %3$d", name, pointer.grabbedPosition + 1, items.count)
    }

    /// Where `grabbed` landed: "Harbour dropped at position 5 of 12" in its own section,
    /// "Harbour moved to Done, position 2 of 4" in another.
    private func droppedText(
        _ grabbed: Item.ID, in landed: ReorderSection<Item, CollectionID>, from origin: ReorderSection<Item, CollectionID>
    ) -> String {
        let items = landed.surface.items
        let position = (items.firstIndex { $0.id == grabbed } ?? 0) + 1
        let name = spokenName(of: grabbed, in: landed)
        guard landed.id != origin.id else {
            // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position, %3$d how many there are.
            return catalogue.tr("%1$s dropped at position %2$d of %3$d", name, position, items.count)
        }
        guard let list = sectionName?(landed.id) else {
            // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$d its position there, %3$d how many there are.
            return catalogue.tr("%1$s moved to another list, position %2$d of %3$d", name, position, items.count)
        }
        // TRANSLATORS: a screen reader says this; %1$s is the item's name, %2$s the list's, %3$d its position there, %4$d how many there are.
        return catalogue.tr("%1$s moved to %2$s, position %3$d of %4$d", name, list, position, items.count)
    }
}
