import Foundation
import DeckhandGtk
import ReorderKit

/// Pick-up by distance: the pointer area's GTK drag source picks up the item under the press,
/// so a drag can also leave the window and carry the items to other applications as text or
/// files.
extension ReorderContainer {
    func installDragSource(in area: PointerArea<Item, CollectionID>) {
        guard area.takeDrags() else { return }
        // The area lives as long as the container, which its widget keeps: held weakly.
        area.dragSource.onPrepare { [weak self, weak area] x, y in
            guard let self, let area else { return nil }
            return prepareDrag(in: area, pressedAt: CGPoint(x: x, y: y))
        }
        area.dragSource.onDragBegin { [weak self] drag in self?.beginDrag(drag) }
        area.dragSource.onDragEnd { [weak self] _ in self?.endDrag() }
    }

    /// Presses the item under `point` (in `area`'s widget), in whichever section it lies, and
    /// says what the drag offers other applications.
    func prepareDrag(in area: PointerArea<Item, CollectionID>, pressedAt point: CGPoint) -> ContentProvider? {
        // A press whose drag never began is stale: GTK skips drag-begin and drag-end when it
        // cannot start the drag it prepared.
        area.pressed(at: point)
        putDownClickedItems()
        guard isEnabled, session.phase != .dragging,
              let (section, pressed) = area.section(at: point), section.startsDrags,
              let id = section.surface.item(at: pressed),
              pressIsOnHandle(at: pressed, in: section) else { return nil }
        let source = area.dragSource
        sections.forEach { $0.keyboard?.cancel() }
        guard press(id, in: section, at: section.surface.readingPoint(pressed), source: source, carrying: dragContainer),
              let carried = pointer.map({ Set($0.items) }) else { return nil }
        strayDrops.start(in: section.surface.widget) { [weak self] drag in
            self.map { $0.whose(drag).ours || $0.whose(drag).abandoned } ?? false
        }
        let exported = section.surface.items.filter { carried.contains($0.id) }
        let text = ContentProvider(text: exported.map(exportedText ?? name(of:)).joined(separator: "\n"))
        let files = exportedFile.map { file in exported.compactMap(file) } ?? []
        // Files go out as copies only: a file manager taking a move would move the user's
        // files away. The container's own drops then take a copy action too.
        source.actions = files.isEmpty ? [.move, .copy] : .copy
        self.pointer?.action = files.isEmpty ? .move : .copy
        return files.isEmpty ? text : ContentProvider(union: [ContentProvider(filePaths: files), text])
    }

    /// How far below the pointer a list's drag preview hangs, in pixels.
    static var previewClearance: CGFloat { 12 }

    /// The drag passed GTK's threshold: the items are picked up, drawn under the pointer by
    /// the previews formation (on `drag`, the GTK drag, when there is one), and faded where
    /// they were.
    func beginDrag(_ drag: Drag?) {
        guard var pointer, pointer.source != nil, let section = section(pointer.origin) else { return }
        pointer.drag = drag
        // The items on screen, in their collection's order, where they lie.
        let rank = Dictionary(pointer.items.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let shown = section.surface.shownWidgets(of: Set(pointer.items)).sorted { (rank[$0.id] ?? 0) < (rank[$1.id] ?? 0) }
        let widgets = shown.map(\.widget)
        let pictured = widgets.map { section.surface.pictured($0) }
        let frames = pictured.compactMap { $0.bounds(relativeTo: section.surface.widget) }
        if let grabbed = shown.firstIndex(where: { $0.id == pointer.grabbed }),
           let preview = DragPreview(
               of: pictured, frames: frames, grabbed: grabbed, count: pointer.items.count,
               formation: dragPreviewsFormation, styleClass: section.surface.previewStyleClass
           ) {
            // The grab offset is in reading coordinates: from the right edge, right to left.
            let width = pointer.frames[pointer.origin]?[pointer.grabbedPosition].width ?? 0
            let grabX = section.surface.mirrors ? width - pointer.grabOffset.x : pointer.grabOffset.x
            // Where the rows or cells stay put, a line by the pointer shows where they will
            // land: the preview hangs just below the pointer so as not to hide it.
            let hotY = section.surface.keepsDraggedItemsInPlace ? -Self.previewClearance : pointer.grabOffset.y + preview.grabbedOrigin.y
            let hot = CGPoint(x: grabX + preview.grabbedOrigin.x, y: hotY)
            drag?.setIcon(preview.widget, hotX: Int(hot.x), hotY: Int(hot.y))
            pointer.preview = preview
            pointer.hotSpot = hot
            pointer.pictured = Dictionary(
                preview.offsets.map { (shown[$0.key].id, $0.value) }, uniquingKeysWith: { first, _ in first }
            )
        }
        widgets.forEach { $0.addCSSClass("reorder-source") }
        pointer.faded = widgets
        self.pointer = pointer
        if let drag {
            LocalReorderDrags.started(drag) { [weak self] refused in
                self?.pointer?.preview?.showRefused(refused)
                self?.publishDragState()
            }
        }
        escapeWatch.start(in: section.surface.widget) { [weak self] in self?.pointer?.source?.cancelDrag() }
        deliver(session.recognize())
    }

    /// The drag ended, dropped or not: a drag no drop took is cancelled, and its items glide
    /// back into place from where the pointer last was over the container (a refused pile,
    /// or wherever Escape was pressed).
    func endDrag() {
        escapeWatch.stop()
        strayDrops.stop()
        if let drag = pointer?.drag { LocalReorderDrags.ended(drag) }
        // Ended without a drop: cancelled (Escape, a refused place, an undo).
        if session.phase == .dragging, let drag = pointer?.drag {
            abandonedDrag = WeakReference(drag) { Drag(borrowing: $0) }
        }
        edgeScroller.stop()
        let glide = pointer.flatMap { pointer in
            pointer.lastOver.flatMap { over in section(over.section).map { (pointer.origin, dropRects(at: over.point, in: $0)) } }
        }
        pointer?.faded.forEach { $0.removeCSSClass("reorder-source") }
        sections.forEach(hideIndicator(in:))
        pointer = nil
        deliver(session.cancel())
        if let (origin, rects) = glide { animateLanding(from: rects, in: [origin]) }
    }

    /// Whose drag is over `area` now, read once: the container's own (`ours`), or one of
    /// its own that it cancelled (`abandoned`: it takes nothing, as if over no container at
    /// all); neither for another application's.
    func drag(over area: PointerArea<Item, CollectionID>) -> (ours: Bool, abandoned: Bool) {
        guard let current = area.dropTarget.currentLocalDrag else { return (false, false) }
        return whose(current)
    }

    /// Whether `drag` is the container's own (`ours`) or one of its own it cancelled
    /// (`abandoned`).
    func whose(_ drag: Drag) -> (ours: Bool, abandoned: Bool) {
        let ours = pointer?.drag.map { drag.isSame(as: $0) } ?? false
        let abandoned = abandonedDrag?.object.map { drag.isSame(as: $0) } ?? false
        return (ours, abandoned)
    }
}
