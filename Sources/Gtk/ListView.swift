import CGtk

/// A `GtkListView` over a list of strings (item keys) with multiple selection: only the rows
/// on screen have widgets, built once by the row `setup` and re-pointed at items by `bind`, so
/// a list of 100,000 items costs no more to show than one of 20.
@MainActor
public final class ListView: Widget {
    private let strings: OpaquePointer
    private let selection: OpaquePointer
    private let rows = RowBinder()

    /// An empty list view; give it rows with `setRows` before it is shown.
    public init() {
        strings = gtk_string_list_new(nil)
        selection = gtk_multi_selection_new(strings)
        let factory = gtk_signal_list_item_factory_new()
        let box = Unmanaged.passRetained(SignalClosure(rows) as AnyObject).toOpaque()
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setupTrampoline, to: GCallback.self), box, nil, GConnectFlags(rawValue: 0))
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(bindTrampoline, to: GCallback.self), box, releaseClosureNotify, GConnectFlags(rawValue: 0))
        super.init(taking: UnsafeMutableRawPointer(gtk_list_view_new(selection, factory)))
    }

    /// How rows are made: `setup` builds a row widget, `bind` points it at the item with a key
    /// at a position.
    public func setRows(
        setup: @escaping @MainActor () -> Widget, bind: @escaping @MainActor (Widget, String, Int) -> Void
    ) {
        rows.setup = setup
        rows.bind = bind
    }

    /// Replaces the items with `keys`, in order.
    ///
    /// - Complexity: O(*n*) in the number of keys.
    public func setItems(_ keys: [String]) {
        let count = g_list_model_get_n_items(strings)
        var pointers = keys.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_string_list_splice(strings, 0, count, $0)
            }
        }
    }

    /// The positions of the selected items, ascending.
    public var selectedPositions: [Int] {
        guard let bitset = gtk_selection_model_get_selection(selection) else { return [] }
        defer { gtk_bitset_unref(bitset) }
        return (0..<gtk_bitset_get_size(bitset)).map { Int(gtk_bitset_get_nth(bitset, guint($0))) }
    }

    /// Selects exactly the items at `positions`.
    public func select(_ positions: [Int]) {
        guard let bitset = gtk_bitset_new_empty() else { return }
        defer { gtk_bitset_unref(bitset) }
        positions.forEach { gtk_bitset_add(bitset, guint($0)) }
        let count = g_list_model_get_n_items(strings)
        guard let mask = gtk_bitset_new_range(0, count) else { return }
        defer { gtk_bitset_unref(mask) }
        gtk_selection_model_set_selection(selection, bitset, mask)
    }
}

/// What a list view's factory calls: the Swift halves of `setup` and `bind`.
@MainActor
private final class RowBinder {
    var setup: @MainActor () -> Widget = { Box(.horizontal) }
    var bind: @MainActor (Widget, String, Int) -> Void = { _, _, _ in }
    /// The row widgets, by pointer: the list keeps them; the wrappers keep them alive too.
    var rows: [UnsafeMutableRawPointer: Widget] = [:]
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
        binder.rows[row.pointer] = row
        gtk_list_item_set_child(OpaquePointer(listItem), row.widget)
    }
}

private let bindTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, data in
    nonisolated(unsafe) let listItem = item
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        guard let binder = unbox(userData, as: RowBinder.self), let listItem,
              let child = gtk_list_item_get_child(OpaquePointer(listItem)),
              let row = binder.rows[UnsafeMutableRawPointer(child)],
              let object = gtk_list_item_get_item(OpaquePointer(listItem)),
              let key = gtk_string_object_get_string(OpaquePointer(object)) else { return }
        binder.bind(row, String(cString: key), Int(gtk_list_item_get_position(OpaquePointer(listItem))))
    }
}
