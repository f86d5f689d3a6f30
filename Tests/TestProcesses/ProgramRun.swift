import Foundation

/// What a program run to its end printed, and how it exited.
public struct ProgramRun: Sendable {
    /// Its exit status.
    public var status: Int32
    /// What it wrote to standard output and standard error, as one text.
    public var printed: String

    /// Runs `executable` with `arguments` (in `folder`, with `environment`, when given) and
    /// waits for it to exit, its output read as it goes, so that no pipe fills up.
    ///
    /// ```swift
    /// let run = try ProgramRun(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "--version"])
    /// XCTAssertEqual(run.status, 0, run.printed)
    /// ```
    public init(_ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        status = process.terminationStatus
    }
}
