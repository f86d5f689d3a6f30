import CDeckhandGtk

/// A `GtkImage` showing an icon of the icon theme by name, such as a symbolic status icon, or
/// nothing.
@MainActor
public final class Icon: Widget {
    /// Shows the icon named `name` ("dialog-warning-symbolic"); nothing for "".
    public init(named name: String) {
        super.init(taking: UnsafeMutableRawPointer(name.isEmpty ? gtk_image_new() : gtk_image_new_from_icon_name(name)))
    }

    /// The name of the icon shown; "" shows nothing.
    public var iconName: String {
        get { gtk_image_get_icon_name(OpaquePointer(pointer)).map { String(cString: $0) } ?? "" }
        set {
            guard newValue != iconName else { return }
            if newValue.isEmpty {
                gtk_image_clear(OpaquePointer(pointer))
            } else {
                gtk_image_set_from_icon_name(OpaquePointer(pointer), newValue)
            }
        }
    }
}
