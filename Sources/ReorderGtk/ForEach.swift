import DeckhandGtk

/// Dynamic content: one child widget per item, keyed by the item's ID, kept in the model's
/// order. Like SwiftUI's `ForEach`, it reuses a widget for as long as its item's ID is present.
///
/// ```swift
/// let content = ForEach(cards) { card in CardTile(card) }.reorderable()
/// ```
@MainActor
public final class ForEach<Item: Identifiable> where Item.ID: Sendable {
    /// The items shown, in order.
    public private(set) var items: [Item]

    /// Whether the content takes part in reordering (see `reorderable()`).
    public private(set) var isReorderable = false

    /// Whether each child is made a keyboard focus stop as it is built: set by a container
    /// that reorders from the keyboard, before the content is shown.
    var makesItemsFocusStops = false

    private let makeWidget: @MainActor (Item) -> Widget
    private let refreshWidget: (@MainActor (Item, Widget) -> Void)?
    private var widgets: [Item.ID: Widget] = [:]
    /// The widgets `content` built that are shown inside a focus-stop cell, by item.
    private var wrapped: [Item.ID: Widget] = [:]
    private var ids: [ObjectIdentifier: Item.ID] = [:]
    private weak var host: (any DynamicContentHost)?
    private var updateObservers: [@MainActor () -> Void] = []
    private var changeObservers: [@MainActor () -> Void] = []

    /// Creates content for `items`, building each child with `content`. IDs must be unique.
    /// `refresh`, if given, brings a reused widget up to date with its item's new value (a
    /// card turned face up) on every update.
    public init(
        _ items: [Item], content: @escaping @MainActor (Item) -> Widget,
        refresh: (@MainActor (Item, Widget) -> Void)? = nil
    ) {
        Self.requireUniqueIDs(items)
        self.items = items
        self.makeWidget = content
        self.refreshWidget = refresh
    }

    /// Marks the content's children as reorderable by the container they are in. A section of
    /// content that is not reorderable takes drops but lets nothing be picked up;
    /// `reorderContainer(content:)` marks its content itself.
    @discardableResult
    public func reorderable() -> Self {
        isReorderable = true
        return self
    }

    /// Shows the content in `host`; content is shown in one host only.
    public func mount(in host: any DynamicContentHost) {
        precondition(self.host == nil, "a ForEach is shown in one container only")
        self.host = host
        host.show(children: items.map(widget(building:)))
    }

    /// Replaces the items, reusing the widgets of IDs that remain.
    ///
    /// - Complexity: O(*n*) in the number of items, plus the host's reordering.
    public func update(_ items: [Item]) {
        Self.requireUniqueIDs(items)
        updateObservers.forEach { $0() }
        self.items = items
        let kept = Set(items.map(\.id))
        widgets = widgets.filter { kept.contains($0.key) }
        wrapped = wrapped.filter { kept.contains($0.key) }
        ids = ids.filter { kept.contains($0.value) }
        host?.show(children: items.map(widget(building:)))
        changeObservers.forEach { $0() }
    }

    /// The widget showing the item with `id`, if it is present: the one `content` built, or
    /// the list-item cell a container wrapped it in to make it a keyboard focus stop.
    public func widget(for id: Item.ID) -> Widget? { widgets[id] }

    /// The widget `content` built for the item with `id`, if it is present: inside the cell
    /// `widget(for:)` returns, when a container wrapped it.
    public func itemWidget(for id: Item.ID) -> Widget? { wrapped[id] ?? widgets[id] }

    /// The ID of the item `widget` shows, if it is one of this content's children.
    ///
    /// - Complexity: O(1).
    public func id(of widget: Widget) -> Item.ID? {
        ids[ObjectIdentifier(widget)]
    }

    /// Calls `observer` before every update, so that an interaction working from the old
    /// items can end first.
    func observeUpdates(_ observer: @escaping @MainActor () -> Void) {
        updateObservers.append(observer)
    }

    /// Calls `observer` after every update, once the children show the new items.
    func observeChanges(_ observer: @escaping @MainActor () -> Void) {
        changeObservers.append(observer)
    }

    /// Stops on duplicate IDs: one widget cannot stand in two places.
    private static func requireUniqueIDs(_ items: [Item]) {
        var seen = Set<Item.ID>()
        for item in items {
            precondition(seen.insert(item.id).inserted, "ForEach got the ID \(item.id) twice")
        }
    }

    /// `widget` as a keyboard focus stop that a click focuses, as a list row is: the widget
    /// itself if it is focusable already, otherwise a list-item cell around it (a label, a box
    /// or an image is never a Tab stop of its own).
    private static func focusStop(for widget: Widget) -> Widget {
        let stop: Widget
        if widget.isFocusable {
            stop = widget
        } else {
            let cell = Overlay(role: .listItem)
            cell.setChild(widget)
            cell.isFocusable = true
            cell.addCSSClass("reorder-cell")
            stop = cell
        }
        let click = GestureClick()
        click.onClicked { [weak stop] _ in stop?.grabFocus() }
        stop.addController(click)
        return stop
    }

    private func widget(building item: Item) -> Widget {
        if let widget = widgets[item.id] {
            refreshWidget?(item, wrapped[item.id] ?? widget)
            return widget
        }
        let built = makeWidget(item)
        let widget = makesItemsFocusStops ? Self.focusStop(for: built) : built
        if widget !== built { wrapped[item.id] = built }
        widget.addCSSClass("reorder-item")
        widgets[item.id] = widget
        ids[ObjectIdentifier(widget)] = item.id
        return widget
    }
}
