import CDeckhandGtk

/// The axis a box lays its children along.
public enum Orientation: Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    var gtk: GtkOrientation {
        self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }
}

/// How a widget sits in the space its parent gives it.
public enum Alignment: Sendable {
    /// Take all the space given.
    case fill
    /// Sit at the start (left or top).
    case start
    /// Sit at the end (right or bottom).
    case end
    /// Sit in the middle.
    case center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }

    init(_ align: GtkAlign) {
        switch align {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        default: self = .fill
        }
    }
}

/// What a drag-and-drop operation does with the data.
public struct DragAction: OptionSet, Sendable {
    /// The `GdkDragAction` bits.
    public let rawValue: UInt32
    /// Wraps `GdkDragAction` bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Copy the data.
    public static let copy = DragAction(rawValue: GDK_ACTION_COPY.rawValue)
    /// Move the data: the source removes it.
    public static let move = DragAction(rawValue: GDK_ACTION_MOVE.rawValue)

    var gdk: GdkDragAction { GdkDragAction(rawValue: rawValue) }
}

/// How children of a list or flow box can be selected.
public enum SelectionMode: Sendable {
    /// Nothing can be selected.
    case none
    /// At most one child is selected.
    case single
    /// One child is selected, and the selection follows the focus.
    case browse
    /// Any number of children can be selected.
    case multiple

    var gtk: GtkSelectionMode {
        switch self {
        case .none: GTK_SELECTION_NONE
        case .single: GTK_SELECTION_SINGLE
        case .browse: GTK_SELECTION_BROWSE
        case .multiple: GTK_SELECTION_MULTIPLE
        }
    }
}

/// When a scrolled window shows a scrollbar.
public enum ScrollbarPolicy: Sendable {
    /// Always show the scrollbar.
    case always
    /// Show it when the content does not fit.
    case automatic
    /// Never show it (and do not scroll that way).
    case never

    var gtk: GtkPolicyType {
        switch self {
        case .always: GTK_POLICY_ALWAYS
        case .automatic: GTK_POLICY_AUTOMATIC
        case .never: GTK_POLICY_NEVER
        }
    }
}
