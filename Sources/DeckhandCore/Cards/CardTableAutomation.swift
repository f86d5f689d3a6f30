import DeckhandGtk
import DeckhandModels
import Localization
import Patience

/// Publishes a card table window to the automation file (the test contract): the piles and
/// their frames, the model's state, and the frames the last drag painted (for the drag
/// benchmark). It observes the window from outside; the window knows nothing of it.
@MainActor
final class CardTableAutomation: AutomationSource {
    let window: ApplicationWindow
    private weak var table: CardTableWindow?
    /// The frames painted during a drag, and the last drag's count and length.
    private let dragFrames: FramesPainted
    private var lastDragFrames: (count: Int, seconds: Double)?

    private init(_ table: CardTableWindow) {
        window = table.window
        self.table = table
        dragFrames = FramesPainted(of: table.window)
    }

    /// Publishes `table` through `publisher` from now on.
    static func attach(to table: CardTableWindow, publisher: AutomationPublisher) {
        let observer = CardTableAutomation(table)
        table.changed = { [weak publisher] in publisher?.setNeedsWrite() }
        table.dragChanged = { [weak observer, weak publisher] dragging in
            observer?.dragChanged(dragging)
            publisher?.setNeedsWrite()
        }
        publisher.register(observer)
    }

    /// Counts the frames a drag paints: a drag held over one place should paint none.
    private func dragChanged(_ dragging: Bool) {
        if dragging, !dragFrames.isRunning {
            dragFrames.start()
        } else if !dragging, dragFrames.isRunning {
            dragFrames.stop()
            lastDragFrames = (dragFrames.count, dragFrames.seconds)
        }
    }

    func automationSnapshot() -> AutomationWindow {
        guard let owner = table else {
            return AutomationWindow(kind: "cards", title: window.title, width: window.width, height: window.height, xid: window.x11WindowID, containers: [], model: .object([:]))
        }
        let model = owner.model
        let game = model.game
        let piles = Dictionary(uniqueKeysWithValues: game.pileOrder.map { pile in
            (pile.description, JSONValue.array(game.cards(in: pile).map { placed in
                .object(["id": .string(placed.id), "faceUp": .bool(placed.isFaceUp)])
            }))
        })
        let table = owner.table
        var state: [String: JSONValue] = [
            "game": .string(model.kind.rawValue),
            "winnable": owner.winnability.verdict.map(JSONValue.bool) ?? .written("null"),
            "piles": .object(piles), "score": .number(Double(model.score ?? 0)),
            "moves": .number(Double(game.moves)), "won": .bool(game.isWon),
            "seed": .number(Double(game.number)), "drawMode": .number(Double(game.wasteShows)),
            "announcement": .string(model.announcement), "status": .string(model.status), "toast": .string(owner.toasts.lastShown),
            "heading": .string(owner.headingText), "pileInfo": .string(owner.stockInfo.text),
            "celebrating": .bool(table?.isCelebrating ?? false), "dealing": .bool(table?.isDealing ?? false),
        ]
        state["drag"] = table?.automationDrag
        if let table {
            // The felt's frame, in the items' coordinates: every card must lie inside it.
            state["table"] = AutomationItem(id: "table", label: "", widget: table.widget, in: window).jsonValue
            state["pileFrames"] = table.automationPileFrames(in: window)
        }
        if let (count, seconds) = lastDragFrames {
            state["dragFrames"] = .object(["frames": .number(Double(count)), "seconds": .number(seconds)])
        }
        return AutomationWindow(
            kind: "cards", title: window.title, width: window.width, height: window.height,
            xid: window.x11WindowID, containers: table?.automationContainers(in: window) ?? [], model: .object(state)
        )
    }
}

extension CardTable {
    /// The drag in progress, for the automation file: the cards carried, how many its picture
    /// shows, and whether the pile under the pointer refuses them.
    var automationDrag: JSONValue? {
        guard let drag = container?.currentDrag else { return nil }
        return .object([
            "cards": .array(drag.items.map { .string($0) }),
            "pictured": .number(Double(drag.pictured)), "refused": .bool(drag.isRefused),
        ])
    }

    /// Each pile's frame, by name, for the automation file: where a drop on an empty pile goes.
    func automationPileFrames(in window: ApplicationWindow) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: game.pileOrder.compactMap { pile in
            pileViews[pile].map { (pile.description, AutomationItem(id: pile.description, label: pile.spokenName, widget: $0, in: window).jsonValue) }
        }))
    }

    /// Every pile as the automation file shows it, bottom card first, each card framed by the
    /// part of it in view: a fanned card down to the next one's top (or across to the next
    /// one's near edge, either way), a card under a stacked one not at all.
    func automationContainers(in window: ApplicationWindow) -> [AutomationContainer] {
        game.pileOrder.map { pile in
            // Named as shown: face down while the deal travels.
            let shown = contents[pile]?.items ?? []
            var items = shown.compactMap { placed in
                contents[pile]?.widget(for: placed.id).map {
                    AutomationItem(id: placed.id, label: placed.isFaceUp ? placed.card.name : tr("Face-down card"), widget: $0, in: window)
                }
            }
            for index in items.indices.dropLast() {
                let next = items[index + 1]
                if next.y > items[index].y {
                    items[index].height = min(items[index].height, next.y - items[index].y)
                } else if next.x > items[index].x {
                    items[index].width = min(items[index].width, next.x - items[index].x)
                } else if next.x < items[index].x {
                    // A waste fanned to the left (right to left): the part right of the next card.
                    let shownFrom = max(items[index].x, next.x + next.width)
                    items[index].width = max(0, items[index].x + items[index].width - shownFrom)
                    items[index].x = shownFrom
                } else {
                    (items[index].width, items[index].height) = (0, 0)
                }
            }
            return AutomationContainer(id: pile.description, items: items, section: pile, of: container)
        }
    }
}
