import DeckhandGtk
import ReorderKit

/// A container widget that shows dynamic content and takes part in reordering: it knows its
/// widget (where drops land) and how it lays items out (how drops are resolved).
@MainActor
public protocol ReorderHost: DynamicContentHost {
    /// The widget holding the items; item frames and pointer positions are in its coordinates.
    var widget: Widget { get }
    /// How the widget lays out its items.
    var layoutKind: ReorderLayoutKind { get }
}
