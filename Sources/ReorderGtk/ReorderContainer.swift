import Foundation
import DeckhandGtk
import ReorderKit

/// A reorder container: the parent in which reorderable content is dragged to new places,
/// within one collection or between several (each a section with its own collection ID and
/// surface: a flow box, a box, a custom layout or a virtualized list). It owns every
/// interaction from press to drop or cancel, through ReorderKit's `ReorderSession`: pick-up by
/// distance (a GTK drag, which other applications can take and give) or by long press (the
/// item lifts inside the window), the keyboard (Space, arrows, Space), Escape, edge
/// auto-scroll, the insertion line or gap, and the drag preview. It reports everything that
/// happened as one stream of events (``onEvent(_:)``). Each change is one
/// `ReorderDifference`: without a `move` closure the container applies it to its sections'
/// content itself and reports the new order (`.contentChanged`); with one, the model stays the
/// app's: `move` applies the difference (with the app's own rules) and updates the content.
///
/// A container lives as long as any of its sections' views: each view keeps it, so there is
/// nothing for the app to hold. When the window goes, the views, the container, its content
/// and its closures go with it. The library's default look (see `ReorderStyle`) is loaded
/// with the first container.
///
/// ```swift
/// let board = ReorderContainer(for: Card.self, in: String.self)
/// board.onEvent { event in
///     if case .contentChanged(let columns) = event { print(columns["Done"]?.map(\.title) ?? []) }
/// }
/// for (name, cards) in [("To Do", todo), ("Done", done)] {
///     let content = ForEach(cards) { Label($0.title) }.reorderable()
///     row.append(board.addSection(name, content: content, host: BoxContentHost(box: Box(.vertical))))
/// }
/// ```
@MainActor
public final class ReorderContainer<Item: Identifiable, CollectionID: Hashable & Sendable>
where Item.ID: Sendable {
    /// The difference type handed to `move`.
    public typealias Difference = ReorderDifference<Item.ID, CollectionID>

    /// Whether dragging reorders; turning it off cancels an interaction in progress and keeps
    /// everything else in place.
    public var isEnabled: Bool {
        didSet {
            guard !isEnabled else { return }
            sections.forEach(hideIndicator(in:))
            cancelInteractions()
        }
    }
    /// How a press becomes a drag: moved past GTK's drag threshold (`.distance(8)`, the
    /// default: a GTK drag, which can leave the window; the distance given here is GTK's to
    /// decide), or held still (`.longPress`: the pressed item lifts and moves within its
    /// section, a box, flow box or custom layout; a virtualized list's or grid's sections are
    /// still dragged by distance). Given when the container is made.
    public let pickUpGesture: PickUpGesture
    /// How an item lifted by a long press looks.
    public var liftStyle = LiftStyle() {
        didSet { liftStylesheet.load(liftCSS) }
    }
    /// The style class of an item's drag handle, as SortableJS's `handle` and dnd-kit's
    /// activator: when set, only a press on a widget of this class inside an item picks the
    /// item up (by distance or long press), and the rest of the item takes its clicks as
    /// before. The keyboard picks up the focused item as always. Nil: all of an item is its
    /// handle.
    ///
    /// ```swift
    /// let grip = Label("⠿")
    /// grip.addCSSClass("drag-handle")
    /// container.handleStyleClass = "drag-handle"
    /// ```
    public var handleStyleClass: String?
    /// Keeps an item lifted by a long press on one axis (its list's), as dnd-kit's axis
    /// modifiers do; nil lets it follow the pointer anywhere. A pointer drag past GTK's
    /// threshold, which can leave the window, is drawn by the desktop where the pointer is.
    public var axisLock: Orientation?
    /// Which items travel with the pressed one.
    public var dragContainer: DragContainer<Item.ID> = .single
    /// How the dragged items' previews are arranged.
    public var dragPreviewsFormation: DragDropPreviewsFormation = .stack
    /// How items dropped by a pointer drag reach their places: any formation but `.none` flies
    /// them from where the drag's picture showed them (honouring `gtk-enable-animations`).
    public var dropPreviewsFormation: DragDropPreviewsFormation = .default
    /// Whether an item may be picked up.
    public var canPickUp: (Item.ID) -> Bool = { _ in true }
    /// Whether these items may go to this destination; a refused place takes nothing.
    ///
    /// A pointer drag asks this and `dropConfiguration` once per place it reaches and keeps
    /// the answer until the drag ends, so they may be as slow as a game's rules; they must not
    /// change their minds during a drag.
    public var canDrop: ([Item.ID], Difference.Destination) -> Bool = { _, _ in true }
    /// The drop side's say on a drop, after `canDrop`: refuse it (`.forbidden`), or send the
    /// items somewhere else than the pointer proposes (a card pile takes cards on top).
    public var dropConfiguration: (([Item.ID], Difference.Destination) -> DropConfiguration<Item.ID, CollectionID>)?
    /// What dragged items allow a drop to do.
    public var dragConfiguration = DragConfiguration()
    /// Whether a drop's place is shown by an insertion line (or slot outline). Without it, a
    /// section that takes the drop gets the CSS class `drop-accepting`, as a card pile lights up.
    public var showsInsertionIndicator = true
    /// Whether items can be reordered from the keyboard (Space, arrows, Space); off where
    /// order within a collection means nothing, as in a card pile. Given when the container is
    /// made.
    public let supportsKeyboardReordering: Bool
    /// The selected items, for drag containers that carry the selection (a list section's own
    /// selection counts there instead).
    public var selection: () -> Set<Item.ID> = { [] }
    /// The name announcements and other applications use for an item: unless set, the text of
    /// the label that shows it (the item's widget, or the first label inside it), else its ID.
    public var itemName: ((Item) -> String)?
    /// The name assistive technology reads for an item, before its position ("Harbour, blue
    /// card, 3 of 14"); its `itemName` unless set. A virtualized list's or grid's cells are
    /// named as they are bound; an app that names them itself does so after binding them.
    public var accessibleName: ((Item) -> String)?
    /// The name of a section: assistive technology reads it for the section's list, and
    /// announcements use it when the keyboard takes an item there ("Feather wand moved to
    /// Luna's toys, position 2 of 4"). Set it at any time; an app that names a section's
    /// surface itself (with what it holds) does so after adding the section.
    public var sectionName: ((CollectionID) -> String)? {
        didSet { sections.forEach(nameSection) }
    }
    /// The text other applications receive for a dragged item; its name unless set.
    public var exportedText: ((Item) -> String)?
    /// The local file other applications receive for a dragged item (as `text/uri-list`,
    /// preferred to the text), if it has one.
    public var exportedFile: ((Item) -> String?)?
    /// Whether a click moves items too (click to move, a single-pointer alternative to dragging,
    /// as WCAG 2.5.7 asks): a click on an item picks it up (with what `dragContainer` carries
    /// along), marked as the keyboard marks a held item (`.keyboard-held`); a click where it
    /// should go puts it there, as a drop there would; a click on a held item or outside the
    /// sections, or Escape, puts it back. Each step is announced as the keyboard's are. Off by
    /// default: a click then does whatever the app makes it do.
    ///
    /// ```swift
    /// container.clickToMove = settings.clickToMove
    /// ```
    public var clickToMove = false {
        didSet { if !clickToMove { putDownClickedItems() } }
    }
    /// Which point of a drag decides where the items land: the pointer (the default, as
    /// dnd-kit's `pointerWithin`), so that items of mixed sizes land where they are pointed
    /// at (a tall tile among short rows lands at the row under the pointer, wherever it was
    /// grabbed), or the grabbed item's centre (`.itemCentre`, as dnd-kit's `closestCenter`),
    /// where the items land where they are seen to hang.
    public var dropAnchor: DropAnchor = .pointer
    /// Whether clicks select items, as in GTK's lists: a click selects one item, Ctrl+click
    /// adds or removes one, Shift+click selects the range from the last item clicked, and
    /// Ctrl+A selects every item of the section with the focus. Selected items get the style
    /// class `selected` and are selected to assistive technology; with a `dragContainer` of
    /// `.selection`, dragging a selected item carries them all. Off by default: the app's own
    /// `selection` counts then. (A list view's rows are selected by its own selection model.)
    ///
    /// ```swift
    /// container.selectsOnClick = true
    /// container.dragContainer = .selection
    /// container.onEvent { event in
    ///     if case .selectionChanged(let selected) = event { print("\(selected.count) selected") }
    /// }
    /// ```
    public var selectsOnClick = false
    /// The items selected by clicks (`selectsOnClick`); setting it selects those items.
    public var selectedItems: Set<Item.ID> {
        get { itemSelection.selected }
        set {
            itemSelection = ItemSelection(selected: newValue)
            sections.forEach(showSelection(in:))
        }
    }
    /// How a drag near the edge of a scrolled section scrolls it.
    public var autoScroll: AutoScroll {
        get { edgeScroller.rule }
        set { edgeScroller.rule = newValue }
    }
    /// Where text or files dropped from another application go, as SwiftUI's
    /// `dropDestination`: takes them at a destination and returns whether it did. Nil refuses
    /// such drops.
    public var dropDestination: ((DropValue, Difference.Destination) -> Bool)?
    /// The former name of `dropDestination`.
    @available(*, deprecated, renamed: "dropDestination")
    public var onExternalDrop: ((DropValue, Difference.Destination) -> Bool)? {
        get { dropDestination }
        set { dropDestination = newValue }
    }

    /// The app's own way of applying a change, if it has one.
    private let move: (@MainActor (Difference) -> Void)?
    /// Who hears of the container's events, in the order they subscribed.
    private var subscribers: [@MainActor (ReorderContainerEvent<Item, CollectionID>) -> Void] = []
    var sections: [ReorderSection<Item, CollectionID>] = []
    /// The one widget that takes the pointer for every section, if the app gave one
    /// (`pointerArea`); otherwise each section takes its own.
    var sharedArea: PointerArea<Item, CollectionID>?
    /// The engine's view of the pointer interaction: pressed, dragging or idle.
    var session = ReorderSession<Item.ID, CollectionID>()
    /// What the container measured when the pointer interaction began.
    var pointer: PointerDrag<Item, CollectionID>?
    let escapeWatch = DragEscapeWatch()
    /// What clicks selected, when the container selects on click.
    var itemSelection = ItemSelection<Item.ID>()
    let strayDrops = StrayDropCatcher()
    /// The container's own drag last cancelled (Escape): the system's drag may go on until the
    /// button is let go, and what it then drops must not come in as another application's.
    var abandonedDrag: WeakReference<Drag>?
    let edgeScroller = EdgeAutoScroller()
    let liftStylesheet = GeneratedStylesheet()
    /// The motion of the latest drop or move, and how many there have been (class names are
    /// this container's own).
    let landing = KeyframeAnimations()
    let landingClass = "reorder-landing-\(UUID().uuidString.prefix(8).lowercased())"
    var landingSerial = 0
    /// Whether a landing waits for the next layout to measure where its items go.
    var landingIsPending = false
    let liftClass = "reorder-lift-\(UUID().uuidString.prefix(8).lowercased())"
    /// Where the item the keyboard carried into another section was picked up: the place
    /// Escape takes it back to. Cleared by a drop or by putting it back.
    var keyboardOrigin: (item: Item.ID, destination: Difference.Destination)?
    /// Ticks a long press until it lifts or lets go.
    var liftTimer: RepeatingTimer?
    /// How many changes are being applied (by `move` or to the content) now: the content is
    /// updated then, and that must not cancel the interaction being dropped. A count, as one
    /// change can lead to another.
    private var commitDepth = 0

    /// Creates a container of items of type `Item` in collections identified by `CollectionID`.
    ///
    /// What the container's interactions are made of is given here, once: how a press becomes
    /// a drag (`pickUpGesture`), whether the keyboard reorders (`supportsKeyboardReordering`),
    /// and, for a board of many small sections, the widget that takes the pointer for all of
    /// them (`pointerArea`, see <doc:OnePointerArea>). Without `move`, the container keeps its
    /// sections' content in order itself and reports each change as a `.contentChanged` event
    /// (``onEvent(_:)``); with it, `move` gets each change to apply to the app's model (and the
    /// app updates the content).
    ///
    /// ```swift
    /// let stack = ReorderContainer(for: Photo.self, in: Album.ID.self, pickUpGesture: .longPress(duration: 0.2, tolerance: 8)) {
    ///     albums.apply(difference: $0)
    /// }
    /// ```
    public init(
        for _: Item.Type, in _: CollectionID.Type, isEnabled: Bool = true,
        pickUpGesture: PickUpGesture = .distance(8), supportsKeyboardReordering: Bool = true,
        pointerArea: Widget? = nil, move: (@MainActor (Difference) -> Void)? = nil
    ) {
        self.isEnabled = isEnabled
        self.pickUpGesture = pickUpGesture
        self.supportsKeyboardReordering = supportsKeyboardReordering
        self.move = move
        ReorderStyle.load()
        if let pointerArea { takePointer(in: pointerArea) }
    }

    /// The name announcements give the item `id` of `section`; a stand-in when it is gone.
    func spokenName(of id: Item.ID, in section: ReorderSection<Item, CollectionID>) -> String {
        // TRANSLATORS: stands in for an item's name at the start of a sentence a screen reader says.
        section.surface.items.first { $0.id == id }.map(name(of:)) ?? catalogue.tr("The item")
    }

    /// The name of `item`: its `itemName`, or the text its widget shows, or its ID.
    ///
    /// - Complexity: O(1) per section of content; a list view's rows on screen are searched.
    func name(of item: Item) -> String {
        if let itemName { return itemName(item) }
        for section in sections {
            let widget = (section.surface as? ContentSurface<Item>)?.content.widget(for: item.id)
                ?? section.surface.shownWidgets(of: [item.id]).first?.widget
            if let text = widget?.labelText { return text }
        }
        return String(describing: item.id)
    }

    /// Adds a collection of dynamic content shown by `host`, returning the widget to place in
    /// the window (the host's widget with the drop indicator drawn over it).
    /// The view keeps the container alive.
    ///
    /// With keyboard reordering on, each item widget becomes a keyboard focus stop: one that
    /// is focusable already (a button, or a widget you made focusable) is used as it is; any
    /// other (a label, a box, an image) is wrapped in a list-item cell that is.
    public func addSection(_ id: CollectionID, content: ForEach<Item>, host: any ReorderHost) -> Overlay {
        requireNewSection(id)
        content.makesItemsFocusStops = supportsKeyboardReordering && content.isReorderable
        let view = Overlay()
        let surface = ContentSurface(content: content, host: host)
        add(ReorderSection(id: id, surface: surface, view: view, area: sharedArea), reorderable: content.isReorderable)
        return view
    }

    /// Adds a collection shown by a virtualized list or grid, returning the widget to place in
    /// the window (the view's scrolled window with the insertion line drawn over it). The view
    /// keeps the container alive.
    public func addSection(_ id: CollectionID, rows: VirtualizedContentHost<Item>) -> Overlay {
        requireNewSection(id)
        precondition(move != nil, "ReorderContainer: a list or grid view's items are the app's model; make the container with a move closure that applies each change")
        let view = Overlay()
        add(ReorderSection(id: id, surface: rows, view: view, area: sharedArea), reorderable: true)
        return view
    }

    /// Stops on a second section for the same collection: a drop there could not say where
    /// it lands.
    private func requireNewSection(_ id: CollectionID) {
        precondition(
            !sections.contains { $0.id == id },
            "ReorderContainer: a section for the collection \(id) was added twice; give each section its own collection ID"
        )
    }

    /// Adds `section`, whose view (held by the caller) keeps the container alive from now on.
    private func add(_ section: ReorderSection<Item, CollectionID>, reorderable: Bool) {
        section.view?.keepAlive(self, as: "reorder-container")
        sections.append(section)
        section.surface.widget.addCSSClass("reorder-container")
        nameSection(section)
        if section.area !== sharedArea { installDropTarget(in: section.area) }
        guard reorderable else { return }
        section.isReorderable = true
        installClicks(in: section.area)
        installSelectAll(in: section)
        // Items lift by long press in boxes, flow boxes and custom layouts; a virtualized list's
        // or grid's recycled rows cannot be lifted out, so they are dragged by distance.
        if case .longPress = pickUpGesture, section.surface is ContentSurface<Item> {
            installLift(in: section)
        } else {
            section.startsDrags = true
            installDragSource(in: section.area)
        }
        if supportsKeyboardReordering { installKeyboard(in: section) }
        // New items make an interaction's starting layout meaningless: end it first.
        section.surface.observeUpdates { [weak self] in
            guard let self, commitDepth == 0 else { return }
            cancelInteractions()
        }
        section.surface.observeRebinding { [weak self, weak section] widget, id in
            guard let self, let section else { return }
            restyle(widget, showing: id, in: section)
        }
    }

    /// Names `section` for assistive technology by `sectionName`, if set.
    private func nameSection(_ section: ReorderSection<Item, CollectionID>) {
        if let sectionName { section.surface.widget.setAccessibleLabel(sectionName(section.id)) }
    }

    /// Whether a press at `point` (in the section's surface widget) is on a drag handle: on a
    /// widget of `handleStyleClass` inside an item, or anywhere when there is no such class.
    func pressIsOnHandle(at point: CGPoint, in section: ReorderSection<Item, CollectionID>) -> Bool {
        guard let handleStyleClass else { return true }
        let surface = section.surface.widget
        var widget = surface.pick(at: point)
        while let current = widget, current.pointer != surface.pointer {
            if current.hasCSSClass(handleStyleClass) { return true }
            widget = current.parent
        }
        return false
    }

    /// The pointer drag in progress, as its preview shows it; nil when there is none.
    public var currentDrag: ReorderDragState<Item.ID>? {
        guard let pointer, session.phase == .dragging else { return nil }
        return ReorderDragState(
            items: pointer.items, pictured: pointer.preview?.pictured ?? (pointer.lift == nil ? 0 : 1),
            isRefused: pointer.preview?.isRefused ?? pointer.lift?.snapshot.hasCSSClass("refused") ?? false,
            isReturning: pointer.returnsHere
        )
    }

    /// Where the pointer drag over one of the sections (the container's own, or another
    /// application's) would land if dropped now, as the insertion line shows it; nil when no
    /// section would take it.
    public var proposedDestination: Difference.Destination? {
        sections.lazy.compactMap(\.proposedDestination).first
    }

    /// The drag state last told as `.dragStateChanged`.
    var publishedDragState: ReorderDragState<Item.ID>?

    /// Whether items are still sliding into their places after a drop, a cancelled drag or
    /// `animatingMoves`: until then an item is drawn, and takes presses, somewhere between
    /// where it was and where its section lays it out.
    public var isSettling: Bool { landingIsPending || landing.isRunning }

    /// The view of the section `id`, as `addSection` returned it.
    public func view(for id: CollectionID) -> Overlay? {
        sections.first { $0.id == id }?.view
    }

    func section(_ id: CollectionID) -> ReorderSection<Item, CollectionID>? {
        sections.first { $0.id == id }
    }

    /// Ends every interaction in progress without a drop: a pointer drag or lift, and a
    /// keyboard hold.
    func cancelInteractions() {
        if let source = pointer?.source {
            // GTK ends a drag it cancels at once; one that never began ends here.
            source.cancelDrag()
            endDrag()
        }
        if liftTimer != nil || pointer?.lift != nil { cancelLift() }
        putDownClickedItems(silently: true)
        sections.forEach { $0.keyboard?.cancel() }
    }

    /// Reports `events` to the subscribers, handing each order change to `move` first.
    func deliver(_ events: [ReorderEvent<Item.ID, CollectionID>]) {
        for event in events {
            if case .orderChanged(let difference) = event {
                commitDepth += 1
                defer { commitDepth -= 1 }
                if let move { move(difference) } else { applyToContent(difference) }
            }
            emit(.reorder(event))
        }
        publishDragState()
    }

    /// Tells every subscriber, in turn, of `event`, whatever the event: something a drag, the
    /// keyboard, a click or a selection did.
    ///
    /// The container's views keep the subscribers: capture the container itself (or whatever
    /// keeps it) weakly in them. A widget's wrapper that only the subscriber keeps must be
    /// captured strongly: a wrapper goes when nothing refers to it, though its widget stays on
    /// screen.
    ///
    /// ```swift
    /// let status = Label("")
    /// container.onEvent { event in
    ///     if case .announced(let text) = event { status.text = text }
    /// }
    /// ```
    public func onEvent(_ subscriber: @escaping @MainActor (ReorderContainerEvent<Item, CollectionID>) -> Void) {
        subscribers.append(subscriber)
    }

    /// Tells every subscriber of `event`.
    func emit(_ event: ReorderContainerEvent<Item, CollectionID>) {
        subscribers.forEach { $0(event) }
    }

    /// Tells subscribers what a screen reader is told.
    func announce(_ text: String) {
        emit(.announced(text))
    }

    /// Applies `difference` to the sections' content (each a `ForEach`), then reports the new
    /// order as a `.contentChanged` event.
    ///
    /// - Complexity: O(*n*) in the items of all sections.
    private func applyToContent(_ difference: Difference) {
        var collections = Dictionary(uniqueKeysWithValues: sections.map { ($0.id, $0.surface.items) })
        collections.apply(difference: difference)
        for section in sections {
            guard let surface = section.surface as? ContentSurface<Item>, let items = collections[section.id] else { continue }
            if items.map(\.id) != surface.order { surface.content.update(items) }
        }
        emit(.contentChanged(collections))
    }

    /// Brings a widget a list just bound to `id` up to date with the interaction: faded if it
    /// shows a dragged item, marked if it shows the item the keyboard holds.
    private func restyle(_ widget: Widget, showing id: Item.ID, in section: ReorderSection<Item, CollectionID>) {
        if let pointer, session.phase == .dragging, pointer.source != nil, pointer.origin == section.id {
            if pointer.carried.contains(id) {
                if !widget.hasCSSClass("reorder-source") { self.pointer?.faded.append(widget) }
                widget.addCSSClass("reorder-source")
            } else {
                widget.removeCSSClass("reorder-source")
            }
        }
        if let held = pointer?.held, let carried = pointer?.carried {
            if carried.contains(id) {
                widget.addCSSClass("keyboard-held")
                if !held.contains(where: { $0.pointer == widget.pointer }) { pointer?.held = held + [widget] }
            } else if held.contains(where: { $0.pointer == widget.pointer }) {
                widget.removeCSSClass("keyboard-held")
            }
        }
        if selectsOnClick { showSelection(on: widget, showing: id) }
        section.keyboard?.rebound(widget, to: id)
    }
}

extension ReorderContainer where CollectionID == ReorderableSingleCollectionIdentifier {
    /// The single section's view: the widget to place in a window, which keeps the container
    /// alive from then on.
    ///
    /// It stops the program if the container has no section yet (`reorderContainer` makes one)
    /// or its view was destroyed with its window.
    public var view: Overlay {
        guard let view = view(for: ReorderableSingleCollectionIdentifier()) else {
            preconditionFailure("ReorderContainer.view: the container has no section, or its view was destroyed with its window")
        }
        return view
    }
}
