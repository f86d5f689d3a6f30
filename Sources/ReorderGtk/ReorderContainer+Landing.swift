import Foundation
import DeckhandGtk
import ReorderKit

/// The drop's own motion (`dropPreviewsFormation`): items dropped by a pointer drag fly from
/// where the drag's picture showed them into their new places, unless the formation is `.none`
/// or the user turned animations off. A drop GTK refuses glides back by itself; a lifted item
/// lands where its gap already is.
extension ReorderContainer {
    /// Where each carried item was when dropped at `point` (in `section`'s widget
    /// coordinates), in window coordinates: where the drag's picture showed it, or, for the
    /// items it did not picture, where it showed the grabbed one.
    func dropRects(at point: CGPoint, in section: ReorderSection<Item, CollectionID>) -> [Item.ID: CGRect] {
        guard dropPreviewsFormation != .none, Settings.animationsEnabled, let pointer,
              let origin = self.section(pointer.origin), origin.surface is ContentSurface<Item>,
              let root = section.surface.widget.root,
              let pointed = section.surface.widget.convert(point, to: root),
              let frames = pointer.frames[pointer.origin] else { return [:] }
        let corner = CGPoint(x: pointed.x - pointer.hotSpot.x, y: pointed.y - pointer.hotSpot.y)
        let grabbed = pointer.pictured[pointer.grabbed] ?? .zero
        var rects: [Item.ID: CGRect] = [:]
        for (item, position) in zip(pointer.items, pointer.draggedPositions) where frames.indices.contains(position) {
            let offset = pointer.pictured[item] ?? grabbed
            rects[item] = CGRect(origin: CGPoint(x: corner.x + offset.x, y: corner.y + offset.y), size: frames[position].size)
        }
        return rects
    }

    /// Once the sections `destinations` are laid out anew, slides each item of `rects` from
    /// there to its new place, each `stagger` milliseconds after the one before.
    func animateLanding(from rects: [Item.ID: CGRect], in destinations: [CollectionID], stagger: Int = 0) {
        let sections = destinations.compactMap { section($0) }.filter { $0.surface is ContentSurface<Item> }
        guard !rects.isEmpty, let first = sections.first else { return }
        landing.stop()
        landingSerial += 1
        let serial = landingSerial
        let ids = sections.map(\.id)
        landingIsPending = true
        NextFrame.run(after: first.surface.widget) { [weak self] in
            // The sections are looked up again: the closure holds none of them.
            guard let self, landingSerial == serial else { return }
            landingIsPending = false
            guard let root = ids.first.flatMap({ section($0) })?.surface.widget.root else { return }
            var moves: [(widget: Widget, keyframes: String, timing: String)] = []
            let shown = ids.compactMap { section($0) }.flatMap { $0.surface.shownWidgets(of: Set(rects.keys)) }
            for shown in shown {
                guard let from = rects[shown.id], let now = shown.widget.bounds(relativeTo: root) else { continue }
                let dx = (from.minX - now.minX).rounded()
                let dy = (from.minY - now.minY).rounded()
                guard dx != 0 || dy != 0 else { continue }
                // Filled backwards: an item waiting its turn stays where it was.
                moves.append((shown.widget, "from { transform: translate(\(dx)px, \(dy)px); } to { transform: none; }",
                              "200ms ease-out \(moves.count * stagger)ms 1 normal both"))
            }
            landing.play(named: "\(landingClass)-\(serial)", moves, lasting: 260 + moves.count * stagger)
        }
    }

    /// Runs `change`, which updates the content of some sections, then slides every item it
    /// moved (and every item that made way) from where it was to its new place, as a drop's
    /// landing does: an item moved by a double-click, a menu command or an undo. Nothing moves
    /// when the formation is `.none` or the user turned animations off.
    ///
    /// With a `stagger`, each item sets off that many milliseconds after the one before, in
    /// the order of the sections and their items (one by one, as cards are dealt).
    ///
    /// ```swift
    /// container.animatingMoves { table.show(nextGame) }
    /// ```
    public func animatingMoves(stagger: Int = 0, _ change: () -> Void) {
        let sections = self.sections.filter { $0.surface is ContentSurface<Item> }
        guard dropPreviewsFormation != .none, Settings.animationsEnabled,
              let root = sections.first?.surface.widget.root else { return change() }
        var before: [Item.ID: CGRect] = [:]
        for section in sections {
            for shown in section.surface.shownWidgets(of: Set(section.surface.items.map(\.id))) {
                if let frame = shown.widget.bounds(relativeTo: root) { before[shown.id] = frame }
            }
        }
        change()
        // Every item still shown slides from where it was; those that did not move stay put.
        animateLanding(from: before, in: sections.map(\.id), stagger: stagger)
    }
}
