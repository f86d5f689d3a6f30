import DeckhandGtk
import Localization
import ReorderGtk
import ReorderKit

/// The stacks: a horizontal and a vertical box reordered by long press, with the behaviours
/// of `SQReorderableStackView`. Hold a card for 0.2 s to lift it (1.1×, 0.9 opacity; the
/// others shrink to 0.95× and move 5 px apart). The pinned card cannot be picked up, and the
/// top slot of the column takes no card. An event log shows the callbacks as they fire.
@MainActor
final class StacksPage: GalleryPage {
    let name = "stacks"
    let title = trc("gallery page", "Stacks")
    let iconName = "view-paged-symbolic"
    let widget: Widget
    /// The two stacks' cards, keyed 0 (the row) and 1 (the column).
    private var stacks: [Int: [GalleryCard]]
    private var history = ReorderHistory<GalleryCard.ID, Int>()
    private var contents: [Int: ForEach<GalleryCard>] = [:]
    private var reorders: [Int: ReorderContainer<GalleryCard, Int>] = [:]
    private let log = Box(.vertical, spacing: 2)
    private var events: [String] = []
    private let changed: @MainActor () -> Void
    private let announce: @MainActor (String) -> Void

    /// The card in the row that stays put.
    static let pinnedID = "h3"
    /// The card at the top of the column, which nothing may go above.
    static let topID = "v1"

    /// Creates the page, reporting every reorder, undo, redo and logged event to `context`.
    init(context: GalleryPageContext) {
        changed = context.changed
        announce = context.announce
        stacks = [
            0: [("h1", trc("nautical", "Bow"), GalleryCard.Colour.blue), ("h2", trc("nautical", "Stern"), .green),
                // TRANSLATORS: the title of the gallery card that cannot be picked up.
                ("h3", trc("gallery card", "Pinned"), .slate), ("h4", trc("nautical", "Port"), .red),
                ("h5", trc("nautical", "Starboard"), .orange)]
                .map { GalleryCard(id: $0.0, title: $0.1, colour: $0.2, shape: .small) },
            // TRANSLATORS: the title of the gallery card at the top of a column, which no card may go above.
            1: [("v1", trc("gallery card", "Inbox"), GalleryCard.Colour.slate), ("v2", trc("nautical", "Knots"), .purple),
                ("v3", trc("nautical", "Charts"), .yellow), ("v4", trc("nautical", "Rigging"), .brown),
                ("v5", trc("nautical", "Galley"), .green)]
                .map { GalleryCard(id: $0.0, title: $0.1, colour: $0.2, shape: .row) },
        ]
        let page = Box(.vertical, spacing: 18)
        page.addCSSClass("stacks-page")
        widget = page

        let hint = Label(tr("Hold a card for a moment, then move it. Escape puts it back."))
        hint.addCSSClass("dim-label")
        hint.xAlign = 0
        page.append(hint)
        page.append(makeStack(0, orientation: .horizontal))
        let lower = Box(.horizontal, spacing: 24)
        lower.append(makeStack(1, orientation: .vertical))
        let logColumn = Box(.vertical, spacing: 6)
        let logTitle = Label(tr("Events"))
        logTitle.addCSSClass("heading")
        logTitle.xAlign = 0
        logColumn.append(logTitle)
        log.addCSSClass("event-log")
        logColumn.append(log)
        lower.append(logColumn)
        page.append(lower)

        // gallery-source: stacks
        reorders[0]?.canPickUp = { $0 != Self.pinnedID }
        reorders[1]?.canDrop = { $1.position != .before(Self.topID) }
        // gallery-source: end
    }

    private func makeStack(_ key: Int, orientation: Orientation) -> Widget {
        // gallery-source: stacks
        let content = ForEach(stacks[key] ?? []) { card in
            let tile = CardTile.make(for: card)
            if card.id == Self.pinnedID { tile.addCSSClass("pinned") }
            return tile
        }.reorderable()
        contents[key] = content
        let box = Box(orientation, spacing: 10)
        box.addCSSClass("reorder-stack")
        let reorder = ReorderContainer(
            for: GalleryCard.self, in: Int.self, pickUpGesture: .longPress(duration: 0.2, tolerance: 8)
        ) { [weak self] difference in
            self?.apply(difference)
        }
        let name = { [weak self] (id: GalleryCard.ID) in
            self?.stacks[key]?.first { $0.id == id }?.title ?? id
        }
        reorder.itemName = { $0.title }
        reorder.accessibleName = { $0.accessibleName }
        reorder.sectionName = { $0 == 0 ? tr("Row of cards") : tr("Column of cards") }
        let names = { (ids: [GalleryCard.ID]) in ids.map(name).joined(separator: trc("list separator", ", ")) }
        reorder.onEvent { [weak self, announce] event in
            switch event {
            case .announced(let text): announce(text)
            // TRANSLATORS: in the event log: a drag began; %s names the cards picked up ("Bow, Stern").
            case .reorder(.began(let ids)): self?.record(tr("Began: %s", names(ids)))
            // TRANSLATORS: in the event log: %s names the cards that moved ("Bow, Stern").
            case .reorder(.orderChanged(let difference)): self?.record(tr("Reordered: %s", names(difference.sources)))
            case .reorder(.ended): self?.record(trc("drag event", "Ended"))
            case .reorder(.cancelled): self?.record(trc("drag event", "Cancelled"))
            default: break
            }
        }
        reorders[key] = reorder
        return reorder.addSection(key, content: content, host: BoxContentHost(box: box))
        // gallery-source: end
    }

    private func apply(_ difference: ReorderDifference<GalleryCard.ID, Int>) {
        history.apply(difference, to: &stacks)
        refresh()
    }

    private func refresh() {
        for (key, content) in contents { content.update(stacks[key] ?? []) }
        changed()
    }

    private func record(_ event: String) {
        events.append(event)
        events = Array(events.suffix(10))
        for child in log.children { log.remove(child) }
        for entry in events.reversed() {
            let line = Label(entry)
            line.xAlign = 0
            log.append(line)
        }
        changed()
    }

    var isEditing: Bool {
        get { reorders.values.allSatisfy(\.isEnabled) }
        set { reorders.values.forEach { $0.isEnabled = newValue } }
    }

    var clickToMove: Bool {
        get { reorders.values.allSatisfy(\.clickToMove) }
        set { reorders.values.forEach { $0.clickToMove = newValue } }
    }

    var canUndo: Bool { history.canUndo }
    var canRedo: Bool { history.canRedo }

    func undo() {
        guard history.undo(in: &stacks) else { return }
        refresh()
    }

    func redo() {
        guard history.redo(in: &stacks) else { return }
        refresh()
    }

    func automationContainers(in window: ApplicationWindow) -> [AutomationContainer] {
        [(0, "gallery.hstack"), (1, "gallery.vstack")].map { key, id in
            let items = (stacks[key] ?? []).compactMap { card in
                contents[key]?.widget(for: card.id).map {
                    AutomationItem(id: card.id, label: card.title, widget: $0, in: window)
                }
            }
            return AutomationContainer(id: id, items: items)
        }
    }

    func automationModel() -> [String: JSONValue] {
        [
            "stacks": .object([
                "gallery.hstack": .array((stacks[0] ?? []).map { .string($0.id) }),
                "gallery.vstack": .array((stacks[1] ?? []).map { .string($0.id) }),
            ]),
            "events": .array(events.map { .string($0) }),
        ]
    }
}
