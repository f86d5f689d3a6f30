import DeckhandGtk

/// A container that shows the children of a `ForEach` in the order it gives them.
@MainActor
public protocol DynamicContentHost: AnyObject {
    /// Shows exactly `children`, in this order: new widgets are added, widgets no longer listed
    /// removed, and the ones kept are reordered, not rebuilt.
    func show(children: [Widget])
}
