import Foundation
import Patience
import Testing

/// Deckhand's FreeCell beside Freecell Solver, which nobody here wrote (Debian's
/// `freecell-solver-bin`, installed by `scripts/install-dependencies test`): on deals across
/// the 32,000 Microsoft deals, its board generator deals the same columns, and its solver (the
/// "looking-glass" preset) wins exactly the deals ours wins. Deal 11982 is the one neither wins.
@Suite("FreeCell beside Freecell Solver")
struct FreecellSolverAgreementTests {
    @Test(arguments: [1, 617, 1941, 4002, 7777, 9999, 11982, 13013, 16384, 20000, 23456, 26011, 28888, 31465, 32000])
    func theDealAndTheVerdictAreFreecellSolversToo(deal: Int) throws {
        let board = try Self.run("make-microsoft-freecell-board", ["-t", "\(deal)"])
        let columns = board.split(separator: "\n").map { line in
            line.split(separator: " ").map { card($0.replacingOccurrences(of: "T", with: "10")) }
        }
        var position = FreeCellPosition(deal: deal)
        #expect(columns == position.columns, "deal \(deal) as Freecell Solver deals it")

        let theirs = try Self.run("fc-solve", ["-l", "lg"], input: board)
        let theyWin = theirs.contains("This game is solveable.")
        #expect(theyWin || theirs.contains("I could not solve this game."), "fc-solve answered: \(theirs.prefix(200))")
        switch FreeCellSolver.solve(position) {
        case .winnable(let line):
            #expect(theyWin, "we win deal \(deal); Freecell Solver does not")
            for move in line {
                try #require(position.canMake(move), "\(move) in deal \(deal)")
                position.make(move)
            }
            #expect(position.isWon)
        case .lost:
            #expect(!theyWin, "we call deal \(deal) lost; Freecell Solver wins it")
        case .unknown:
            Issue.record("deal \(deal) is undecided within the search's limit")
        }
    }

    /// The standard output of `tool` (from /usr/bin) run with `arguments`, `input` on its
    /// standard input.
    private static func run(_ tool: String, _ arguments: [String], input: String = "") throws -> String {
        let path = "/usr/bin/\(tool)"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ToolMissing(description: "\(path) is missing: scripts/install-dependencies test installs freecell-solver-bin")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ["FREECELL_SOLVER_QUIET": "1"]
        let output = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardInput = standardInput
        process.standardError = FileHandle.nullDevice
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private struct ToolMissing: Error, CustomStringConvertible {
        let description: String
    }
}
