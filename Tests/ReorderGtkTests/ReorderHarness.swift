import Foundation
import DeckhandGtk
import GtkTestSupport
@testable import ReorderGtk
import ReorderKit

/// An item of the harness: a tile with a name.
struct Tile: Identifiable, Hashable {
    let id: String
    /// The tile's key in a list view's model.
    let key: Int
}

/// A reorder container over one surface in a real window, with a model the container's
/// `move` changes, and every callback written down in the order it fired.
@MainActor
final class ReorderHarness {
    typealias Container = ReorderContainer<Tile, ReorderableSingleCollectionIdentifier>
    typealias Difference = ReorderDifference<Tile.ID, ReorderableSingleCollectionIdentifier>

    /// The surfaces a harness can be built on.
    enum Shape {
        /// A vertical `GtkBox` of 40-pixel rows.
        case column
        /// A `GtkFlowBox` of 100×60 tiles, four to a row.
        case grid
        /// The same flow box in a window laid out right to left, as in Hebrew or Arabic.
        case rightToLeftGrid
        /// A horizontal `GtkBox` of 100×40 tiles in a window laid out right to left.
        case rightToLeftRow
        /// A virtualized `GtkListView` of 30-pixel rows.
        case list
        /// A virtualized `GtkGridView` of 100×60 cells, four columns at most.
        case gridView
        /// The same grid view in a window laid out right to left.
        case rightToLeftGridView
    }

    let window = ApplicationWindow()
    private(set) var tiles: [Tile]
    let container: Container
    /// What the callbacks said, in order: "began a", "destination before c", "destination
    /// none", "ended", "cancelled", "changed".
    private(set) var events: [String] = []
    /// The differences `move` received.
    private(set) var moves: [Difference] = []
    /// What the container announced.
    private(set) var announcements: [String] = []
    private(set) var content: ForEach<Tile>?
    private(set) var rows: VirtualizedContentHost<Tile>?
    private var rowWidgets: [UnsafeMutableRawPointer: Label] = [:]
    /// The virtualized view of a `.list` or `.gridView` harness.
    private(set) var itemsView: ListBase = ListView()

    /// A harness of `count` tiles named a, b, c… (t0, t1… past 26) on `shape`, picked up by
    /// `pickUpGesture`, set up by `configure` before its section is added.
    init(_ shape: Shape, count: Int, pickUpGesture: PickUpGesture = .distance(8), configure: (Container) -> Void = { _ in }) {
        tiles = (0..<count).map { Tile(id: count <= 26 ? String(UnicodeScalar(UInt8(97 + $0))) : "t\($0)", key: $0) }
        weak var model: ReorderHarness?
        container = Container(for: Tile.self, in: ReorderableSingleCollectionIdentifier.self, pickUpGesture: pickUpGesture) { difference in
            model?.apply(difference)
        }
        model = self
        container.onEvent { [weak self] event in
            switch event {
            case .reorder(.began(let items)): self?.events.append("began \(items.joined(separator: " "))")
            case .reorder(.destinationChanged(let destination)):
                let place = switch destination?.position {
                case .before(let id)?: "before \(id)"
                case .end?: "end"
                case nil: "none"
                }
                self?.events.append("destination \(place)")
            case .reorder(.ended): self?.events.append("ended")
            case .reorder(.cancelled): self?.events.append("cancelled")
            case .reorder(.orderChanged): self?.events.append("changed")
            case .announced(let text): self?.announcements.append(text)
            case .contentChanged, .dragStateChanged, .selectionChanged: break
            }
        }
        container.itemName = { $0.id.uppercased() }
        configure(container)
        // As a right-to-left locale does: every widget without a direction of its own follows.
        Widget.layoutIsRightToLeftByDefault = [.rightToLeftGrid, .rightToLeftRow, .rightToLeftGridView].contains(shape)
        window.setDefaultSize(width: 440, height: 400)
        let view: Widget
        switch shape {
        case .column, .grid, .rightToLeftGrid, .rightToLeftRow:
            let content = ForEach(tiles) { tile in
                // A box made focusable: a keyboard focus stop of its own, which the container
                // uses as it is, unwrapped (LibraryUseTests covers the cells other widgets get).
                let box = Box(.vertical)
                box.isFocusable = true
                box.append(Label(tile.id))
                box.setSizeRequest(width: 100, height: shape == .column || shape == .rightToLeftRow ? 40 : 60)
                return box
            }.reorderable()
            self.content = content
            if shape == .rightToLeftRow {
                view = container.addSection(.init(), content: content, host: BoxContentHost(box: Box(.horizontal)))
            } else if shape != .column {
                let grid = FlowBox()
                grid.setSizeRequest(width: 440, height: -1)
                view = container.addSection(.init(), content: content, host: FlowBoxContentHost(flowBox: grid))
            } else {
                view = container.addSection(.init(), content: content, host: BoxContentHost(box: Box(.vertical)))
            }
        case .list, .gridView, .rightToLeftGridView:
            let scroller = ScrolledWindow()
            let isGrid = shape != .list
            let rows: VirtualizedContentHost<Tile>
            if isGrid {
                let grid = GridView()
                grid.maxColumns = 4
                itemsView = grid
                rows = GridViewContentHost(grid: grid, scroller: scroller) { [weak self] in self?.tiles ?? [] }
            } else {
                let list = ListView()
                itemsView = list
                rows = ListViewContentHost(list: list, scroller: scroller) { [weak self] in self?.tiles ?? [] }
            }
            let list = itemsView
            scroller.setChild(list)
            self.rows = rows
            list.setRows(setup: { [weak self] in
                let label = Label("")
                label.setSizeRequest(width: isGrid ? 100 : 300, height: isGrid ? 60 : 30)
                self?.rowWidgets[label.pointer] = label
                rows.prepare(row: label)
                return label
            }, bind: { [weak self] row, position in
                guard let self, tiles.indices.contains(position) else { return }
                rowWidgets[row.pointer]?.text = tiles[position].id
                rows.bind(row: row, to: tiles[position].id)
            }, teardown: { rows.forget(row: $0) })
            list.setItems(tiles.map(\.key))
            view = container.addSection(.init(), rows: rows)
        }
        window.setChild(view)
        present(window, until: container.sections[0].surface.widget)
    }

