import Foundation
import DeckhandGtk

/// The automation file's contents: every open window, its containers and its model, and the
/// application's style.
struct AutomationDocument: Equatable, Sendable {
    var windows: [AutomationWindow]
    /// Whether the style in use is dark.
    var dark: Bool
    /// Whether the icon theme finds the application's icon (it comes from the binary's resources).
    var iconFound: Bool

    /// The document as JSON text, keys sorted.
    var json: String {
        var text = ""
        JSONValue.object([
            "windows": .array(windows.map(\.jsonValue)),
            "style": .object(["dark": .bool(dark), "iconFound": .bool(iconFound)]),
        ]).write(to: &text)
        return text
    }
}

/// One window as the automation file shows it.
struct AutomationWindow: Equatable, Sendable {
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
    /// Whether the window's content fits it (nothing clipped for want of room).
    var fits = true
    /// The frames the window painted (`FrameWork`), once it has been mapped, when they are
    /// timed.
    var frameWork: JSONValue?

    var jsonValue: JSONValue {
        var fields: [String: JSONValue] = [
            "kind": .string(kind), "title": .string(title), "width": .number(Double(width)),
            "height": .number(Double(height)), "xid": .number(Double(xid)),
            "containers": .array(containers.map(\.jsonValue)), "model": model, "fits": .bool(fits),
        ]
        fields["frameWork"] = frameWork
        return .object(fields)
    }
}

/// A reorder container and its items, in the order the user sees them, what a drag over it
/// would do now (`drop`: "before:ID", "end", "refused", or "back" where a drop sends the items
/// back; see `automationDrop(in:)`), and
/// whether items are away from their frames (`moving`): carried by a drag, or still sliding
/// into place after one. Until then a press at an item's frame may miss it.
struct AutomationContainer: Equatable, Sendable {
    var id: String
    var items: [AutomationItem]
    var drop: String?
    var moving = false

    init(id: String, items: [AutomationItem], drop: String? = nil, moving: Bool = false) {
        self.id = id
        self.items = items
        self.drop = drop
        self.moving = moving
    }

    var jsonValue: JSONValue {
        var fields: [String: JSONValue] = ["id": .string(id), "items": .array(items.map(\.jsonValue))]
        if let drop { fields["drop"] = .string(drop) }
        if moving { fields["moving"] = .bool(true) }
        return .object(fields)
    }
}

/// One item of a container, with its frame in window coordinates.
struct AutomationItem: Equatable, Sendable {
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

    var jsonValue: JSONValue {
        .object([
            "id": .string(id), "label": .string(label), "x": .number(Double(x)), "y": .number(Double(y)),
            "width": .number(Double(width)), "height": .number(Double(height)),
        ])
    }
}
