import Foundation
import DeckhandGtk
import ReorderKit

/// Where a reorder container takes the pointer: one widget with the container's drag source
/// and drop target, serving every section inside it. A press or a drop finds its section, and
/// the item under it, by where they lie, so neither needs to be a pick target.
///
/// Each section is its own area unless the container takes the pointer in one widget that
/// holds them all (`ReorderContainer.takePointer(in:)`).
@MainActor
final class PointerArea<Item: Identifiable, CollectionID: Hashable & Sendable> where Item.ID: Sendable {
    /// Picks items up by distance: the start of every pointer drag in the area, once a
    /// section that picks up that way is served (`takeDrags`).
    let dragSource = DragSource(actions: [.move, .copy])
    private var takesDrags = false
    /// Takes drops, the container's own and other applications'.
    let dropTarget = DropTarget(actions: [.move, .copy])
    /// Held weakly: the widget keeps the container (and so this area) alive.
    private let widgetReference: WeakReference<Widget>
    /// The sections served, the later on top where they overlap (as a box draws its children).
    private var served: [WeakSection] = []
    /// The section a drag is over now, to be told when the drag moves on to another.
    weak var sectionUnderDrag: ReorderSection<Item, CollectionID>?

    private struct WeakSection {
        weak var section: ReorderSection<Item, CollectionID>?
    }

    /// An area in `widget`, which takes drops from now on.
    init(widget: Widget) {
        widgetReference = WeakReference(widget) { Widget(taking: $0) }
        widget.addController(dropTarget)
    }

    /// Starts drags too, from now on. Returns false when it already did: one drag source
    /// serves every section.
    func takeDrags() -> Bool {
        guard !takesDrags, let widget else { return false }
        takesDrags = true
        widget.addController(dragSource)
        return true
    }

    /// The area's widget, while it exists.
    var widget: Widget? { widgetReference.object }

    /// Serves `section` too, on top of those before it.
    func serve(_ section: ReorderSection<Item, CollectionID>) {
        served.append(WeakSection(section: section))
    }

    /// The topmost section on screen under `point` (in the area widget's coordinates), and the
    /// point in its surface widget's coordinates; nil over none.
    ///
    /// - Complexity: O(*s*) in the sections served.
    func section(at point: CGPoint) -> (section: ReorderSection<Item, CollectionID>, point: CGPoint)? {
        guard let widget else { return nil }
        for case let section? in served.reversed().map(\.section) {
            let surface = section.surface.widget
            guard surface.isMapped, let inside = surface.pointer == widget.pointer ? point : widget.convert(point, to: surface),
                  inside.x >= 0, inside.y >= 0, inside.x < Double(surface.width), inside.y < Double(surface.height)
            else { continue }
            return (section, Self.snapped(inside))
        }
        return nil
    }

    /// `point` to the nearest 1/256 pixel, the finest a pointer reports (Wayland's fixed
    /// point). GTK moves points between widgets in single precision, which leaves them a few
    /// millionths of a pixel off: a press on a pixel's edge would otherwise be judged as just
    /// short of it.
    private static func snapped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * 256).rounded() / 256, y: (point.y * 256).rounded() / 256)
    }
}
