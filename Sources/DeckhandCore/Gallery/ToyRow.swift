import Gtk

/// The widget that draws one toy: a rounded row with its name.
@MainActor
enum ToyRow {
    /// Builds the row for `toy`.
    static func make(for toy: Toy) -> Widget {
        let row = Box(.horizontal, spacing: 8)
        row.addCSSClass("toy")
        row.setAccessibleLabel(toy.name)
        let name = Label(toy.name)
        name.xAlign = 0
        name.expandsHorizontally = true
        name.ellipsizeAtEnd()
        name.tooltip = toy.name
        row.append(name)
        return row
    }
}
