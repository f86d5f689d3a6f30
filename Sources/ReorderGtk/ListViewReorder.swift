import Foundation
import Gtk
import ReorderKit

/// Reordering a virtualized list by dragging: the rows of a `ListView` (recycled as it
/// scrolls, all one height) are dragged, with the selection if the pressed row is selected, to
/// where an insertion line shows they will land. Drops resolve with ReorderKit's list
/// resolver against frames computed from the row height when the drag began, so a list of
/// 100,000 rows costs one array, not 100,000 widgets. Each drag that changes the order hands
/// one `ReorderDifference` to `move`.
@MainActor
public final class ListViewReorder<ID: Hashable & Sendable> {
    /// The difference handed to `move`.
    public typealias Difference = ReorderDifference<ID, ReorderableSingleCollectionIdentifier>

    /// The scrolled list with the insertion line drawn over it: place this in the window.
    public let view = Overlay()
    /// Whether dragging reorders; turning it off cancels a drag in progress.
    public var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            cancelKeyboardHold()
            indicator.hide()
            session?.source.cancelDrag()
        }
    }
    /// Takes text or files dropped from another application, to go before the item at a
    /// position; returns whether it took them. Nil refuses such drops.
    public var onExternalDrop: ((DropValue, Difference.Position) -> Bool)?
    /// The text other applications receive for the dragged items.
    public var exportedText: ([ID]) -> String = { $0.map { String(describing: $0) }.joined(separator: "\n") }
    /// The local files other applications receive for the dragged items (as `text/uri-list`,
    /// preferred to the text); none by default.
    public var exportedFiles: ([ID]) -> [String] = { _ in [] }
    /// Told `true` when one of the list's own drags begins and `false` when it ends.
    public var onDragActivity: ((Bool) -> Void)?
    /// Says what keyboard reordering did ("Picked up Harbour, position 3 of 12"), for a status
    /// line; the held row's accessible description says it too.
    public var onAnnouncement: ((String) -> Void)?
    /// The name an item is announced by.
    public var itemName: (ID) -> String = { String(describing: $0) }
    /// The item held by keyboard reordering, if one is.
    var keyboardHold: ListKeyboardHold<ID>?
    /// The row whose accessible description keyboard reordering set, and the item it was about.
    var describedRow: (pointer: UnsafeMutableRawPointer, item: ID)?
    let keyController = EventControllerKey(capturing: true)
    let focusController = EventControllerFocus()

    let list: ListView
    let scroller: ScrolledWindow
    let ids: () -> [ID]
    let move: @MainActor (Difference) -> Void
    let indicator = DropIndicator()
    private let dropTarget = DropTarget(actions: [.move, .copy])
    private let escapeWatch = DragEscapeWatch()
    private let edgeScroller = EdgeAutoScroller()
    /// The item each row widget shows now, by widget pointer, as the list binds rows.
    var rowItems: [UnsafeMutableRawPointer: (id: ID, position: Int)] = [:]
    private var session: Session?
    /// A drag from another application: the list's order and a resolver over its rows, read
    /// as it enters rather than at every pointer event.
    private var externalDrag: (order: [ID], resolver: DropResolver)?

    private struct Session {
        var items: [ID]
        var staying: [ID]
        /// The dragged items' positions in the list, in order.
        var draggedPositions: [Int]
        var resolver: DropResolver
        /// Where the pointer picked the row up, in the list's coordinates.
        var grabPoint: CGPoint
        var source: DragSource
        var drag: Drag?

        /// Whether dropping before `position` leaves the order as it is: the dragged items
        /// sit together and `position` is just after them.
        ///
        /// - Complexity: O(1).
        func leavesOrder(as position: Difference.Position) -> Bool {
            guard let first = draggedPositions.first, let last = draggedPositions.last,
                  last - first + 1 == draggedPositions.count else { return false }
            let next = staying.indices.contains(first) ? staying[first] : nil
            switch position {
            case .end: return next == nil
            case .before(let id): return next == id
            }
        }
    }

    /// Reorders `list`, shown in `scroller`; `ids` gives the items' IDs in list order.
    public init(
        list: ListView, scroller: ScrolledWindow, ids: @escaping () -> [ID],
        move: @escaping @MainActor (Difference) -> Void
    ) {
        self.list = list
        self.scroller = scroller
        self.ids = ids
        self.move = move
        list.addCSSClass("reorder-container")
        view.setChild(scroller)
        view.addOverlay(indicator.widget)
        installDropTarget()
        installKeyboard()
    }

    /// Makes a newly built row draggable: call from the list's `setup`.
    public func prepare(row: Widget) {
        let source = DragSource(actions: [.move, .copy])
        source.onPrepare { [weak self, weak row] x, y in
            guard let self, let row else { return nil }
            return startDrag(from: row, at: CGPoint(x: x, y: y))
        }
        source.onDragBegin { [weak self, weak row] drag in
            guard let self, let row else { return }
            beginDrag(drag, grabbed: row)
        }
        source.onDragEnd { [weak self] _ in self?.endDrag() }
        row.addController(source)
        sources[row.pointer] = source
        rowWidgets[row.pointer] = WeakRow(widget: row)
    }

    private var sources: [UnsafeMutableRawPointer: DragSource] = [:]
    /// The row widgets, held weakly (the list owns them), by pointer.
    var rowWidgets: [UnsafeMutableRawPointer: WeakRow] = [:]

    struct WeakRow {
        weak var widget: Widget?
    }

    /// Forgets a row the list is done with: call from the list's `teardown`.
    public func forget(row: Widget) {
        sources[row.pointer] = nil
        rowWidgets[row.pointer] = nil
        rowItems[row.pointer] = nil
        if describedRow?.pointer == row.pointer { describedRow = nil }
    }

    /// Notes which item `row` shows now: call from the list's `bind`.
    public func bind(row: Widget, to id: ID, at position: Int) {
        rowItems[row.pointer] = (id, position)
        if let described = describedRow, described.pointer == row.pointer, described.item != id {
            row.setAccessibleDescription("")
            describedRow = nil
        }
        if let held = keyboardHold?.reorder.pickedUp {
            if held == id {
                row.addCSSClass("keyboard-held")
                keyboardHold?.row = row
            } else {
                row.removeCSSClass("keyboard-held")
            }
        }
        // The list recycles row widgets as it scrolls during a drag: fade the dragged tracks
        // whichever rows show them now.
        guard let session, session.drag != nil else { return }
        if session.items.contains(id) {
            row.addCSSClass("reorder-source")
            faded.append(row)
        } else {
            row.removeCSSClass("reorder-source")
        }
    }

    private func startDrag(from row: Widget, at point: CGPoint) -> ContentProvider? {
        cancelKeyboardHold()
        guard isEnabled, session?.drag == nil, let (_, position) = rowItems[row.pointer],
              let source = sources[row.pointer], let rowFrame = row.bounds(relativeTo: list),
              let pressed = row.convert(point, to: list) else { return nil }
        let order = ids()
        let selected = list.selectedPositions
        let positions = selected.contains(position) ? selected : [position]
        let items = positions.compactMap { order.indices.contains($0) ? order[$0] : nil }
        let frames = Self.rowFrames(count: order.count, size: rowFrame.size)
        // The list's rows stay put during a drag (no gap opens), so the resolver judges the
        // rows where they are shown, the dragged ones included.
        let draggedSet = Set(positions)
        session = Session(
            items: items, staying: order.enumerated().filter { !draggedSet.contains($0.offset) }.map(\.element),
            draggedPositions: positions.sorted(),
            resolver: DropResolver(
                frames: frames, dragged: [], grabbed: position,
                grabOffset: CGPoint(x: pressed.x - rowFrame.minX, y: pressed.y - rowFrame.minY),
                layout: .verticalList
            ),
            grabPoint: pressed, source: source
        )
        let text = ContentProvider(text: exportedText(items))
        let files = exportedFiles(items)
        return files.isEmpty ? text : ContentProvider(union: [ContentProvider(filePaths: files), text])
    }

    /// Shows the dragged rows on screen as a stack under the pointer, badged with how many
    /// tracks travel, and fades them in the list.
    private func beginDrag(_ drag: Drag, grabbed row: Widget) {
        guard let session else { return }
        self.session?.drag = drag
        let dragged = Set(session.items)
        let others = rowWidgets.compactMap { pointer, weak -> Widget? in
            guard pointer != row.pointer, let item = rowItems[pointer], dragged.contains(item.id) else { return nil }
            return weak.widget
        }
        let widgets = [row] + others
        // The list draws each row's background (and selection) on the row's parent: snapshot that.
        let pictured = widgets.map { $0.parent ?? $0 }
        if let preview = DragPreview.make(of: pictured, count: session.items.count, formation: .stack, styleClass: "row-preview"),
           let frame = row.bounds(relativeTo: list) {
            drag.setIcon(preview, hotX: Int(session.grabPoint.x - frame.minX), hotY: Int(session.grabPoint.y - frame.minY))
        }
        widgets.forEach { $0.addCSSClass("reorder-source") }
        faded = widgets
        escapeWatch.start { [weak self] in self?.session?.source.cancelDrag() }
        onDragActivity?(true)
    }

    private var faded: [Widget] = []

    private func endDrag() {
        escapeWatch.stop()
        edgeScroller.stop()
        indicator.hide()
        faded.forEach { $0.removeCSSClass("reorder-source") }
        faded = []
        let wasDragging = session?.drag != nil
        session = nil
        if wasDragging { onDragActivity?(false) }
    }

    private func installDropTarget() {
        let track: @MainActor (Double, Double) -> DragAction = { [weak self] x, y in
            guard let self else { return [] }
            let point = CGPoint(x: x, y: y)
            guard let (_, line, action) = proposal(at: point) else {
                indicator.hide()
                edgeScroller.stop()
                return []
            }
            showLine(line)
            edgeScroller.follow(point, in: list) { [weak self] point in
                guard let self, let (_, line, _) = proposal(at: point) else { return }
                showLine(line)
            }
            return action
        }
        dropTarget.onEnter(track)
        dropTarget.onMotion(track)
        dropTarget.onLeave { [weak self] in
            self?.indicator.hide()
            self?.edgeScroller.stop()
            self?.externalDrag = nil
        }
        dropTarget.onDrop { [weak self] value, x, y in
            guard let self, let (position, _, _) = proposal(at: CGPoint(x: x, y: y)) else { return false }
            indicator.hide()
            edgeScroller.stop()
            externalDrag = nil
            guard let session, isOurs else { return onExternalDrop?(value, position) ?? false }
            if !session.leavesOrder(as: position) { move(Difference(sources: session.items, position: position)) }
            return true
        }
        list.addController(dropTarget)
    }

    /// Whether the drag over the list is the session's own.
    private var isOurs: Bool {
        guard let ourDrag = session?.drag, let drag = dropTarget.currentLocalDrag else { return false }
        return drag.isSame(as: ourDrag)
    }

    /// Where a drop at `point` (in the list's visible coordinates) would go, the line in
    /// content coordinates, and the action; nil when the drop would be refused.
    private func proposal(at point: CGPoint) -> (Difference.Position, CGRect, DragAction)? {
        guard isEnabled else { return nil }
        let content = CGPoint(x: point.x, y: point.y + scroller.verticalOffset)
        if var session, isOurs {
            let proposal = session.resolver.resolve(pointer: content)
            self.session = session
            let staying = proposal.index - session.draggedPositions.prefix { $0 < proposal.index }.count
            let position = DropProposal(index: staying, indicator: proposal.indicator).position(in: session.staying)
            return (position, proposal.indicator, .move)
        }
        guard onExternalDrop != nil else { return nil }
        var external = externalDrag ?? makeExternalDrag()
        let proposal = external.resolver.resolve(pointer: content)
        externalDrag = external
        return (proposal.position(in: external.order), proposal.indicator, .copy)
    }

    /// A drag from another application, judged against the rows where they are shown (no gap
    /// opens in the list).
    private func makeExternalDrag() -> (order: [ID], resolver: DropResolver) {
        let order = ids()
        // A row on screen: the list keeps recycled rows aside, unmapped and of no useful size.
        let shown = rowWidgets.values.lazy.compactMap(\.widget).first { $0.isMapped }
        let row = CGSize(width: Double(list.width), height: shown?.bounds(relativeTo: list)?.height ?? 32)
        let resolver = DropResolver(
            frames: Self.rowFrames(count: order.count, size: row), dragged: [], grabbed: nil,
            grabOffset: .zero, layout: .verticalList
        )
        return (order, resolver)
    }

    /// The frames of `count` rows of `size`, one under the other, in content coordinates.
    private static func rowFrames(count: Int, size: CGSize) -> [CGRect] {
        (0..<count).map { CGRect(x: 0, y: Double($0) * size.height, width: size.width, height: size.height) }
    }

    /// Draws the insertion line at `line` (content coordinates) over the visible list.
    func showLine(_ line: CGRect) {
        let visible = CGPoint(x: line.minX, y: line.minY - scroller.verticalOffset)
        guard let origin = list.convert(visible, to: view) else { return }
        indicator.show(at: CGRect(origin: origin, size: CGSize(width: Double(list.width), height: line.height)), asSlot: false)
    }
}
