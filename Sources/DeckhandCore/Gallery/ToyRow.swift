import Gtk

/// The widget that draws one toy: a rounded row with its name.
@MainActor
enum ToyRow {
    /// Builds the row for `toy`: a list item to assistive technology, and (an overlay, not a
    /// box) a Tab stop once the container makes it focusable.
    static func make(for toy: Toy) -> Widget {
        let row = Overlay(role: .listItem)
        row.addCSSClass("toy")
        let name = Label(toy.name)
        name.xAlign = 0
        name.expandsHorizontally = true
        name.ellipsizeAtEnd()
        name.tooltip = toy.name
        row.setChild(name)
        return row
    }
}
