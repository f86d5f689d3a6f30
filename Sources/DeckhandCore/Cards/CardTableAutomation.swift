import DeckhandGtk
import DeckhandModels
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
