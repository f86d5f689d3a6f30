import Foundation
import SeededRandom
import XCTest

/// Thirty real pointer drags between random items of the gallery's grid, of its lists and of
/// the card table, from a seed printed with every failure (`DECKHAND_DRAG_SEED=N` replays a
/// run). Each drag is held until the app shows what a drop there would do, then let go; after
/// each, once the items are at rest, no item is lost or duplicated and the screen shows the
/// model's order.
final class RandomDragTests: XCTestCase {
    private var app: DeckhandProcess?

    /// This run's seed: `DECKHAND_DRAG_SEED`, or the time.
    private let seed = UInt64(ProcessInfo.processInfo.environment["DECKHAND_DRAG_SEED"] ?? "")
        ?? UInt64(Date().timeIntervalSince1970)

    override func tearDown() {
        keepScreenshotIfFailed("seed \(seed); ")
        app = nil
    }

    func testRandomDragsInTheGridLoseNothing() throws {
        try randomDrags(["--window=gallery", "--page=grid"], in: ["gallery.grid"]) { window in
            // A flow: rows top to bottom, each left to right.
            let shown = try XCTUnwrap(window.container("gallery.grid")).items
            let reading = shown.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.map(\.id)
            return (model: window.model.order ?? [], shown: shown.map(\.id), reading: reading)
        }
    }

    func testRandomDragsBetweenTheListsLoseNothing() throws {
        let lists = (0..<3).map { "gallery.list.\($0)" }
        try randomDrags(["--window=gallery", "--page=lists"], in: lists) { window in
            let shown = try lists.map { try XCTUnwrap(window.container($0)).items }
            let model = lists.flatMap { window.model.lists?[$0] ?? [] }
            return (model: model, shown: shown.flatMap { $0.map(\.id) }, reading: shown.flatMap { $0.sorted { $0.y < $1.y }.map(\.id) })
        }
    }

    func testRandomDragsOnTheCardTableLoseNothing() throws {
        let piles = ["cards.stock", "cards.waste"] + (0..<4).map { "cards.foundation.\($0)" } + (0..<7).map { "cards.tableau.\($0)" }
        let faceDown = "Face-down card"
        try randomDrags(["--seed=7"], in: piles, sources: { window in
            // What a player can pick up: a face-up tableau card (with the cards on it), the
            // top of the waste or of a foundation.
            let tableau = piles.filter { $0.hasPrefix("cards.tableau") }.flatMap { window.container($0)?.items.filter { $0.label != faceDown } ?? [] }
            let tops = ["cards.waste"] + piles.filter { $0.hasPrefix("cards.foundation") }
            return tableau + tops.compactMap { window.container($0)?.items.last }
        }) { window in
            // The piles list the game's cards, bottom first; their frames fan them down
            // (tableau), across (waste) or stack them.
            let shown = piles.map { window.container($0)?.items ?? [] }
            let reading = shown.map { pile in
                pile.enumerated().sorted { ($0.element.y, $0.element.x, $0.offset) < ($1.element.y, $1.element.x, $1.offset) }.map(\.element)
            }
            return (model: shown.flatMap { $0.map(\.id) }, shown: shown.flatMap { $0.map(\.id) }, reading: reading.flatMap { $0.map(\.id) })
        }
    }

    /// Starts Deckhand with `arguments` and makes 30 drags from a random item of `containers`
    /// (or of `sources`) to a random other one, both in full view, holding each until a
    /// container shows where a drop would land (or that it refuses it). `layout` reads a
    /// window's model order, the order its containers list their items in, and the order their
    /// frames put them in.
    private func randomDrags(
        _ arguments: [String], in containers: [String], count: Int = 30,
        sources: ((AutomationFile.Window) -> [AutomationFile.Item])? = nil,
        layout: (AutomationFile.Window) throws -> (model: [String], shown: [String], reading: [String])
    ) throws {
        try requireDesktop()
        let app = try DeckhandProcess(arguments: arguments)
        self.app = app
        func items(_ file: AutomationFile) -> [AutomationFile.Item] {
            containers.flatMap { file.windows.first?.container($0)?.items ?? [] }
        }
        /// Items wholly in view: above the window's bottom bar, not scrolled out of sight.
        func inView(_ item: AutomationFile.Item, in window: AutomationFile.Window) -> Bool {
            item.width > 0 && item.height > 0 && item.y >= 0 && item.y + item.height <= window.height - 60
        }
        func draggable(_ file: AutomationFile) -> [AutomationFile.Item] {
            guard let window = file.windows.first else { return [] }
            return (sources?(window) ?? items(file)).filter { inView($0, in: window) }
        }
        var file = try app.waitFor("the items on screen") { file in
            file.windows.first?.xid ?? 0 != 0 && containers.allSatisfy { file.windows.first?.container($0) != nil }
                && !draggable(file).isEmpty
        }
        let everything = items(file).map(\.id).sorted()
        var random = SeededGenerator(seed: seed)
        for step in 1...count {
            let window = try XCTUnwrap(file.windows.first)
            let candidates = items(file)
            let source = try XCTUnwrap(draggable(file).randomElement(using: &random))
            let targets = candidates.filter { $0.id != source.id && inView($0, in: window) }
            let target = try XCTUnwrap(targets.randomElement(using: &random))
            let spot = target.point(across: Double.random(in: 0.2...0.8, using: &random), down: Double.random(in: 0.2...0.8, using: &random))
            let what = "drag \(step) of seed \(seed), \(source.label) at \(source.point(across: 0.5, down: 0.3)) to \(target.label) at \(spot)"
            do {
                try app.drag(from: source.point(across: 0.5, down: 0.3), to: spot, in: window)
            } catch {
                XCTFail("\(what) failed: \(error)")
                throw error
            }
            file = try app.waitFor("\(what) to settle") { file in
                guard let window = file.windows.first, let (model, shown, reading) = try? layout(window) else { return false }
                return model == shown && shown == reading
            }
            XCTAssertEqual(items(file).map(\.id).sorted(), everything, "\(what): nothing lost or duplicated")
        }
    }
}
