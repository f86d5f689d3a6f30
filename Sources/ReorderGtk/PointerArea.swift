import Foundation
import DeckhandGtk
import ReorderKit

/// Where a reorder container takes the pointer: one widget with the container's drag source
/// and drop target, serving every section inside it. A press or a drop finds its section, and
/// the item under it, by where they lie, so neither needs to be a pick target.
///
/// Each section is its own area unless the container takes the pointer in one widget that
/// holds them all (a `ReorderContainer`'s `pointerArea`).
@MainActor
final class PointerArea<Item: Identifiable, CollectionID: Hashable & Sendable> where Item.ID: Sendable {
    /// Picks items up by distance: the start of every pointer drag in the area, once
    /// `takeDrags` has put it on the widget.
    private(set) lazy var dragSource = DragSource(actions: [.move, .copy])
    private var takesDrags = false
    /// Picks items up and puts them down by clicks (click to move), once `takeClicks` has put
    /// it on the widget.
    private var clicks: GestureClick?
    /// Takes drops, the container's own and other applications'.
    let dropTarget = DropTarget(actions: [.move, .copy])
    /// Held weakly: the widget keeps the container (and so this area) alive.
    private let widgetReference: WeakReference<Widget>
    /// The sections served, the later on top where they overlap (as a box draws its children).
    private var served: [WeakSection] = []
    /// The section a drag is over now, to be told when the drag moves on to another.
    weak var sectionUnderDrag: ReorderSection<Item, CollectionID>?
    /// Where the sections lay when last measured, and the area's size then.
    private var layout: (width: Int, height: Int, frames: [(WeakSection, CGRect)])?
    /// Where the last press was: GTK asks again, at every motion, for a drag it was refused.
    private var lastPress: CGPoint?
    /// Whether the area's controllers take events aimed at another surface inside the widget
    /// without checking (see `EventController.handlesOtherSurfaces`): only for a widget that
    /// holds no popover.
    var handlesOtherSurfaces = false {
        didSet {
            for controller in [takesDrags ? dragSource : nil, clicks, dropTarget] as [EventController?] {
                controller?.handlesOtherSurfaces = handlesOtherSurfaces
            }
        }
    }

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
        dragSource.handlesOtherSurfaces = handlesOtherSurfaces
        widget.addController(dragSource)
        return true
    }

    /// Takes clicks too, from now on: returns the click gesture it put on the widget, or nil
    /// when it already did (one gesture serves every section).
    func takeClicks() -> GestureClick? {
        guard clicks == nil, let widget else { return nil }
        let gesture = GestureClick()
        gesture.handlesOtherSurfaces = handlesOtherSurfaces
        widget.addController(gesture)
        clicks = gesture
        return gesture
    }

    /// The area's widget, while it exists.
    var widget: Widget? { widgetReference.object }

    /// Serves `section` too, on top of those before it.
    func serve(_ section: ReorderSection<Item, CollectionID>) {
        served.append(WeakSection(section: section))
        forgetLayout()
    }

    /// The topmost section on screen under `point` (in the area widget's coordinates), and the
    /// point in its surface widget's coordinates; nil over none. Where the sections lie is
    /// measured once and kept while the area keeps its size, until `forgetLayout()`: a drag
    /// asks at every pointer event, and each measure walks the widget tree.
    ///
    /// - Complexity: O(*s*) in the sections served.
    func section(at point: CGPoint) -> (section: ReorderSection<Item, CollectionID>, point: CGPoint)? {
        guard let widget else { return nil }
        for (reference, frame) in frames(in: widget).reversed() where frame.contains(point) {
            guard let section = reference.section else { continue }
            return (section, Self.snapped(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)))
        }
        return nil
    }

    /// Measures the sections again at the next `section(at:)`: call it as a drag over the
    /// area begins, when they may have moved since.
    func forgetLayout() {
        layout = nil
    }

    /// Notes a press at `point` (the area widget's): a new press measures the sections again,
    /// one asked about again does not.
    func pressed(at point: CGPoint) {
        guard point != lastPress else { return }
        lastPress = point
        forgetLayout()
    }

    /// Each section on screen and its frame in `widget`, the area's widget, as last measured
    /// for its size.
    private func frames(in widget: Widget) -> [(WeakSection, CGRect)] {
        if let layout, layout.width == widget.width, layout.height == widget.height { return layout.frames }
        let frames = served.compactMap { reference -> (WeakSection, CGRect)? in
            guard let surface = reference.section?.surface.widget, surface.isMapped else { return nil }
            return visibleFrame(of: surface, in: widget).map { (reference, $0) }
        }
        layout = (widget.width, widget.height, frames)
        return frames
    }

    /// The part of `surface` that shows, in `widget`'s coordinates: its frame cut to each
    /// widget between them (a scrolled window's viewport); nil if none of it shows.
    private func visibleFrame(of surface: Widget, in widget: Widget) -> CGRect? {
        guard surface.pointer != widget.pointer else { return CGRect(x: 0, y: 0, width: Double(widget.width), height: Double(widget.height)) }
        guard var frame = surface.bounds(relativeTo: widget) else { return nil }
        var ancestor = surface.parent
        while let current = ancestor, current.pointer != widget.pointer {
            if let bounds = current.bounds(relativeTo: widget) { frame = frame.intersection(bounds) }
            ancestor = current.parent
        }
        return frame.isNull || frame.isEmpty ? nil : frame
    }

    /// `point` to the nearest 1/256 pixel, the finest a pointer reports (Wayland's fixed
    /// point). GTK moves points between widgets in single precision, which leaves them a few
    /// millionths of a pixel off: a press on a pixel's edge would otherwise be judged as just
    /// short of it.
    private static func snapped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * 256).rounded() / 256, y: (point.y * 256).rounded() / 256)
    }
}
