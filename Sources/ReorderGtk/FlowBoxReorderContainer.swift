import Foundation
import Gtk
import ReorderKit

/// A reorder container on a `GtkFlowBox`: it lets the user drag the children of reorderable
/// content to new places, shows where a drop will land, and hands the app one
/// `ReorderDifference` per completed drag. The model stays the app's: `move` applies the
/// difference and updates the content.
///
/// Created by `FlowBox.reorderContainer(for:content:isEnabled:move:)`; put its `view` where the
/// flow box would go.
@MainActor
public final class FlowBoxReorderContainer<Item: Identifiable> where Item.ID: Sendable {
    /// The difference type handed to `move`.
    public typealias Difference = ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>

    /// The flow box with the drop indicator drawn over it.
    public let view = Overlay()

    /// Whether dragging reorders; turning it off cancels a drag in progress and keeps
    /// everything else in place.
    public var isEnabled: Bool {
        didSet {
            guard !isEnabled else { return }
            indicator.hide()
            session?.source.cancelDrag()
        }
    }

    private let flowBox: FlowBox
    private let content: ForEach<Item>
    private let host: FlowBoxContentHost
    private let move: @MainActor (Difference) -> Void
    private let indicator = DropIndicator()
    private let dropTarget = DropTarget()
    private var dragSources: [Item.ID: DragSource] = [:]
    private var session: Session?
    private var escapeWatch: RepeatingTimer?

    /// One drag in progress: what is dragged, what stays, and the layout it started from.
    private struct Session {
        var sources: [Item.ID]
        var staying: [Item.ID]
        var resolver: DropResolver
        /// Where the pointer picked the item up, from the top-left of its frame.
        var grabOffset: CGPoint
        var source: DragSource
        var drag: Drag?
    }

    init(
        flowBox: FlowBox, content: ForEach<Item>, isEnabled: Bool,
        move: @escaping @MainActor (Difference) -> Void
    ) {
        self.flowBox = flowBox
        self.content = content
        self.isEnabled = isEnabled
        self.move = move
        host = FlowBoxContentHost(flowBox: flowBox)
        flowBox.addCSSClass("reorder-container")
        view.setChild(flowBox)
        view.addOverlay(indicator.widget)
        content.mount(in: host)
        installDropTarget()
        if content.isReorderable {
            content.observeWidgets { [weak self] id, widget in self?.installDragSource(on: widget, for: id) }
        }
    }

    private func installDragSource(on widget: Widget, for id: Item.ID) {
        let source = DragSource()
        dragSources[id] = source
        widget.onDestroy { [weak self, weak source] in
            if let self, self.dragSources[id] === source { self.dragSources[id] = nil }
        }
        source.onPrepare { [weak self, weak widget] x, y in
            guard let self, let widget else { return nil }
            return prepareDrag(of: id, pressedAt: CGPoint(x: x, y: y), in: widget)
        }
        source.onDragBegin { [weak self, weak widget] drag in
            guard let self, let widget else { return }
            beginDrag(drag, widget: widget)
        }
        source.onDragEnd { [weak self] _ in self?.endDrag() }
        widget.addController(source)
    }

    /// Starts a session for a drag of `id` pressed at `point` in `widget`'s coordinates (which
    /// start inside its CSS padding; frames and snapshots include it).
    private func prepareDrag(
        of id: Item.ID, pressedAt point: CGPoint, in widget: Widget
    ) -> ContentProvider? {
        // A session whose drag never began is stale: GTK skips drag-begin and drag-end when
        // it cannot start the drag it prepared.
        guard isEnabled, session?.drag == nil, let source = dragSources[id] else { return nil }
        let order = content.items.map(\.id)
        let frames = order.compactMap { content.widget(for: $0)?.bounds(relativeTo: flowBox) }
        guard frames.count == order.count, let grabbed = order.firstIndex(of: id),
              let pressed = widget.convert(point, to: flowBox) else { return nil }
        let grabOffset = CGPoint(x: pressed.x - frames[grabbed].minX, y: pressed.y - frames[grabbed].minY)
        let resolver = DropResolver(
            frames: frames, dragged: [grabbed], grabbed: grabbed, grabOffset: grabOffset, layout: .flow
        )
        session = Session(
            sources: [id], staying: order.filter { $0 != id }, resolver: resolver,
            grabOffset: grabOffset, source: source
        )
        return ContentProvider(text: String(describing: id))
    }

