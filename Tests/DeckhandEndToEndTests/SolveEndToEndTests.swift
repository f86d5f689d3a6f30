import Foundation
import XCTest

/// Solve, from the menu, plays the solver's line on FreeCell deal 1 to the end, each step said
/// in the status line, and the won game can be taken back move by move.
final class SolveEndToEndTests: CardTableTestCase {
    override var launchArguments: [String] { ["--game=freecell", "--seed=1"] }

    override func prepareData(in folder: URL) throws {
        // Without animations a step takes 0.2 s, not 0.6 s.
        try writeSettings("animations=false", in: folder)
    }

    func testSolvePlaysTheGameToAWinAStepAtATime() throws {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("deal 1 on the table") { $0.windows.first?.container("cards.tableau.7")?.items.last.map { $0.width > 0 } == true }
        let window = try XCTUnwrap(file.windows.first)
        let keys = Pointer(window: window.xid)
        try keys.openMenu()
        // Restart, Send Cards Home, Statistics, Rules, then Solve (Redo, with nothing to redo,
        // is passed over).
        for key in ["Down", "Down", "Down", "Down", "Return"] { try keys.press(keys: key) }
        // A step shows for 0.2 s: a busy machine may write the automation file past step 2.
        let stepping = try app.waitFor("the first steps said", timeout: 30) { snapshot in
            guard let status = snapshot.windows.first?.model.status, status.hasPrefix("Step "),
                  let step = Int(status.dropFirst(5).prefix { $0.isNumber }) else { return false }
            return step >= 2 && status.contains(" of ")
        }
        XCTAssertGreaterThan(stepping.windows.first?.model.moves ?? 0, 0)
        let won = try app.waitFor("every card home", timeout: 90) { snapshot in
            (0..<4).allSatisfy { snapshot.windows.first?.container("cards.foundation.\($0)")?.items.count == 13 }
        }
        let moves = try XCTUnwrap(won.windows.first?.model.moves)
        try keys.press(keys: "ctrl+z")
        _ = try app.waitFor("the last step undone") { $0.windows.first?.model.moves == moves - 1 }
    }
}
