import Foundation
import DeckhandGtk
import Localization
import ReorderGtk
import ReorderKit

/// The cats-and-toys lists: three lists that trade items. Drag a toy within a list to reorder
/// it, or onto another cat's list to give it away; drag it out of the app as text; drop text or
/// files from another app to add toys. Luna's basket is full: it refuses toys from elsewhere.
@MainActor
final class ListsPage: GalleryPage {
    let name = "lists"
    let title = trc("gallery page", "Lists")
    let iconName = "view-list-symbolic"
    let widget: Widget
    private let cats = Cat.household.map(\.cat)
    private var toys: [Cat.ID: [Toy]]
    private var history = ReorderHistory<Toy.ID, Cat.ID>()
    private var contents: [Cat.ID: ForEach<Toy>] = [:]
    private var counters: [Cat.ID: Label] = [:]
    private let changed: @MainActor () -> Void
    /// Set at the end of `init`: its `move` closure needs `self`.
    private var container: ReorderContainer<Toy, Cat.ID>?

    /// Creates the page, reporting every change to the toys to `context`.
    init(context: GalleryPageContext) {
        changed = context.changed
        toys = Dictionary(uniqueKeysWithValues: Cat.household.map { ($0.cat.id, $0.toys) })
        let row = Box(.horizontal, spacing: 18)
        row.addCSSClass("cat-lists")
        // The lists share the width: narrow enough for a 600 px window, wider when there is room.
        row.isHomogeneous = true
        widget = row

        // gallery-source: lists
        let container = ReorderContainer(for: Toy.self, in: Cat.ID.self) { [weak self] difference in
            guard let self else { return }
            history.apply(difference, to: &toys)
            refresh()
        }
        container.itemName = { $0.name }
        container.sectionName = { [weak self] id in
            // TRANSLATORS: a list's name: %s is the cat's name ("Luna").
            self?.cats.first { $0.id == id }.map { tr("%s’s toys", $0.name) } ?? tr("another cat’s toys")
        }
        container.onEvent { event in
            if case .announced(let text) = event { context.announce(text) }
        }
        container.canDrop = { [weak self] items, destination in
            self?.accepts(items, at: destination) ?? false
        }
        container.dropDestination = { [weak self] value, destination in
            self?.insert(value, at: destination) ?? false
        }
        // gallery-source: end
        for cat in cats {
            // gallery-source: lists
            let content = ForEach(toys[cat.id] ?? []) { ToyRow.make(for: $0) }.reorderable()
            // gallery-source: end
            contents[cat.id] = content
            let list = Box(.vertical, spacing: 6)
            list.addCSSClass("toy-list")
            list.setSizeRequest(width: 160, height: 380)
            let column = Box(.vertical, spacing: 8)
            let heading = Label(tr("%s’s toys", cat.name))
            heading.addCSSClass("cat-name")
            heading.xAlign = 0
            let counter = Label("")
            counter.addCSSClass("dim-label")
            counter.xAlign = 0
            counters[cat.id] = counter
            column.append(heading)
            column.append(counter)
            // gallery-source: lists
            column.append(container.addSection(cat.id, content: content, host: BoxContentHost(box: list)))
            // gallery-source: end
            row.append(column)
        }
        self.container = container
        updateCounters()
    }

    var isEditing: Bool {
        get { container?.isEnabled ?? false }
        set { container?.isEnabled = newValue }
    }

    var clickToMove: Bool {
        get { container?.clickToMove ?? false }
        set { container?.clickToMove = newValue }
    }

    var canUndo: Bool { history.canUndo }
    var canRedo: Bool { history.canRedo }

    func undo() {
        guard history.undo(in: &toys) else { return }
        refresh()
    }

    func redo() {
        guard history.redo(in: &toys) else { return }
        refresh()
    }

    /// Whether `items` may go to `destination`: a full basket takes no toys from elsewhere.
    private func accepts(_ items: [Toy.ID], at destination: ReorderDifference<Toy.ID, Cat.ID>.Destination) -> Bool {
        guard let cat = cats.first(where: { $0.id == destination.collectionID }),
              let capacity = cat.capacity else { return true }
        let owned = Set((toys[cat.id] ?? []).map(\.id))
        let arriving = items.filter { !owned.contains($0) }.count
        return arriving == 0 || owned.count + arriving <= capacity
    }

    /// Adds toys for text lines or files dropped from another application.
    private func insert(_ value: DropValue, at destination: ReorderDifference<Toy.ID, Cat.ID>.Destination) -> Bool {
        let names: [String]
        switch value {
        case .text(let text):
            names = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        case .files(let uris):
            names = uris.compactMap { URL(string: $0)?.deletingPathExtension().lastPathComponent.removingPercentEncoding }
        }
        let newToys = names.filter { !$0.isEmpty }.map { Toy(name: $0) }
        guard !newToys.isEmpty, accepts(newToys.map(\.id), at: destination) else { return false }
        var list = toys[destination.collectionID] ?? []
        var index = list.endIndex
        if case .before(let anchor) = destination.position {
            index = list.firstIndex { $0.id == anchor } ?? list.endIndex
        }
        list.insert(contentsOf: newToys, at: index)
        toys[destination.collectionID] = list
        refresh()
        return true
    }

    private func refresh() {
        for cat in cats { contents[cat.id]?.update(toys[cat.id] ?? []) }
        updateCounters()
        changed()
    }

    private func updateCounters() {
        for cat in cats {
            let count = toys[cat.id]?.count ?? 0
            let text = cat.capacity.map { capacity in
                count >= capacity
                    // TRANSLATORS: how many toys a cat has, of the most its basket holds ("4 of 4 · basket full").
                    ? tr("%1$d of %2$d · basket full", count, capacity)
                    // TRANSLATORS: how many toys a cat has, of the most its basket holds ("3 of 4").
                    : trc("toys in a basket", "%1$d of %2$d", count, capacity)
            } ?? trn("%d toy", "%d toys", count)
            counters[cat.id]?.text = text
        }
    }

    func automationContainers(in window: ApplicationWindow) -> [AutomationContainer] {
        cats.map { cat in
            let items = (toys[cat.id] ?? []).compactMap { toy in
                contents[cat.id]?.widget(for: toy.id).map {
                    AutomationItem(id: toy.id, label: toy.name, widget: $0, in: window)
                }
            }
            return AutomationContainer(id: "gallery.list.\(cat.id)", items: items, section: cat.id, of: container)
        }
    }

    func automationModel() -> [String: JSONValue] {
        ["lists": .object(Dictionary(uniqueKeysWithValues: cats.map { cat in
            ("gallery.list.\(cat.id)", .array((toys[cat.id] ?? []).map { .string($0.id) }))
        }))]
    }
}
