import CDeckhandGtk

/// A `GSimpleAction`: a named command a window or the application offers, which buttons and
/// keyboard shortcuts activate.
@MainActor
public final class Action: Object {
    /// Creates an action named `name` (without the `win.` or `app.` prefix).
    public init(name: String, _ handler: @escaping VoidHandler) {
        super.init(taking: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
        connect("activate", handler, trampoline: trampolinePointer(actionTrampoline))
    }

    /// Whether the action can be activated now; its buttons grey out when not.
    public var isEnabled: Bool {
        get { g_action_get_enabled(OpaquePointer(pointer)) != 0 }
        set { g_simple_action_set_enabled(OpaquePointer(pointer), newValue ? 1 : 0) }
    }
}

/// Trampoline for `activate`: `void (*)(GSimpleAction*, GVariant*, gpointer)`.
private let actionTrampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = {
    _, _, data in
    nonisolated(unsafe) let userData = data
    MainActor.assumeIsolated {
        unbox(userData, as: VoidHandler.self)?()
    }
}

extension ApplicationWindow {
    /// Offers `action` as `win.<name>`.
    public func addAction(_ action: Action) {
        g_action_map_add_action(OpaquePointer(pointer), OpaquePointer(action.pointer))
    }

    /// Offers an action `win.<name>` for each entry, bound to its keyboard shortcuts; returns
    /// the actions by name, to enable and disable.
    public func addActions(
        _ entries: [(name: String, shortcuts: [String], handler: VoidHandler)], application: Application
    ) -> [String: Action] {
        var actions: [String: Action] = [:]
        for (name, shortcuts, handler) in entries {
            let action = Action(name: name, handler)
            addAction(action)
            if !shortcuts.isEmpty { application.setShortcuts(shortcuts, for: "win.\(name)") }
            actions[name] = action
        }
        return actions
    }
}

extension Application {
    /// Offers `action` as `app.<name>`, to every window.
    public func addAction(_ action: Action) {
        g_action_map_add_action(OpaquePointer(pointer), OpaquePointer(action.pointer))
    }

    /// Binds keyboard shortcuts such as `<Control>z` to the action named `detailedName`
    /// (`win.undo`).
    public func setShortcuts(_ shortcuts: [String], for detailedName: String) {
        var strings = shortcuts.map { strdup($0) } + [nil]
        defer { strings.forEach { free($0) } }
        strings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(typed(), detailedName, $0)
            }
        }
    }
}
