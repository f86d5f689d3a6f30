import Foundation
import Gtk

/// The automation file's contents: every open window, its containers and its model.
struct AutomationDocument: Encodable, Equatable {
    var windows: [AutomationWindow]
}

/// One window as the automation file shows it.
struct AutomationWindow: Encodable, Equatable {
    /// `cards`, `playlist` or `gallery`.
    var kind: String
    var title: String
    var width: Int
    var height: Int
    /// The X11 window id (for `xdotool --window`), or 0 on other backends.
    var xid: UInt
    var containers: [AutomationContainer]
    /// The window's own state.
    var model: JSONValue
}

/// A reorder container and its items, in the order the user sees them.
struct AutomationContainer: Encodable, Equatable {
    var id: String
    var items: [AutomationItem]
}

/// One item of a container, with its frame in window coordinates.
struct AutomationItem: Encodable, Equatable {
    var id: String
    var label: String
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The item `widget` shows, framed in `window`'s coordinates (what `xdotool mousemove
    /// --window` expects: the widget's bounds plus the window's client-side shadow offset).
    @MainActor
    init(id: String, label: String, widget: Widget, in window: ApplicationWindow) {
        self.id = id
        self.label = label
        let bounds = widget.bounds(relativeTo: window) ?? .zero
        let offset = window.surfaceOffset
        x = Int((bounds.minX + offset.x).rounded())
        y = Int((bounds.minY + offset.y).rounded())
        width = Int(bounds.width.rounded())
        height = Int(bounds.height.rounded())
    }
}

/// A JSON value, for each window's free-form model.
enum JSONValue: Encodable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
