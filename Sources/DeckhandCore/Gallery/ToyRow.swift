import DeckhandGtk

/// The widget that draws one toy: a rounded row with its name.
@MainActor
enum ToyRow {
    /// Builds the row for `toy`: a list item to assistive technology, and (a focusable
    /// overlay) a Tab stop of its own, which a reorder container uses as it is.
    static func make(for toy: Toy) -> Widget {
        let row = Overlay(role: .listItem)
        row.isFocusable = true
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
