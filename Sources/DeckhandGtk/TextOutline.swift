import CDeckhandGtk
import Foundation

/// Text set once as a path, centred on its origin, for `Canvas.fill(_:centredAt:)` to fill
/// any number of times: made by `Canvas.outline(of:size:bold:family:)`.
public final class TextOutline {
    let path: UnsafeMutablePointer<cairo_path_t>
    /// The size of the text's ink, in the units the canvas had when the outline was made.
    public let inkSize: CGSize

    init(path: UnsafeMutablePointer<cairo_path_t>, inkSize: CGSize) {
        self.path = path
        self.inkSize = inkSize
    }

    deinit { cairo_path_destroy(path) }
}
