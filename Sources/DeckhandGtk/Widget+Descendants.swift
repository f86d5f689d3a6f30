import CDeckhandGtk

extension Widget {
    /// The widgets inside this one, at any depth, whose GObject type is named `typeName`
    /// ("AdwViewSwitcher"): for naming parts a composite widget builds for itself.
    public func descendants(ofType typeName: String) -> [Widget] {
        children.flatMap { child in
            let name = String(cString: g_type_name(cgtk_object_type(child.pointer)))
            return (name == typeName ? [child] : []) + child.descendants(ofType: typeName)
        }
    }
}

extension Widget {
    /// The text of this widget if it is a label, or else of the first label inside it (in
    /// tree order) that has text: what a person reads as the widget's name.
    public var labelText: String? {
        if g_type_is_a(cgtk_object_type(pointer), gtk_label_get_type()) != 0 {
            let text = String(cString: gtk_label_get_text(OpaquePointer(pointer)))
            if !text.isEmpty { return text }
        }
        for child in children {
            if let text = child.labelText { return text }
        }
        return nil
    }
}
