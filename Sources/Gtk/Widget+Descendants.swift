import CGtk

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
