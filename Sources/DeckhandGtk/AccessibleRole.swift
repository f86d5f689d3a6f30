import CDeckhandGtk

/// What a widget is to assistive technology, when its own kind says otherwise (a picture that
/// acts as a button). GTK fixes a widget's role when the widget is made.
public enum AccessibleRole: Sendable {
    /// Something to press or pick: a playing card.
    case button
    /// One entry of a list: a toy in a cat's list.
    case listItem

    var gtkRole: GtkAccessibleRole {
        switch self {
        case .button: GTK_ACCESSIBLE_ROLE_BUTTON
        case .listItem: GTK_ACCESSIBLE_ROLE_LIST_ITEM
        }
    }
}

/// A new widget of `type` with `role` for assistive technology, its reference floating.
@MainActor
func makeWidget(ofType type: GType, role: AccessibleRole) -> UnsafeMutableRawPointer? {
    var value = GValue()
    g_value_init(&value, gtk_accessible_role_get_type())
    g_value_set_enum(&value, gint(role.gtkRole.rawValue))
    defer { g_value_unset(&value) }
    return "accessible-role".withCString { name in
        var names: [UnsafePointer<CChar>?] = [name]
        return withUnsafeMutablePointer(to: &value) { values in
            g_object_new_with_properties(type, 1, &names, values).map { UnsafeMutableRawPointer($0) }
        }
    }
}
