import Foundation
import Gtk
import ReorderKit

/// Reordering a box's items by long press, like `SQReorderableStackView`: hold an item for a
/// moment and it lifts (drawn larger and slightly transparent, the others shrinking and moving
/// apart); move it, and the others make room where it would land; let go to drop, press Escape
/// or let go outside to put it back. Runs on ReorderKit's session (long-press pick-up) and list
/// resolver, and hands the app one `ReorderDifference` per completed reorder.
///
/// ```swift
/// let stack = LongPressReorder(box: row, content: content) { difference in
///     items.apply(difference: difference)
///     content.update(items)
/// }
/// stack.callbacks.began = { log("began") }
/// window.setChild(stack.view)
/// ```
@MainActor
public final class LongPressReorder<Item: Identifiable> where Item.ID: Sendable {
    /// The difference handed to `move`.
    public typealias Difference = ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>

    /// The box with the lifted item drawn over it: place this in the window.
    public let view = Overlay()
    /// Whether holding an item picks it up; turning it off puts back an item that is held.
    public var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            cancel()
            keyboard?.cancel()
        }
    }
    /// How the interaction looks and feels.
    public var style: LongPressReorderStyle {
        didSet { stylesheet.load(othersCSS) }
    }
    /// Whether an item may be picked up.
    public var canPickUp: (Item.ID) -> Bool = { _ in true }
    /// Whether the held item may go to a destination; a refused slot keeps the item where it
    /// last could go and marks it refused.
    public var canDrop: (Difference.Destination) -> Bool = { _ in true }
    /// What happened: began, destination changed, ended, cancelled, order changed.
    public var callbacks = ReorderCallbacks<Item.ID, ReorderableSingleCollectionIdentifier>()
    /// The name announcements use for an item.
    public var itemName: (Item) -> String = { String(describing: $0.id) }
    /// Receives every keyboard-reordering announcement, for a status line.
    public var announce: (String) -> Void = { _ in }

    private let box: Box
    private let host: BoxContentHost
    private let content: ForEach<Item>
    private let move: @MainActor (Difference) -> Void
    private let gesture = GestureDrag()
    private let stylesheet = GeneratedStylesheet()
    private let styleClass = "long-press-\(UUID().uuidString.prefix(8).lowercased())"
    private var session = ReorderSession<Item.ID, ReorderableSingleCollectionIdentifier>()
    private var pressPoint = CGPoint.zero
    private var timer: RepeatingTimer?
    private var lift: Lift?
    private var keyboard: KeyboardReordering<Item>?

    /// The held item and what its lift put on screen.
    private struct Lift {
        var id: Item.ID
        var widget: Widget
        var snapshot: Picture
        var size: CGSize
        var grabOffset: CGPoint
        var resolver: DropResolver
        var staying: [Item.ID]
        /// The held item's slot among the staying items: where its invisible widget is now.
        var slot: Int
        var escape: (window: Widget, keys: EventControllerKey)?
    }

    /// Makes `box` reorderable by long press; its items come from `content`.
    public init(
        box: Box, content: ForEach<Item>, style: LongPressReorderStyle = LongPressReorderStyle(),
        move: @escaping @MainActor (Difference) -> Void
    ) {
        self.box = box
        self.content = content
        self.style = style
        self.move = move
        host = BoxContentHost(box: box)
        box.addCSSClass(styleClass)
        view.setChild(box)
        content.mount(in: host)
        stylesheet.load(othersCSS)
        let keyboard = KeyboardReordering(
            host: host, content: content, name: { [weak self] in self?.itemName($0) ?? "" },
            isEnabled: { [weak self] in self?.isEnabled ?? false },
            announce: { [weak self] in self?.announce($0) },
            commit: { [move] in move($0) }
        )
        content.observeWidgets { [weak keyboard] id, widget in keyboard?.attach(to: widget, id: id) }
        self.keyboard = keyboard
        // New items make a lift's starting layout meaningless: put the held item back first.
        content.observeUpdates { [weak self] in self?.cancel() }
        gesture.onBegin { [weak self] x, y in self?.pressed(at: CGPoint(x: x, y: y)) }
        gesture.onUpdate { [weak self] dx, dy in self?.moved(by: CGPoint(x: dx, y: dy)) }
        gesture.onEnd { [weak self] dx, dy in self?.released(at: CGPoint(x: dx, y: dy)) }
        // GTK cancels the gesture when the grab breaks; the end that follows must not drop.
        gesture.onCancel { [weak self] in self?.cancel() }
        box.addController(gesture)
    }

    /// The rule that shrinks the other items while one is held.
    private var othersCSS: String {
        ".\(styleClass).lifting > * { transform: scale(\(style.othersScale)); transition: transform 120ms ease-out; }"
    }

    // MARK: Pressing and lifting

    private func pressed(at point: CGPoint) {
        guard isEnabled, lift == nil, let id = item(at: point), canPickUp(id) else { return }
        session = ReorderSession(pickUp: .longPress(duration: style.pressDuration, tolerance: style.pressTolerance))
        let ids = content.items.map(\.id)
        _ = session.press(id, in: .init(), collections: [.init(): ids], at: point, time: MainLoop.now)
        pressPoint = point
        timer = RepeatingTimer(milliseconds: 16) { [weak self] in
            guard let self else { return false }
            handle(session.tick(time: MainLoop.now))
            return session.phase == .pressed
        }
    }

    private func moved(by offset: CGPoint) {
        let point = CGPoint(x: pressPoint.x + offset.x, y: pressPoint.y + offset.y)
        if session.phase == .pressed {
            handle(session.move(to: point, time: MainLoop.now))
        }
        if lift != nil { follow(point) }
    }

    private func released(at offset: CGPoint) {
        timer?.stop()
        timer = nil
        guard lift != nil else {
            _ = session.cancel()
            return
        }
        let point = CGPoint(x: pressPoint.x + offset.x, y: pressPoint.y + offset.y)
        let inside = CGRect(x: 0, y: 0, width: box.width, height: box.height).insetBy(dx: -24, dy: -24)
        guard inside.contains(point) else {
            cancel()
            return
        }
        drop()
    }

    /// The item whose frame holds `point`, in the box's coordinates.
    private func item(at point: CGPoint) -> Item.ID? {
        content.items.first { item in
            content.widget(for: item.id)?.bounds(relativeTo: box)?.contains(point) ?? false
        }?.id
    }

    private func handle(_ events: [ReorderEvent<Item.ID, ReorderableSingleCollectionIdentifier>]) {
        if case .began(let items)? = events.first, let id = items.first { pickUp(id) }
        callbacks.deliver(events)
    }

    private func pickUp(_ id: Item.ID) {
        let order = content.items.map(\.id)
        let widgets = order.compactMap { content.widget(for: $0) }
        let frames = widgets.compactMap { $0.bounds(relativeTo: box) }
        guard frames.count == order.count, let index = order.firstIndex(of: id),
              let widget = content.widget(for: id), let image = widget.snapshotImage() else { return }
        gesture.claim()
        let frame = frames[index]
        let snapshot = Picture(image)
        snapshot.scalesToFill()
        snapshot.canTarget = false
        snapshot.horizontalAlignment = .start
        snapshot.verticalAlignment = .start
        snapshot.opacity = style.heldOpacity
        snapshot.addCSSClass("long-press-held")
        let size = CGSize(width: frame.width * style.heldScale, height: frame.height * style.heldScale)
        snapshot.setSizeRequest(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        view.addOverlay(snapshot)
        widget.opacity = 0
        box.addCSSClass("lifting")
        box.spacing += style.hintGap
        let grabOffset = CGPoint(x: pressPoint.x - frame.minX, y: pressPoint.y - frame.minY)
        lift = Lift(
            id: id, widget: widget, snapshot: snapshot, size: size, grabOffset: grabOffset,
            resolver: DropResolver(
                frames: frames, dragged: [index], grabbed: index, grabOffset: grabOffset,
                layout: host.layoutKind
            ),
            staying: order.filter { $0 != id }, slot: index, escape: watchEscape()
        )
        follow(pressPoint)
    }

    // MARK: Moving

    private func follow(_ point: CGPoint) {
        guard var lift else { return }
        let grab = CGPoint(x: lift.grabOffset.x * style.heldScale, y: lift.grabOffset.y * style.heldScale)
        if let origin = box.convert(CGPoint(x: point.x - grab.x, y: point.y - grab.y), to: view) {
            lift.snapshot.marginStart = max(0, Int(origin.x.rounded()))
            lift.snapshot.marginTop = max(0, Int(origin.y.rounded()))
        }
        let proposal = lift.resolver.resolve(pointer: point)
        let destination = Difference.Destination(
            position: proposal.position(in: lift.staying), collectionID: .init()
        )
        if canDrop(destination) {
            lift.snapshot.removeCSSClass("refused")
            if proposal.index != lift.slot {
                lift.slot = proposal.index
                showPreview(heldAt: proposal.index, lift: lift)
            }
            callbacks.deliver(session.propose(destination))
        } else {
            lift.snapshot.addCSSClass("refused")
        }
        self.lift = lift
    }

    /// Rearranges the box as it will be after the drop: the held item's (invisible) widget
    /// opens the gap at `slot` among the staying items.
    private func showPreview(heldAt slot: Int, lift: Lift) {
        var ids = lift.staying
        ids.insert(lift.id, at: min(slot, ids.count))
        host.show(children: ids.compactMap { content.widget(for: $0) })
    }

    // MARK: Landing

    private func drop() {
        let events = session.release()
        land()
        callbacks.deliver(events)
        for case .orderChanged(let difference) in events { move(difference) }
    }

    /// Puts a held item back where it came from.
    private func cancel() {
        timer?.stop()
        timer = nil
        let events = session.cancel()
        land()
        callbacks.deliver(events)
    }

    /// Ends the lift: the snapshot goes, the item shows again, the box returns to the model's
    /// order (the app's `move` changes that order if the drop changed anything).
    private func land() {
        guard let lift else { return }
        view.removeOverlay(lift.snapshot)
        lift.widget.opacity = 1
        box.removeCSSClass("lifting")
        box.spacing -= style.hintGap
        if let escape = lift.escape { escape.window.removeController(escape.keys) }
        host.show(children: content.items.compactMap { content.widget(for: $0.id) })
        self.lift = nil
    }

    /// Puts the item back on Escape while it is held.
    private func watchEscape() -> (window: Widget, keys: EventControllerKey)? {
        guard let window = box.root else { return nil }
        let keys = EventControllerKey(capturing: true)
        keys.onKeyPressed { [weak self] key, _ in
            guard key == .escape, let self, lift != nil else { return false }
            cancel()
            return true
        }
        window.addController(keys)
        return (window, keys)
    }
}
