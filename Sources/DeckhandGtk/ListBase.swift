import CDeckhandGtk

/// What a `GtkListView` and a `GtkGridView` share: a view over items known by integer keys,
/// with multiple selection, where only the items on screen have widgets, built once by the
/// `setup` and re-pointed at positions by `bind`, and the model holds just a count, so 100,000
/// items cost no more to show than 20. Make a ``ListView`` or a ``GridView``.
@MainActor
public class ListBase: Widget {
    private let model: OpaquePointer
    private let selection: OpaquePointer
    private let rows = RowBinder()

    /// A view made by `make` from a selection model and an item factory.
    init(making make: (_ selection: OpaquePointer?, _ factory: OpaquePointer?) -> UnsafeMutablePointer<GtkWidget>) {
        let model = cgtk_count_model_new()
        self.model = model
        selection = gtk_multi_selection_new(model)
        let factory = gtk_signal_list_item_factory_new()
        let box = Unmanaged.passRetained(SignalClosure(rows) as AnyObject).toOpaque()
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setupTrampoline, to: GCallback.self), box, nil, GConnectFlags(rawValue: 0))
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(bindTrampoline, to: GCallback.self), box, nil, GConnectFlags(rawValue: 0))
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "teardown", unsafeBitCast(teardownTrampoline, to: GCallback.self), box, releaseClosureNotify, GConnectFlags(rawValue: 0))
        super.init(taking: UnsafeMutableRawPointer(make(selection, factory)))
    }

    /// How the item widgets (a list's rows, a grid's cells) are made: `setup` builds one,
    /// `bind` points it at the item at a position, and `teardown` hears of one the view is done
    /// with (it makes new ones as items change), so that whoever kept it can let it go.
    public func setRows(
        setup: @escaping @MainActor () -> Widget, bind: @escaping @MainActor (Widget, Int) -> Void,
        teardown: @escaping @MainActor (Widget) -> Void = { _ in }
    ) {
        rows.setup = setup
        rows.bind = bind
        rows.teardown = teardown
    }

    /// Takes away the list's own scrolling while a drag hovers near its top or bottom edge, for
    /// a caller that scrolls it during drags itself. GTK 4.8's lists and grids start that scrolling from
    /// a drag's motions and stops it only when a drag leaves the list; after a drop with the
    /// pointer still near an edge it went on creeping about a pixel a frame, carrying the
    /// dropped row out of view.
    public func removeOwnDragScrolling() {
        guard let controllers = gtk_widget_observe_controllers(widget) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        var motions: [UnsafeMutableRawPointer] = []
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            if g_type_is_a(cgtk_object_type(controller), gtk_drop_controller_motion_get_type()) != 0 {
                motions.append(controller)
            } else {
                g_object_unref(controller)
            }
        }
        for controller in motions {
            gtk_widget_remove_controller(widget, OpaquePointer(controller))
            g_object_unref(controller)
        }
    }

    /// How many item widgets the view holds now.
    public var rowCount: Int { rows.rows.count }

    /// The position of the item `row` (a widget `setup` made) is bound to now; nil for a
    /// widget the view does not hold.
    public func position(of row: Widget) -> Int? {
        guard let listItem = rows.listItems[row.pointer] else { return nil }
        return Int(gtk_list_item_get_position(OpaquePointer(listItem)))
    }

    /// Replaces the items with ones keyed `keys`, in order. When the count stays the same (a
    /// reorder), only the run of items that differ is replaced: rows outside it keep their
    /// items and positions, and a reorder of a long list costs little more than the
    /// comparison. Otherwise, or when `rebindingAll` (what rows show changed though their keys
    /// did not), every item is replaced, so that every row is bound again at its position.
    ///
    /// - Complexity: O(*n*) comparisons.
    public func setItems(_ keys: [Int], rebindingAll: Bool = false) {
        let sameCount = self.keys.count == keys.count && !rebindingAll
        let prefix = sameCount ? zip(self.keys, keys).prefix { $0 == $1 }.count : 0
        let limit = sameCount ? keys.count - prefix : 0
        let suffix = zip(self.keys.reversed(), keys.reversed()).prefix(limit).prefix { $0 == $1 }.count
        let removed = self.keys.count - prefix - suffix
        let added = keys.count - prefix - suffix
        self.keys = keys
        guard removed > 0 || added > 0 || rebindingAll else { return }
        cgtk_count_model_splice(model, guint(prefix), guint(removed), guint(added))
    }

    /// The items' keys, in order, as last set.
    public private(set) var keys: [Int] = []

    /// The positions of the selected items, ascending.
    public var selectedPositions: [Int] {
        guard let bitset = gtk_selection_model_get_selection(selection) else { return [] }
        defer { gtk_bitset_unref(bitset) }
        return (0..<gtk_bitset_get_size(bitset)).map { Int(gtk_bitset_get_nth(bitset, guint($0))) }
    }

    /// Selects exactly the items at `positions`. Only the span from the first to the last item
    /// selected before or after is touched, so rows elsewhere are left alone.
    public func select(_ positions: [Int]) {
        guard let bitset = gtk_bitset_new_empty() else { return }
        defer { gtk_bitset_unref(bitset) }
        positions.forEach { gtk_bitset_add(bitset, guint($0)) }
        var lowest = positions.min().map(guint.init)
        var highest = positions.max().map(guint.init)
        if let current = gtk_selection_model_get_selection(selection) {
            if gtk_bitset_is_empty(current) == 0 {
                lowest = min(lowest ?? .max, gtk_bitset_get_minimum(current))
                highest = max(highest ?? 0, gtk_bitset_get_maximum(current))
            }
            gtk_bitset_unref(current)
        }
        guard let lowest, let highest, let mask = gtk_bitset_new_range(lowest, highest - lowest + 1) else { return }
        defer { gtk_bitset_unref(mask) }
        gtk_selection_model_set_selection(selection, bitset, mask)
    }
}

/// What a list or grid view's factory calls: the Swift halves of `setup`, `bind` and `teardown`.
@MainActor
private final class RowBinder {
    var setup: @MainActor () -> Widget = { Box(.horizontal) }
    var bind: @MainActor (Widget, Int) -> Void = { _, _ in }
    var teardown: @MainActor (Widget) -> Void = { _ in }
    /// The row widgets, by the list item they are the child of (GTK 4.8 clears the child
    /// before `teardown`): the list keeps them; the wrappers keep them alive too.
    var rows: [UnsafeMutableRawPointer: Widget] = [:]
    /// The list items, by the row widget each holds.
    var listItems: [UnsafeMutableRawPointer: UnsafeMutableRawPointer] = [:]
}

private let releaseClosureNotify: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

private let setupTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, data in
    nonisolated(unsafe) let listItem = item
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        guard let binder = unbox(userData, as: RowBinder.self), let listItem else { return }
        let row = binder.setup()
        binder.rows[listItem] = row
        binder.listItems[row.pointer] = listItem
        gtk_list_item_set_child(OpaquePointer(listItem), row.widget)
    }
}

private let bindTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, data in
    nonisolated(unsafe) let listItem = item
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        guard let binder = unbox(userData, as: RowBinder.self), let listItem, let row = binder.rows[listItem] else { return }
        binder.bind(row, Int(gtk_list_item_get_position(OpaquePointer(listItem))))
    }
}

private let teardownTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, data in
    nonisolated(unsafe) let listItem = item
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        guard let binder = unbox(userData, as: RowBinder.self), let listItem,
              let row = binder.rows.removeValue(forKey: listItem) else { return }
        binder.listItems[row.pointer] = nil
        binder.teardown(row)
    }
}