    deinit {
        MainActor.assumeIsolated {
            window.destroy()
            Widget.layoutIsRightToLeftByDefault = false
        }
    }

    /// The order of the tiles.
    var order: [String] { tiles.map(\.id) }

    /// The section the harness shows.
    var section: ReorderSection<Tile, ReorderableSingleCollectionIdentifier> { container.sections[0] }

    /// The widget showing `id` now.
    func widget(_ id: String) -> Widget? {
        section.surface.shownWidgets(of: [id]).first?.widget
    }

    /// The centre of `id`'s widget, in the surface widget's coordinates.
    func centre(of id: String) -> CGPoint? {
        guard let frame = widget(id)?.bounds(relativeTo: section.surface.widget) else { return nil }
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Presses `id` at its centre and starts a pointer drag, as GTK would past its threshold:
    /// through the section's pointer area, which finds the item under the press.
    @discardableResult
    func pickUp(_ id: String) -> Bool {
        guard let centre = centre(of: id), container.prepareDrag(in: section.area, pressedAt: centre) != nil else { return false }
        container.beginDrag(nil)
        return true
    }

    /// Moves the drag to `point` in the surface widget's coordinates; returns whether a drop
    /// there would be taken.
    @discardableResult
    func move(to point: CGPoint, ours: Bool = true) -> Bool {
        container.dragMoved(to: point, over: section.area, ours: ours) != []
    }

    /// Drops at `point`, then ends the drag as GTK does after a drop.
    @discardableResult
    func drop(at point: CGPoint, value: DropValue = .text(""), ours: Bool = true) -> Bool {
        let taken = container.dropped(value, at: point, over: section.area, ours: ours)
        if ours { container.endDrag() }
        return taken
    }

    /// Clicks at `point` in the surface widget's coordinates, as the pointer area's click
    /// gesture reports a single click.
    func click(_ point: CGPoint) {
        container.clicked(at: point, in: section.area)
        drainMainLoop()
    }

    /// Clicks the middle of `id` holding `modifiers`, as the click gesture reports it to the
    /// selection.
    func select(_ id: String, holding modifiers: ModifierKeys = []) throws {
        guard let centre = centre(of: id) else { throw ReorderHarnessError.notShown(id) }
        container.selectionClicked(at: centre, in: section.area, modifiers: modifiers)
        drainMainLoop()
    }

    /// Gives `id`'s widget (or its row) the keyboard focus.
    func focus(_ id: String) {
        guard let widget = widget(id) else { return }
        _ = section.surface.focusTarget(of: widget).grabFocus()
        drainMainLoop()
    }

    /// Presses `keys` on the section's keyboard path, one after another.
    func press(_ keys: Key...) {
        for key in keys {
            _ = section.keyboard?.handle(key)
            drainMainLoop()
        }
    }

    /// Reorders the tiles as `difference` says, as the app's own code would (not a drag).
    func apply(_ difference: Difference) {
        moves.append(difference)
        tiles.apply(difference: difference)
        content?.update(tiles)
        if rows != nil { itemsView.setItems(tiles.map(\.key)) }
    }
}

/// What a harness could not do.
enum ReorderHarnessError: Error {
    /// No widget shows the item.
    case notShown(String)
}
