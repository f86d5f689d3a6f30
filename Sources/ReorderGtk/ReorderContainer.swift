import Foundation
import Gtk
import ReorderKit

/// A reorder container: the parent in which reorderable content can be dragged to new places,
/// within one collection or between several (each a section with its own collection ID and
/// host widget). It shows where a drop will land, carries a stacked preview of the dragged
/// items, and hands the app one `ReorderDifference` per drag that changed something. Drops of
/// text or files from other applications go to `onExternalDrop`. The model stays the app's:
/// `move` applies the difference and updates the content.
///
/// ```swift
/// let container = ReorderContainer(for: Toy.self, in: Cat.ID.self) { difference in
///     toys.apply(difference: difference)
///     for cat in cats { contents[cat.id]?.update(toys[cat.id] ?? []) }
/// }
/// for cat in cats {
///     let view = container.addSection(cat.id, content: contents[cat.id], host: BoxContentHost(box: boxes[cat.id]))
///     column.append(view)
/// }
/// ```
@MainActor
public final class ReorderContainer<Item: Identifiable, CollectionID: Hashable & Sendable>
where Item.ID: Sendable {
    /// The difference type handed to `move`.
    public typealias Difference = ReorderDifference<Item.ID, CollectionID>

    /// Whether dragging reorders; turning it off cancels a drag in progress and keeps
    /// everything else in place.
    public var isEnabled: Bool {
        didSet {
            guard !isEnabled else { return }
            sections.forEach(hideIndicator(in:))
            sections.forEach { $0.keyboard?.cancel() }
            session?.source.cancelDrag()
        }
    }
    /// Which items travel with the pressed one.
    public var dragContainer: DragContainer<Item.ID> = .single
    /// How the dragged items' previews are arranged.
    public var formation: DragDropPreviewsFormation = .stack
    /// Whether an item may be picked up.
    public var canPickUp: (Item.ID) -> Bool = { _ in true }
    /// Whether these items may go to this destination; a refused place shows the forbidden
    /// cursor and takes nothing.
    public var canDrop: ([Item.ID], Difference.Destination) -> Bool = { _, _ in true }
    /// The drop side's say on a drop, after `canDrop`: refuse it (`.forbidden`), or send the
    /// items somewhere else than the pointer proposes (a card pile takes cards on top).
    public var configureDrop: (([Item.ID], Difference.Destination) -> DropConfiguration<Item.ID, CollectionID>)?
    /// What dragged items allow a drop to do.
    public var dragConfiguration = DragConfiguration()
    /// Whether a drop's place is shown by an insertion line (or slot outline). Without it, a
    /// section that takes the drop gets the CSS class `drop-accepting`, as a card pile lights up.
    public var showsInsertionIndicator = true
    /// Whether items can be reordered from the keyboard (Space, arrows, Space); off where
    /// order within a collection means nothing, as in a card pile.
    public var supportsKeyboardReordering = true
    /// The selected items, for drag containers that carry the selection.
    public var selection: () -> Set<Item.ID> = { [] }
    /// The name announcements use for an item.
    public var itemName: (Item) -> String = { String(describing: $0.id) }
    /// The text other applications receive for a dragged item; its name unless set.
    public var exportedText: ((Item) -> String)?
    /// Receives every keyboard-reordering announcement ("Picked up Harbour, position 3 of
    /// 12"), for a status line; the focused item's accessible description carries it too.
    public var announce: (String) -> Void = { _ in }
    /// How a drag near the edge of a scrolled section scrolls it.
    public var autoScroll: AutoScroll {
        get { edgeScroller.rule }
        set { edgeScroller.rule = newValue }
    }
    /// Takes text or files dropped from another application at a destination; returns whether
    /// it took them. Nil refuses such drops.
    public var onExternalDrop: ((DropValue, Difference.Destination) -> Bool)?

    private let move: @MainActor (Difference) -> Void
    private var sections: [Section] = []
    private var session: Session?
    private let escapeWatch = DragEscapeWatch()
    private let edgeScroller = EdgeAutoScroller()
    /// Whether `move` is running: the app updates the content then, and that must not cancel
    /// the drag being dropped.
    private var isCommitting = false

    /// One collection of the container: its content, host and drop machinery.
    @MainActor
    private final class Section {
        let id: CollectionID
        let content: ForEach<Item>
        let host: any ReorderHost
        let view = Overlay()
        let indicator = DropIndicator()
        let dropTarget = DropTarget(actions: [.move, .copy])
        var dragSources: [Item.ID: DragSource] = [:]
        var externalResolver: DropResolver?
        var keyboard: KeyboardReordering<Item>?
        /// The items slid aside to open the gap at the insertion line.
        var parted: [Widget] = []
        /// Where the indicator shows now, in the host's coordinates; nil when hidden.
        var shownIndicator: CGRect?

        init(id: CollectionID, content: ForEach<Item>, host: any ReorderHost) {
            self.id = id
            self.content = content
            self.host = host
        }
    }

    /// One drag in progress: what is dragged, from where, and the layouts it started from.
    private struct Session {
        var origin: CollectionID
        var items: [Item.ID]
        var grabbed: Item.ID
        var grabOffset: CGPoint
        var frames: [CollectionID: [CGRect]]
        var sizes: [CGSize]
        var resolvers: [CollectionID: DropResolver] = [:]
        var source: DragSource
        var drag: Drag?
    }

    /// Creates a container of items of type `Item` in collections identified by `CollectionID`.
    public init(
        for _: Item.Type, in _: CollectionID.Type, isEnabled: Bool = true,
        move: @escaping @MainActor (Difference) -> Void
    ) {
        self.isEnabled = isEnabled
        self.move = move
    }

    /// Adds a collection shown by `host`, returning the widget to place in the window (the
    /// host's widget with the drop indicator drawn over it).
    @discardableResult
    public func addSection(
        _ id: CollectionID, content: ForEach<Item>, host: any ReorderHost
    ) -> Widget {
        let section = Section(id: id, content: content, host: host)
        sections.append(section)
        host.widget.addCSSClass("reorder-container")
        section.view.setChild(host.widget)
        section.view.addOverlay(section.indicator.widget)
        content.mount(in: host)
        installDropTarget(in: section)
        if content.isReorderable {
            section.keyboard = KeyboardReordering(
                host: host, content: content, name: { [weak self] in self?.itemName($0) ?? "" },
                isEnabled: { [weak self] in self?.isEnabled ?? false },
                announce: { [weak self] in self?.announce($0) },
                commit: { [weak self] difference in
                    self?.deliver(Difference(
                        sources: difference.sources,
                        destination: .init(position: difference.destination.position.inCollection(id), collectionID: id)
                    ), from: id)
                }
            )
            // New items make a drag's starting layout meaningless: end the drag first.
            content.observeUpdates { [weak self] in
                guard let self, !isCommitting else { return }
                session?.source.cancelDrag()
            }
            content.observeWidgets { [weak self, weak section] itemID, widget in
                guard let self, let section else { return }
                installDragSource(on: widget, for: itemID, in: section)
                if supportsKeyboardReordering { section.keyboard?.attach(to: widget, id: itemID) }
            }
        }
        return section.view
    }

    /// The view of the section `id`, as `addSection` returned it.
    public func view(for id: CollectionID) -> Widget? {
        sections.first { $0.id == id }?.view
    }

    // MARK: Dragging out

    private func installDragSource(on widget: Widget, for id: Item.ID, in section: Section) {
        let source = DragSource(actions: [.move, .copy])
        section.dragSources[id] = source
        widget.onDestroy { [weak section, weak source] in
            if let section, section.dragSources[id] === source { section.dragSources[id] = nil }
        }
        source.onPrepare { [weak self, weak section, weak widget] x, y in
            guard let self, let section, let widget else { return nil }
            return prepareDrag(of: id, pressedAt: CGPoint(x: x, y: y), in: widget, section: section)
        }
        source.onDragBegin { [weak self] drag in self?.beginDrag(drag) }
        source.onDragEnd { [weak self] _ in self?.endDrag() }
        widget.addController(source)
    }

    /// Starts a session for a drag of `id` pressed at `point` in `widget`'s coordinates (which
    /// start inside its CSS padding; frames and snapshots include it).
    private func prepareDrag(
        of id: Item.ID, pressedAt point: CGPoint, in widget: Widget, section: Section
    ) -> ContentProvider? {
        // A session whose drag never began is stale: GTK skips drag-begin and drag-end when it
        // cannot start the drag it prepared.
        guard isEnabled, session?.drag == nil, canPickUp(id),
              let source = section.dragSources[id] else { return nil }
        let order = section.content.items.map(\.id)
        let chosen = Set(dragContainer.items(pickingUp: id, in: order, selection: selection()))
        let items = [id] + order.filter { $0 != id && chosen.contains($0) && canPickUp($0) }
        var frames: [CollectionID: [CGRect]] = [:]
        for other in sections {
            let widgets = other.content.items.compactMap { other.content.widget(for: $0.id) }
            frames[other.id] = widgets.compactMap { $0.bounds(relativeTo: other.host.widget) }
        }
        guard let sectionFrames = frames[section.id], sectionFrames.count == order.count,
              let grabbed = order.firstIndex(of: id),
              let pressed = widget.convert(point, to: section.host.widget) else { return nil }
        let sizes = items.compactMap { order.firstIndex(of: $0) }.map { sectionFrames[$0].size }
        session = Session(
            origin: section.id, items: items, grabbed: id,
            grabOffset: CGPoint(x: pressed.x - sectionFrames[grabbed].minX, y: pressed.y - sectionFrames[grabbed].minY),
            frames: frames, sizes: sizes, source: source
        )
        let exported = section.content.items.filter { chosen.contains($0.id) || $0.id == id }
        return ContentProvider(text: exported.map(exportedText ?? itemName).joined(separator: "\n"))
    }

    private func beginDrag(_ drag: Drag) {
        guard var session else { return }
        session.drag = drag
        self.session = session
        let widgets = session.items.compactMap { widget(for: $0, in: session.origin) }
        if let preview = DragPreview.make(of: widgets, formation: formation) {
            drag.setIcon(preview, hotX: Int(session.grabOffset.x), hotY: Int(session.grabOffset.y))
        }
        widgets.forEach { $0.addCSSClass("reorder-source") }
        escapeWatch.start { [weak self] in self?.session?.source.cancelDrag() }
    }

    private func endDrag() {
        escapeWatch.stop()
        if let session {
            session.items.compactMap { widget(for: $0, in: session.origin) }
                .forEach { $0.removeCSSClass("reorder-source") }
        }
        sections.forEach(hideIndicator(in:))
        session = nil
    }

    private func widget(for id: Item.ID, in collection: CollectionID) -> Widget? {
        sections.first { $0.id == collection }?.content.widget(for: id)
    }

    // MARK: Dropping in

    private func installDropTarget(in section: Section) {
        let track: @MainActor (Double, Double) -> DragAction = { [weak self, weak section] x, y in
            guard let self, let section else { return [] }
            let point = CGPoint(x: x, y: y)
            followEdges(at: point, in: section)
            guard let (_, indicator, action) = proposal(in: section, at: point) else {
                hideIndicator(in: section)
                return []
            }
            showIndicator(indicator, in: section)
            return action
        }
        section.dropTarget.onEnter(track)
        section.dropTarget.onMotion(track)
        section.dropTarget.onLeave { [weak self, weak section] in
            guard let self, let section else { return }
            hideIndicator(in: section)
            section.externalResolver = nil
        }
        section.dropTarget.onDrop { [weak self, weak section] value, x, y in
            guard let self, let section,
                  let (destination, _, _) = proposal(in: section, at: CGPoint(x: x, y: y)) else { return false }
            hideIndicator(in: section)
            section.externalResolver = nil
            if let session, isOurs {
                deliver(Difference(sources: session.items, destination: destination), from: session.origin)
                return true
            }
            return onExternalDrop?(value, destination) ?? false
        }
        section.host.widget.addController(section.dropTarget)
    }

    /// Whether the drag over the container now is the session's own.
    private var isOurs: Bool {
        guard let session, let ourDrag = session.drag else { return false }
        return sections.contains { $0.dropTarget.currentLocalDrag?.isSame(as: ourDrag) ?? false }
    }

    /// Where a drop at `point` in `section` would go, what shows it and the action it takes;
    /// nil when it would be refused.
    private func proposal(
        in section: Section, at point: CGPoint
    ) -> (Difference.Destination, CGRect, DragAction)? {
        guard isEnabled else { return nil }
        if var session, isOurs {
            var resolver = session.resolvers[section.id] ?? makeResolver(for: section, session: session)
            let proposal = resolver.resolve(pointer: point)
            session.resolvers[section.id] = resolver
            self.session = session
            let staying = section.content.items.map(\.id).filter { !session.items.contains($0) }
            let destination = Difference.Destination(
                position: proposal.position(in: staying, for: CollectionID.self), collectionID: section.id
            )
            guard canDrop(session.items, destination) else { return nil }
            guard let configure = configureDrop else { return (destination, proposal.indicator, .move) }
            let configuration = configure(session.items, destination)
            guard configuration.effectiveOperation(allowedBy: dragConfiguration) == .move else { return nil }
            return (configuration.effectiveDestination(proposed: destination), proposal.indicator, .move)
        }
        guard onExternalDrop != nil else { return nil }
        var resolver = section.externalResolver ?? makeExternalResolver(for: section)
        let proposal = resolver.resolve(pointer: point)
        section.externalResolver = resolver
        let destination = Difference.Destination(
            position: proposal.position(in: section.content.items.map(\.id), for: CollectionID.self),
            collectionID: section.id
        )
        return (destination, proposal.indicator, .copy)
    }

    private func makeResolver(for section: Section, session: Session) -> DropResolver {
        let frames = session.frames[section.id] ?? []
        guard section.id == session.origin else {
            return DropResolver(
                frames: frames, dragged: [], grabbed: nil, grabOffset: session.grabOffset,
                layout: section.host.layoutKind, arriving: session.sizes
            )
        }
        let order = section.content.items.map(\.id)
        let dragged = Set(session.items.compactMap { order.firstIndex(of: $0) })
        return DropResolver(
            frames: frames, dragged: dragged, grabbed: order.firstIndex(of: session.grabbed),
            grabOffset: session.grabOffset, layout: section.host.layoutKind
        )
    }

    /// A resolver for a drag from another application, which brings one item-sized thing.
    private func makeExternalResolver(for section: Section) -> DropResolver {
        let widgets = section.content.items.compactMap { section.content.widget(for: $0.id) }
        let frames = widgets.compactMap { $0.bounds(relativeTo: section.host.widget) }
        let size = frames.first?.size ?? CGSize(width: 120, height: 40)
        return DropResolver(
            frames: frames, dragged: [], grabbed: nil,
            grabOffset: CGPoint(x: size.width / 2, y: size.height / 2),
            layout: section.host.layoutKind, arriving: [size]
        )
    }

    /// Hands `difference` to `move` if it changes anything.
    private func deliver(_ difference: Difference, from origin: CollectionID) {
        let destination = difference.destination
        if destination.collectionID == origin,
           let section = sections.first(where: { $0.id == origin }) {
            let single = ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>(
                sources: difference.sources, position: destination.position.inSingleCollection
            )
            guard section.content.items.isChanged(by: single) else { return }
        }
        isCommitting = true
        move(difference)
        isCommitting = false
    }

    private func showIndicator(_ rect: CGRect, in section: Section) {
        guard rect != section.shownIndicator else { return }
        section.shownIndicator = rect
        guard showsInsertionIndicator else {
            section.host.widget.addCSSClass("drop-accepting")
            return
        }
        var rect = rect
        // An empty list has no items to span: the line spans the list itself.
        if rect.width == 0 { rect.size.width = Double(section.host.widget.width) }
        if rect.height == 0 { rect.size.height = Double(section.host.widget.height) }
        guard let origin = section.host.widget.convert(rect.origin, to: section.view) else { return }
        section.indicator.show(
            at: CGRect(origin: origin, size: rect.size), asSlot: section.host.layoutKind == .free
        )
        partItems(around: rect, in: section)
    }

    /// Scrolls the section's scrolled window while the pointer hovers near one of its edges,
    /// judging the drop again under the still pointer after each step.
    private func followEdges(at point: CGPoint, in section: Section) {
        edgeScroller.follow(point, in: section.host.widget) { [weak self, weak section] point in
            guard let self, let section, let (_, indicator, _) = proposal(in: section, at: point) else { return }
            showIndicator(indicator, in: section)
        }
    }

    private func hideIndicator(in section: Section) {
        edgeScroller.stop()
        section.host.widget.removeCSSClass("drop-accepting")
        section.shownIndicator = nil
        section.indicator.hide()
        partItems(around: nil, in: section)
    }

    /// Slides the items on either side of an insertion line apart (CSS classes
    /// `gap-before-x`/`gap-after-x`, or `-y` for vertical lists), so the gap opens where the
    /// drop will land; the layout itself does not move, so what the pointer is judged against
    /// stays what is on screen.
    private func partItems(around line: CGRect?, in section: Section) {
        let kind = section.host.layoutKind
        let axis = kind == .verticalList ? "y" : "x"
        var parted: [(Widget, String)] = []
        if let line, kind != .free {
            let items = section.content.items.compactMap { item -> (Widget, CGRect)? in
                guard let widget = section.content.widget(for: item.id),
                      let frame = widget.bounds(relativeTo: section.host.widget) else { return nil }
                return (widget, frame)
            }
            let lineStart = kind == .verticalList ? line.minY : line.minX
            let lineEnd = kind == .verticalList ? line.maxY : line.maxX
            let band = items.filter { _, frame in
                kind == .verticalList || (frame.maxY > line.minY && frame.minY < line.maxY)
            }
            let start = { (frame: CGRect) in kind == .verticalList ? frame.minY : frame.minX }
            let end = { (frame: CGRect) in kind == .verticalList ? frame.maxY : frame.maxX }
            if let before = band.filter({ end($0.1) <= lineEnd }).max(by: { end($0.1) < end($1.1) }) {
                parted.append((before.0, "gap-before-\(axis)"))
            }
            if let after = band.filter({ start($0.1) >= lineStart }).min(by: { start($0.1) < start($1.1) }) {
                parted.append((after.0, "gap-after-\(axis)"))
            }
        }
        for widget in section.parted where !parted.contains(where: { $0.0 === widget }) {
            ["gap-before-x", "gap-after-x", "gap-before-y", "gap-after-y"].forEach(widget.removeCSSClass)
        }
        for (widget, style) in parted { widget.addCSSClass(style) }
        section.parted = parted.map(\.0)
    }
}

extension ReorderContainer where CollectionID == ReorderableSingleCollectionIdentifier {
    /// The single section's view.
    public var view: Widget? { view(for: ReorderableSingleCollectionIdentifier()) }
}
