import Foundation
import Patience
import XCTest

/// Winnable deals on for FreeCell: the app finds deals its solver wins in the background,
/// and New Game deals the first of them, checked here by the solver on its own.
final class WinnableDealsEndToEndTests: CardTableTestCase {
    override var launchArguments: [String] { ["--game=freecell", "--seed=7"] }

    override func prepareData(in folder: URL) throws {
        try writeSettings("winnable-deals=['freecell']", in: folder)
    }

    /// The FreeCell numbers kept ready in the data folder.
    private func ready() -> [UInt64] {
        guard let file = dataHome?.appendingPathComponent("winnable-deals.json"),
              let data = try? Data(contentsOf: file),
              let shelves = try? JSONDecoder().decode([String: [UInt64]].self, from: data) else { return [] }
        return shelves["freecell"] ?? []
    }

    func testNewGameDealsANumberTheSolverHasWonAndMoreAreFoundAhead() throws {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("game 7 on the table") { $0.windows.first?.model.seed == 7 }
        let window = try XCTUnwrap(file.windows.first)
        waitUntil("three winnable deals are found in the background") { ready().count == 3 }
        let first = try XCTUnwrap(ready().first)

        try Pointer(window: window.xid).press(keys: "ctrl+n")
        _ = try app.waitFor("New Game deals game \(first)") { $0.windows.first?.model.seed == Int(first) }
        guard case .winnable(let line) = GameKind.freecell.newGame(number: first).solve(limit: 200_000) else {
            return XCTFail("the solver wins game \(first)")
        }
        XCTAssertFalse(line.isEmpty)
        waitUntil("another is found to keep three ready") { ready().count == 3 && !ready().contains(first) }
    }
}
