import Foundation
import Gtk
import ReorderKit

/// The drop's own motion (`dropPreviewsFormation`): dropped items fly from where the pointer let
/// them go into their new places, unless the formation is `.none` or the user turned animations
/// off. A drop GTK refuses glides back by itself.
extension ReorderContainer {
    /// Where each carried item was under the pointer when dropped at `point` (in `section`'s
    /// widget coordinates), in window coordinates, laid out as they lay when picked up.
    func dropRects(at point: CGPoint, in section: ReorderSection<Item, CollectionID>) -> [Item.ID: CGRect] {
        guard dropPreviewsFormation != .none, Settings.animationsEnabled, let pointer,
              let origin = self.section(pointer.origin), let root = section.surface.widget.root,
              let frames = pointer.frames[pointer.origin],
              frames.indices.contains(pointer.grabbedPosition) else { return [:] }
        let grabbed = frames[pointer.grabbedPosition]
        let reading = section.surface.readingPoint(point)
        let corner = CGPoint(x: reading.x - pointer.grabOffset.x, y: reading.y - pointer.grabOffset.y)
        var rects: [Item.ID: CGRect] = [:]
        for (item, position) in zip(pointer.items, pointer.draggedPositions) where frames.indices.contains(position) {
            let start = frames[position]
            let laid = CGRect(
                x: corner.x + start.minX - grabbed.minX, y: corner.y + start.minY - grabbed.minY,
                width: start.width, height: start.height
            )
            let local = section.surface.widgetRect(laid)
            guard let windowOrigin = section.surface.widget.convert(local.origin, to: root) else { continue }
            rects[item] = CGRect(origin: windowOrigin, size: local.size)
        }
        return origin.surface is ContentSurface<Item> ? rects : [:]
    }

    /// Once the section `destination` is laid out anew, slides each item of `rects` from there
    /// to its new place.
    func animateLanding(from rects: [Item.ID: CGRect], in destination: CollectionID) {
        guard !rects.isEmpty, let section = section(destination), section.surface is ContentSurface<Item> else { return }
        landingSerial += 1
        let serial = landingSerial
        NextLayout.run(after: section.surface.widget) { [weak self, weak section] in
            guard let self, let section, let root = section.surface.widget.root else { return }
            var css = ""
            var styled: [(Widget, String)] = []
            for (index, shown) in section.surface.shownWidgets(of: Set(rects.keys)).enumerated() {
                guard let from = rects[shown.id], let now = shown.widget.bounds(relativeTo: root) else { continue }
                let dx = (from.minX - now.minX).rounded()
                let dy = (from.minY - now.minY).rounded()
                guard dx != 0 || dy != 0 else { continue }
                let name = "reorder-landing-\(serial)-\(index)"
                css += "@keyframes \(name) { from { transform: translate(\(dx)px, \(dy)px); } to { transform: none; } }\n"
                css += ".\(name) { animation: \(name) 200ms ease-out; }\n"
                styled.append((shown.widget, name))
            }
            guard !styled.isEmpty else { return }
            landingStylesheet.load(css)
            styled.forEach { $0.0.addCSSClass($0.1) }
            landingEnd = RepeatingTimer(milliseconds: 260) { [weak self] in
                styled.forEach { $0.0.removeCSSClass($0.1) }
                if self?.landingSerial == serial { self?.landingStylesheet.load("") }
                return false
            }
        }
    }
}
