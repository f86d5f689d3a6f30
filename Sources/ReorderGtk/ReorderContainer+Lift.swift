import Foundation
import DeckhandGtk
import ReorderKit

/// Pick-up by long press, like `SQReorderableStackView`: hold an item for a moment and it
/// lifts (drawn larger and slightly transparent, the others shrinking and moving apart); move
/// it, and the others make room where it would land; let go to drop, press Escape or let go
/// outside to put it back. A refused place marks the lifted item and keeps it where it last
/// could go. The lift stays inside its section's window: nothing leaves the application.
extension ReorderContainer {
    func installLift(in section: ReorderSection<Item, CollectionID>) {
        let widget = section.surface.widget
        widget.addCSSClass(liftClass)
        liftStylesheet.load(liftCSS)
        let gesture = GestureDrag()
        section.liftGesture = gesture
        gesture.onBegin { [weak self, weak section, weak gesture] x, y in
            guard let self, let section, let gesture else { return }
            liftPressed(at: CGPoint(x: x, y: y), in: section, gesture: gesture)
        }
        gesture.onUpdate { [weak self] dx, dy in self?.liftMoved(by: CGPoint(x: dx, y: dy)) }
        gesture.onEnd { [weak self] dx, dy in self?.liftReleased(by: CGPoint(x: dx, y: dy)) }
        // GTK cancels the gesture when the grab breaks; the end that follows must not drop.
        gesture.onCancel { [weak self] in self?.cancelLift() }
        widget.addController(gesture)
    }

    /// The rule that shrinks the other items while one is lifted.
    var liftCSS: String {
        ".\(liftClass).lifting > * { transform: scale(\(liftStyle.othersScale)); transition: transform 120ms ease-out; }"
    }

    func liftPressed(at point: CGPoint, in section: ReorderSection<Item, CollectionID>, gesture: GestureDrag) {
        guard isEnabled, session.phase != .dragging, pressIsOnHandle(at: point, in: section) else { return }
        let content = section.surface.readingPoint(point)
        guard let frames = section.surface.readingFrames(),
              let index = frames.firstIndex(where: { $0.contains(content) }) else { return }
        let order = section.surface.order
        sections.forEach { $0.keyboard?.cancel() }
        // A lift carries the pressed item alone: it opens its own gap among the others.
        guard press(order[index], in: section, at: content, source: nil, carrying: .single) else { return }
        liftTimer = RepeatingTimer(milliseconds: 16) { [weak self, weak gesture] in
            guard let self, let gesture, isEnabled else { return false }
            handleLift(session.tick(time: MainLoop.now), gesture: gesture)
            return session.phase == .pressed
        }
    }

    func liftMoved(by offset: CGPoint) {
        guard let pointer, let section = section(pointer.origin) else { return }
        let offset = section.surface.readingOffset(offset)
        let point = CGPoint(x: pointer.pressPoint.x + offset.x, y: pointer.pressPoint.y + offset.y)
        if session.phase == .pressed, let gesture = section.liftGesture {
            handleLift(session.move(to: point, time: MainLoop.now), gesture: gesture)
        }
        if self.pointer?.lift != nil { followLift(to: point) }
    }

    func liftReleased(by offset: CGPoint) {
        stopLiftTimer()
        guard let pointer, pointer.lift != nil, let section = section(pointer.origin) else {
            // A click that picked the item up (click to move) is no lift to let go.
            guard self.pointer?.held == nil else { return }
            self.pointer = nil
            deliver(session.cancel())
            return
        }
        let offset = section.surface.readingOffset(offset)
        let point = locked(CGPoint(x: pointer.pressPoint.x + offset.x, y: pointer.pressPoint.y + offset.y), pointer)
        let widget = section.surface.widget
        let inside = section.surface.readingRect(CGRect(x: 0, y: 0, width: widget.width, height: widget.height))
        guard inside.insetBy(dx: -24, dy: -24).contains(point) else { return cancelLift() }
        let events = session.release()
        land()
        deliver(events)
    }

    /// Puts a lifted item back where it came from (or forgets a press that lifted nothing).
    func cancelLift() {
        stopLiftTimer()
        let events = session.cancel()
        land()
        deliver(events)
    }

    private func stopLiftTimer() {
        liftTimer?.stop()
        liftTimer = nil
    }

    private func handleLift(_ events: [ReorderEvent<Item.ID, CollectionID>], gesture: GestureDrag) {
        deliver(events)
        if case .began? = events.first { lift(claiming: gesture) }
    }

