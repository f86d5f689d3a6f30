import Foundation
import XCTest

/// What a screen reader heard after one key.
struct ScreenReaderStep: Decodable {
    struct Focused: Decodable {
        var role: String
        var name: String
    }
    var key: String
    var focused: Focused?
    /// When a menu item has the focus, the names of its menu's items (itself among them).
    var siblings: [String]
    var said: [String]
    /// For a `TabTo:` step, the name of everything Tab went through.
    var passed: [String]
    /// For a `click:` step, the names of the selected objects afterwards.
    var selected: [String]?
}

/// One node of the tree the AT-SPI client prints.
struct AccessibleNode: Decodable {
    var role: String
    var name: String
    var description: String
    var states: [String]
    var children: [AccessibleNode]

    /// This node and every node under it.
    var all: [AccessibleNode] { [self] + children.flatMap(\.all) }
}

/// The AT-SPI client (`Tests/Accessibility/atspi_tree.py`, pyatspi) run on a program in a
/// private D-Bus session with the AT-SPI bus, as Orca reads it.
enum ScreenReaderClient {
    private struct Steps: Decodable {
        var steps: [ScreenReaderStep]
    }

    /// Starts `program` with `arguments`, types `keys` (the client's key names, `TabTo:`,
    /// `click:` and `drag:` steps included), and returns what a screen reader heard after each;
    /// the program's standard output goes to `output`, if given; `environment` goes over the test's.
    static func steps(
        _ keys: [String], program: URL, arguments: [String] = [], output: URL? = nil, environment: [String: String] = [:]
    ) throws -> [ScreenReaderStep] {
        let options = ["--keys", keys.joined(separator: ",")] + (output.map { ["--stdout", $0.path] } ?? [])
        let line = try run(options, program: program, arguments: arguments, environment: environment)
        return try JSONDecoder().decode(Steps.self, from: Data(line.utf8)).steps
    }

    /// Runs the client with `options` on `program` started with `arguments` (and `extraEnvironment`
    /// over the test's own), and returns the JSON line it printed.
    static func run(
        _ options: [String], program: URL, arguments: [String], environment extraEnvironment: [String: String] = [:]
    ) throws -> String {
        try requireDesktop()
        let client = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Accessibility/atspi_tree.py").standardized
        for (tool, package) in [("/usr/bin/dbus-run-session", "dbus"), ("/usr/libexec/at-spi-bus-launcher", "at-spi2-core"),
                                ("/usr/lib/python3/dist-packages/pyatspi/__init__.py", "python3-pyatspi")]
        where !FileManager.default.fileExists(atPath: tool) {
            let message = "accessibility tests need \(package): run them as README.md shows"
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail(message) }
            throw XCTSkip(message)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        var environment = ProcessInfo.processInfo.environment
        // The app's data folder, gone with the run (the client waits for the app to end).
        let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("deckhand-a11y-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dataHome) }
        environment["DECKHAND_DATA_HOME"] = dataHome.path
        environment["GSETTINGS_BACKEND"] = "memory"
        environment.removeValue(forKey: "GTK_A11Y")
        environment.merge(extraEnvironment) { _, extra in extra }
        // GLib's fatal levels are for the program under test alone: the session bus and the
        // accessibility services it starts inherit this environment, and under load the
        // registry warns of itself.
        let fatal = environment.removeValue(forKey: "G_DEBUG").map { ["--app-env", "G_DEBUG=\($0)"] } ?? []
        process.environment = environment
        process.arguments = ["--", "/usr/bin/python3", client.path] + fatal + options + [program.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // The AT-SPI registry says hello on the same output: the tree is the line that is JSON.
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last { $0.hasPrefix("{") }
        guard let line, !line.contains("\"error\"") else {
            XCTFail("the AT-SPI client read nothing for \(program.lastPathComponent) \(arguments): \(String(decoding: data, as: UTF8.self))")
            throw DeckhandProcess.AppExited()
        }
        return String(line)
    }
}
