import CDeckhandGtk

/// A `GtkSwitch`: an on/off control.
@MainActor
public final class Switch: Widget {
    /// Creates a switch, on or off.
    public init(isOn: Bool) {
        super.init(taking: UnsafeMutableRawPointer(gtk_switch_new()))
        self.isOn = isOn
        verticalAlignment = .center
    }

    /// Whether the switch is on.
    public var isOn: Bool {
        get { gtk_switch_get_active(OpaquePointer(pointer)) != 0 }
        set { gtk_switch_set_active(OpaquePointer(pointer), newValue ? 1 : 0) }
    }

    /// Runs `handler` whenever the switch is turned on or off.
    @discardableResult
    public func onToggled(_ handler: @escaping VoidHandler) -> UInt {
        onNotify("active", handler)
    }
}
