import Foundation
import XCTest

/// Thirty real pointer drags between random items of the gallery's grid and of its lists, from
/// a seed printed with every failure (`DECKHAND_DRAG_SEED=N` replays a
/// run). Each drag is held until the app shows what a drop there would do, then let go; after
/// each, no item is lost or duplicated and the screen shows the model's order.
final class RandomDragTests: XCTestCase {
    private var app: DeckhandProcess?

    /// This run's seed: `DECKHAND_DRAG_SEED`, or the time.
    private let seed = UInt64(ProcessInfo.processInfo.environment["DECKHAND_DRAG_SEED"] ?? "")
        ?? UInt64(Date().timeIntervalSince1970)

    override func tearDown() {
        if let failures = testRun?.failureCount, failures > 0 {
            print("seed \(seed); screenshot of the failure: \(saveScreenshot(named: name.filter { $0.isLetter || $0.isNumber }))")
        }
        app?.terminate()
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

    /// Starts Deckhand with `arguments` and makes 30 drags from a random item of `containers`
    /// to a random other one, both in full view, holding each until a container shows where a
    /// drop would land (or that it refuses it). `layout` reads a window's model order, the
    /// order its containers list their items in, and the order their frames put them in.
    private func randomDrags(
        _ arguments: [String], in containers: [String], count: Int = 30,
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
            return items(file).filter { inView($0, in: window) }
        }
        var file = try app.waitFor("the items on screen") { file in
            file.windows.first?.xid ?? 0 != 0 && containers.allSatisfy { file.windows.first?.container($0) != nil }
                && !draggable(file).isEmpty
        }
        let everything = items(file).map(\.id).sorted()
        var random = SplitMix(seed: seed)
        for step in 1...count {
            let window = try XCTUnwrap(file.windows.first)
            let candidates = items(file)
            let source = try XCTUnwrap(draggable(file).randomElement(using: &random))
            let targets = candidates.filter { $0.id != source.id && inView($0, in: window) }
            let target = try XCTUnwrap(targets.randomElement(using: &random))
            let spot = target.point(across: Double.random(in: 0.2...0.8, using: &random), down: Double.random(in: 0.2...0.8, using: &random))
            let what = "drag \(step) of seed \(seed), \(source.label) at \(source.point(across: 0.5, down: 0.3)) to \(target.label) at \(spot)"
            let pointer = Pointer(window: window.xid)
            try pointer.beginDrag(from: source.point(across: 0.5, down: 0.3), to: spot)
            try pointer.hold(until: "the app (\(what))") {
                guard let now = app.snapshot() else { return false }
                return containers.contains { now.windows.first?.container($0)?.drop != nil }
            }
            try pointer.release()
            file = try app.waitFor("\(what) to settle") { file in
                guard let window = file.windows.first,
                      containers.allSatisfy({ window.container($0)?.drop == nil }),
                      let (model, shown, reading) = try? layout(window) else { return false }
                return model == shown && shown == reading
            }
            XCTAssertEqual(items(file).map(\.id).sorted(), everything, "\(what): nothing lost or duplicated")
        }
    }
}

/// A small seeded generator (SplitMix64), so that a failing run can be replayed.
private struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
