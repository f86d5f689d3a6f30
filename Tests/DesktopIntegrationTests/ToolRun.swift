import Foundation
import TestProcesses
import XCTest

/// Runs `tool` (a path inside `folder`, or a program in /usr/bin or /usr/local/bin) in `folder`,
/// failing unless it exits 0; returns what it printed, trimmed. Fails in CI and skips elsewhere
/// when the program is not installed (apt `package`).
func runTool(_ tool: String, _ arguments: [String], in folder: URL, package: String) throws -> String {
    let path = tool.contains("/") ? folder.appendingPathComponent(tool).path
        : ["/usr/bin", "/usr/local/bin"].map { "\($0)/\(tool)" }.first(where: FileManager.default.isExecutableFile(atPath:))
    guard let path else {
        let message = "\(tool) is missing: apt-get install \(package)"
        if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail(message) }
        throw XCTSkip(message)
    }
    let run = try ProgramRun(URL(fileURLWithPath: path), arguments, in: folder)
    XCTAssertEqual(run.status, 0, "\(tool) \(arguments.joined(separator: " ")):\n\(run.printed)")
    return run.printed.trimmingCharacters(in: .whitespacesAndNewlines)
}
