import Foundation
import DeckhandGtk

/// A custom layout that seats its children evenly around a ring, first at the top and then
/// clockwise, each at its natural size.
@MainActor
enum RingLayout {
    /// The layout, for a ring whose diameter is at least `diameter` pixels.
    static func make(diameter: Int) -> CustomLayout {
        CustomLayout(
            measure: { widget, orientation, _ in
                let extent = widget.children.map { $0.measure(orientation).natural }.max() ?? 0
                return (diameter + extent, diameter + extent)
            },
            allocate: { widget, width, height in
                let children = widget.children
                let sizes = children.map { CGSize(width: $0.measure(.horizontal).natural, height: $0.measure(.vertical).natural) }
                let largest = sizes.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
                let radius = max(0, min(Double(width) - largest.width, Double(height) - largest.height) / 2)
                let centre = CGPoint(x: Double(width) / 2, y: Double(height) / 2)
                for (index, child) in children.enumerated() {
                    let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(max(children.count, 1))
                    let size = sizes[index]
                    child.allocate(CGRect(
                        x: centre.x + radius * cos(angle) - size.width / 2,
                        y: centre.y + radius * sin(angle) - size.height / 2,
                        width: size.width, height: size.height
                    ))
                }
            }
        )
    }
}
