import Foundation
import Gtk
import ReorderKit

/// The keyboard path, one for every surface.
extension ReorderContainer {
    func installKeyboard(in section: ReorderSection<Item, CollectionID>) {
        section.keyboard = KeyboardReordering(
            surface: section.surface, collection: section.id,
            name: { [weak self] in self?.itemName($0) ?? "" },
            isEnabled: { [weak self] in self?.isEnabled ?? false },
            announce: { [weak self] in self?.announce($0) },
            showLine: { [weak self, weak section] line in
                guard let self, let section else { return }
                if let line { showIndicator(line, in: section) } else { hideIndicator(in: section) }
            },
            report: { [weak self] events in self?.deliver(events) }
        )
    }
}
