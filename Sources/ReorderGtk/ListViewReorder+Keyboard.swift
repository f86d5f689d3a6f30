import Foundation
import Gtk
import ReorderKit

/// A track held by keyboard reordering: ReorderKit's keyboard model, and the row showing it.
struct ListKeyboardHold<ID: Hashable & Sendable> {
    var reorder: KeyboardReorder<ID>
    /// The item held.
    let item: ID
    /// Where the item was when picked up, in the list.
    let start: Int
    /// The row's height, which places the insertion line.
    let rowHeight: Double
    weak var row: Widget?
}

extension ListViewReorder {
    /// Keyboard reordering, the list's other way to move an item: Space picks up the focused
    /// row's item, Up and Down (Home and End) move where it will land, shown by the insertion
    /// line the list scrolls to, Space or Return drops it there, and Escape (or focus leaving
    /// the list) puts it back. Each step is announced.
    func installKeyboard() {
        keyController.onKeyPressed { [weak self] key, modifiers in
            guard let self, modifiers.isDisjoint(with: [.control, .shift, .alt]) else { return false }
            return handleKey(key)
        }
        list.addController(keyController)
        focusController.onLeave { [weak self] in self?.cancelKeyboardHold() }
        list.addController(focusController)
    }

    /// Puts an item held by the keyboard back where it was, if one is held.
    public func cancelKeyboardHold() {
        guard var hold = keyboardHold else { return }
        finishKeyboardHold(saying: hold.reorder.cancel())
    }

    private func handleKey(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        guard var hold = keyboardHold else {
            guard key == .space else { return false }
            return pickUpFocusedRow()
        }
        switch key {
        case .space, .enter, .keypadEnter:
            let item = hold.reorder.pickedUp
            let (difference, announcement) = hold.reorder.drop()
            finishKeyboardHold(saying: nil)
            // The keyboard model gives no difference for a drop where the item started.
            if let difference { move(difference) }
            // The rows were bound again: the item's row now is wherever it landed. Focus goes
            // there, and the announcement, made last, is the final word.
            if let item, let (pointer, row) = shownRow(of: item) {
                row.parent?.grabFocus()
                describe(row, at: pointer, showing: item, as: announcement)
            }
            onAnnouncement?(announcement)
        case .escape:
            cancelKeyboardHold()
        case .up, .down, .home, .end:
            let direction: KeyboardReorder<ID>.Move = switch key {
            case .up: .previous
            case .down: .next
            case .home: .first
            default: .last
            }
            let announcement = hold.reorder.move(direction)
            keyboardHold = hold
            showKeyboardLine()
            say(announcement)
        default:
            return false
        }
        return true
    }

    /// Picks up the item of the row with the keyboard focus.
    private func pickUpFocusedRow() -> Bool {
        let focused = rowWidgets.first { _, row in row.widget.map { $0.isMapped && ($0.hasFocus || $0.parent?.hasFocus == true) } ?? false }
        guard let (pointer, weakRow) = focused, let row = weakRow.widget, let item = rowItems[pointer],
              let height = row.bounds(relativeTo: list)?.height, height > 0 else { return false }
        var reorder = KeyboardReorder(order: ids(), layout: .list)
        let announcement = reorder.pickUp(item.id, named: itemName(item.id))
        guard announcement != nil else { return false }
        row.addCSSClass("keyboard-held")
        keyboardHold = ListKeyboardHold(reorder: reorder, item: item.id, start: item.position, rowHeight: height, row: row)
        say(announcement)
        return true
    }

    /// Draws the insertion line where the held item would land, and scrolls it into view. The
    /// list's rows do not move; the line sits between the rows it would land between.
    private func showKeyboardLine() {
        guard let hold = keyboardHold, let index = hold.reorder.order.firstIndex(where: { $0 == hold.reorder.pickedUp }) else { return }
        guard index != hold.start else { return indicator.hide() }
        let slot = index < hold.start ? index : index + 1
        let y = Double(slot) * hold.rowHeight
        let view = Double(scroller.height)
        let offset = scroller.verticalOffset
        if y - hold.rowHeight < offset {
            scroller.scroll(by: CGPoint(x: 0, y: y - hold.rowHeight - offset))
        } else if y + hold.rowHeight > offset + view {
            scroller.scroll(by: CGPoint(x: 0, y: y + hold.rowHeight - offset - view))
        }
        showLine(CGRect(x: 0, y: y - 2, width: Double(list.width), height: 4))
    }

    private func finishKeyboardHold(saying announcement: String?) {
        guard let hold = keyboardHold else { return }
        keyboardHold = nil
        indicator.hide()
        hold.row?.removeCSSClass("keyboard-held")
        if let announcement {
            say(announcement, about: hold.item)
        }
    }

    private func say(_ announcement: String?, about item: ID? = nil) {
        guard let announcement else { return }
        if let item = item ?? keyboardHold?.item, let (pointer, row) = shownRow(of: item) {
            describe(row, at: pointer, showing: item, as: announcement)
        }
        onAnnouncement?(announcement)
    }

    /// The row on screen showing `item`, if one does.
    private func shownRow(of item: ID) -> (UnsafeMutableRawPointer, Widget)? {
        for (pointer, weakRow) in rowWidgets where rowItems[pointer]?.id == item {
            if let row = weakRow.widget, row.isMapped { return (pointer, row) }
        }
        return nil
    }

    /// Sets `row`'s accessible description, which screen readers speak on the focused row;
    /// it is cleared when the row is bound to another item.
    private func describe(_ row: Widget, at pointer: UnsafeMutableRawPointer, showing item: ID, as text: String) {
        row.setAccessibleDescription(text)
        describedRow = (pointer, item)
    }
}
