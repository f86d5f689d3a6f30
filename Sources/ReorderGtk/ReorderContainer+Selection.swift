import Foundation
import DeckhandGtk
import ReorderKit

/// Selecting items by clicks, as GTK's lists do (ReorderKit's `ItemSelection`): a click
/// selects one item, Ctrl+click adds or removes one, Shift+click selects a range, Ctrl+A
/// selects every item of the section with the focus. Selected items carry the style class
/// `selected` and are selected to assistive technology; a drag container of `.selection`
/// carries them.
extension ReorderContainer {
    /// A single click at `point` in `area`'s widget with `modifiers` held: selects
    /// by it when the container selects on click.
    func selectionClicked(at point: CGPoint, in area: PointerArea<Item, CollectionID>, modifiers: ModifierKeys) {
        guard selectsOnClick, let (section, inside) = area.section(at: point),
              let id = section.surface.item(at: inside) else { return }
        let changed = itemSelection.click(
            id, toggling: modifiers.contains(.control), extending: modifiers.contains(.shift), in: section.surface.order
        )
        if changed { selectionDidChange() }
    }

    /// Ctrl+A in `section`: selects all its items when the container selects on click.
    func installSelectAll(in section: ReorderSection<Item, CollectionID>) {
        let keys = EventControllerKey()
        keys.onKeyPressed { [weak self, weak section] key, modifiers in
            guard let self, let section, selectsOnClick, key.lowercased == .typing("a"), modifiers.contains(.control),
                  !modifiers.contains(.shift) else { return false }
            if itemSelection.selectAll(in: section.surface.order) { selectionDidChange() }
            return true
        }
        section.surface.widget.addController(keys)
    }

    /// Shows the selection on every item widget and tells the app.
    func selectionDidChange() {
        sections.forEach(showSelection(in:))
        emit(.selectionChanged(itemSelection.selected))
    }

    /// Marks the widgets of `section`'s items as selected or not.
    ///
    /// - Complexity: O(*n*) in the section's items shown.
    func showSelection(in section: ReorderSection<Item, CollectionID>) {
        for shown in section.surface.shownWidgets(of: Set(section.surface.order)) {
            showSelection(on: shown.widget, showing: shown.id)
        }
    }

    /// Marks `widget`, which shows `id`, as selected or not.
    func showSelection(on widget: Widget, showing id: Item.ID) {
        let selected = itemSelection.selected.contains(id)
        guard selected != widget.hasCSSClass("selected") else { return }
        if selected { widget.addCSSClass("selected") } else { widget.removeCSSClass("selected") }
        widget.setAccessibleSelected(selected)
    }
}