    private func beginDrag(_ drag: Drag, widget: Widget) {
        session?.drag = drag
        if let image = widget.snapshotImage() {
            drag.setIcon(
                image, hotX: Int(session?.grabOffset.x ?? 0), hotY: Int(session?.grabOffset.y ?? 0)
            )
        }
        sourceWidgets.forEach { $0.addCSSClass("reorder-source") }
        watchEscape()
    }

    /// Cancels the drag when Escape is down. GDK's X11 backend grabs Escape on the root window
    /// during a drag and never delivers it (GTK 4.8), so the keyboard is read every frame while
    /// the drag lasts; on Wayland the compositor cancels on Escape by itself.
    private func watchEscape() {
        escapeWatch = RepeatingTimer(milliseconds: 16) { [weak self] in
            guard let self else { return false }
            if let session, Keyboard.isDown(.escape) { session.source.cancelDrag() }
            return true
        }
    }

    private func endDrag() {
        escapeWatch?.stop()
        escapeWatch = nil
        sourceWidgets.forEach { $0.removeCSSClass("reorder-source") }
        indicator.hide()
        session = nil
    }

    private var sourceWidgets: [Widget] {
        (session?.sources ?? []).compactMap { content.widget(for: $0) }
    }

    private func installDropTarget() {
        let track: @MainActor (Double, Double) -> DragAction = { [weak self] x, y in
            guard let self else { return [] }
            guard let proposal = proposal(at: x, y) else {
                indicator.hide()
                return []
            }
            showIndicator(at: proposal.indicator)
            return .move
        }
        dropTarget.onEnter(track)
        dropTarget.onMotion(track)
        dropTarget.onLeave { [weak self] in self?.indicator.hide() }
        dropTarget.onDrop { [weak self] _, x, y in
            guard let self, let session, let proposal = proposal(at: x, y) else { return false }
            indicator.hide()
            let difference = Difference(
                sources: session.sources, position: proposal.position(in: session.staying)
            )
            if content.items.isChanged(by: difference) { move(difference) }
            return true
        }
        flowBox.addController(dropTarget)
    }

    /// The proposal for a drag of ours over the flow box, or nil for anything else.
    private func proposal(at x: Double, _ y: Double) -> DropProposal? {
        guard isEnabled, let drag = dropTarget.currentLocalDrag,
              session?.drag.map({ $0.isSame(as: drag) }) ?? false else { return nil }
        return session?.resolver.resolve(pointer: CGPoint(x: x, y: y))
    }

    private func showIndicator(at rect: CGRect) {
        guard let origin = flowBox.convert(rect.origin, to: view) else { return }
        indicator.show(at: CGRect(origin: origin, size: rect.size))
    }
}

extension FlowBox {
    /// Makes this flow box the container in which `content` can be reordered by dragging.
    ///
    /// At the end of each drag that changes the order, `move` gets the difference; apply it to
    /// the model and pass the new items to `content.update(_:)`:
    ///
    /// ```swift
    /// let container = grid.reorderContainer(for: Card.self, content: content) { difference in
    ///     cards.apply(difference: difference)
    ///     content.update(cards)
    /// }
    /// scrolledWindow.setChild(container.view)
    /// ```
    public func reorderContainer<Item: Identifiable>(
        for _: Item.Type, content: ForEach<Item>, isEnabled: Bool = true,
        move: @escaping @MainActor (ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>) -> Void
    ) -> FlowBoxReorderContainer<Item> {
        FlowBoxReorderContainer(flowBox: self, content: content, isEnabled: isEnabled, move: move)
    }
}
