import CDeckhandGtk

/// A `GtkFlowBox`: children laid out in reading order, wrapping into rows.
@MainActor
public final class FlowBox: Widget {
    /// Creates an empty flow box.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_flow_box_new()))
    }

    private var box: OpaquePointer { OpaquePointer(pointer) }

    /// How children can be selected.
    public func setSelectionMode(_ mode: SelectionMode) {
        gtk_flow_box_set_selection_mode(box, mode.gtk)
    }

    /// Pixels between columns.
    public var columnSpacing: Int {
        get { Int(gtk_flow_box_get_column_spacing(box)) }
        set { gtk_flow_box_set_column_spacing(box, guint(newValue)) }
    }

    /// Pixels between rows.
    public var rowSpacing: Int {
        get { Int(gtk_flow_box_get_row_spacing(box)) }
        set { gtk_flow_box_set_row_spacing(box, guint(newValue)) }
    }

    /// The most children a row holds.
    public var maxChildrenPerLine: Int {
        get { Int(gtk_flow_box_get_max_children_per_line(box)) }
        set { gtk_flow_box_set_max_children_per_line(box, guint(newValue)) }
    }

    /// Adds a child; a sorted flow box places it by the sort function.
    public func append(_ child: FlowBoxChild) {
        gtk_flow_box_insert(box, child.widget, -1)
    }

    /// The widgets inside the flow box's slots, in the order shown.
    public var childPointers: [UnsafeMutableRawPointer] {
        var pointers: [UnsafeMutableRawPointer] = []
        var index: gint = 0
        while let slot = gtk_flow_box_get_child_at_index(box, index) {
            if let child = gtk_flow_box_child_get_child(slot) {
                pointers.append(UnsafeMutableRawPointer(child))
            }
            index += 1
        }
        return pointers
    }

    /// Removes a child.
    public func remove(_ child: FlowBoxChild) {
        gtk_flow_box_remove(box, child.widget)
    }

    /// Orders the children by `compare`, which gets two `GtkFlowBoxChild` pointers and returns
    /// a negative, zero or positive number like `strcmp`.
    public func setSortFunction(
        _ compare: @escaping @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int
    ) {
        let box = Unmanaged.passRetained(SignalClosure(compare) as AnyObject).toOpaque()
        gtk_flow_box_set_sort_func(self.box, flowBoxSortTrampoline, box, releaseBoxedClosure)
    }

    /// Re-sorts the children after the order the sort function reports has changed.
    public func invalidateSort() {
        gtk_flow_box_invalidate_sort(box)
    }
}

private typealias SortBody = @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int

private let flowBoxSortTrampoline: GtkFlowBoxSortFunc = { first, second, data in
    guard let first, let second else { return 0 }
    nonisolated(unsafe) let left = UnsafeMutableRawPointer(first)
    nonisolated(unsafe) let right = UnsafeMutableRawPointer(second)
    nonisolated(unsafe) let userData = data
    return MainActor.assumeIsolated {
        gint(unbox(userData, as: SortBody.self)?(left, right) ?? 0)
    }
}

/// A `GtkFlowBoxChild`: the slot a flow box keeps each child in.
@MainActor
public final class FlowBoxChild: Widget {
    /// Creates a slot holding `child`.
    public init(_ child: Widget) {
        super.init(taking: UnsafeMutableRawPointer(gtk_flow_box_child_new()))
        gtk_flow_box_child_set_child(typed(), child.widget)
    }

    /// The slot's index in its flow box, or -1 when it is in none.
    public var index: Int { Int(gtk_flow_box_child_get_index(typed())) }

}