    /// Lifts the pressed item: a snapshot of it follows the pointer over the section, its own
    /// widget hidden in the gap it leaves.
    private func lift(claiming gesture: GestureDrag) {
        guard var pointer, let section = section(pointer.origin),
              let frame = pointer.frames[pointer.origin]?[pointer.grabbedPosition],
              let widget = section.surface.shownWidgets(of: [pointer.grabbed]).first?.widget,
              let image = widget.snapshotImage() else { return }
        gesture.claim()
        let snapshot = Picture(image)
        snapshot.scalesToFill()
        snapshot.canTarget = false
        snapshot.isRightToLeft = false
        snapshot.horizontalAlignment = Alignment.start
        snapshot.verticalAlignment = Alignment.start
        snapshot.opacity = liftStyle.heldOpacity
        snapshot.addCSSClass("long-press-held")
        snapshot.setSizeRequest(
            width: Int((frame.width * liftStyle.heldScale).rounded()),
            height: Int((frame.height * liftStyle.heldScale).rounded())
        )
        section.view?.addOverlay(snapshot)
        widget.opacity = 0
        section.surface.widget.addCSSClass("lifting")
        (section.surface.widget as? Box)?.spacing += liftStyle.hintGap
        pointer.lift = PointerDrag<Item, CollectionID>.Lift(widget: widget, snapshot: snapshot, slot: pointer.grabbedPosition)
        self.pointer = pointer
        escapeWatch.start(in: section.surface.widget) { [weak self] in self?.cancelLift() }
        followLift(to: pointer.pressPoint)
    }

    /// Moves the lifted snapshot to `pointed` (reading coordinates), on its axis if locked,
    /// and makes room where the item would land.
    private func followLift(to pointed: CGPoint) {
        guard let pointer, var lift = pointer.lift, let section = section(pointer.origin),
              let frame = pointer.frames[pointer.origin]?[pointer.grabbedPosition] else { return }
        let point = locked(pointed, pointer)
        let scale = liftStyle.heldScale
        let held = CGRect(
            x: point.x - pointer.grabOffset.x * scale, y: point.y - pointer.grabOffset.y * scale,
            width: frame.width * scale, height: frame.height * scale
        )
        let corner = section.surface.widgetRect(held).origin
        if let view = section.view, let origin = section.surface.widget.convert(corner, to: view) {
            lift.snapshot.marginStart = max(0, Int(origin.x.rounded()))
            lift.snapshot.marginTop = max(0, Int(origin.y.rounded()))
        }
        guard let (proposal, destination, refused) = ownProposal(in: section, at: point) else { return }
        self.pointer?.returnsHere = destination == nil && !refused
        guard let destination else {
            if refused { lift.snapshot.addCSSClass("refused") } else { lift.snapshot.removeCSSClass("refused") }
            self.pointer?.lift = lift
            publishDragState()
            return
        }
        lift.snapshot.removeCSSClass("refused")
        publishDragState()
        if proposal.index != lift.slot {
            lift.slot = proposal.index
            var order = pointer.staying[section.id] ?? []
            order.insert(pointer.grabbed, at: min(proposal.index, order.count))
            _ = section.surface.preview(order: order, holding: pointer.grabbed, startedAt: pointer.grabbedPosition)
        }
        self.pointer?.lift = lift
        deliver(session.propose(destination))
    }

    /// `point` (reading coordinates) kept on the locked axis, if there is one: across it, the
    /// item stays where it was grabbed.
    private func locked(_ point: CGPoint, _ pointer: PointerDrag<Item, CollectionID>) -> CGPoint {
        guard let frame = pointer.frames[pointer.origin]?[pointer.grabbedPosition] else { return point }
        return switch axisLock {
        case .vertical?: CGPoint(x: frame.minX + pointer.grabOffset.x, y: point.y)
        case .horizontal?: CGPoint(x: point.x, y: frame.minY + pointer.grabOffset.y)
        case nil: point
        }
    }

    /// Ends the lift: the snapshot goes, the item shows again, and the section returns to the
    /// model's order (the app's `move` changes that order if the drop changed anything).
    private func land() {
        defer { pointer = nil }
        guard let pointer, let lift = pointer.lift, let section = section(pointer.origin) else { return }
        escapeWatch.stop()
        section.view?.removeOverlay(lift.snapshot)
        lift.widget.opacity = 1
        section.surface.widget.removeCSSClass("lifting")
        (section.surface.widget as? Box)?.spacing -= liftStyle.hintGap
        section.surface.showModelOrder()
    }
}
