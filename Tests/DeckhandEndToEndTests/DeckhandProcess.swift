import Foundation
import XCTest

/// The real `deckhand` binary running under the test's X display, publishing its state to an
/// automation file.
final class DeckhandProcess {
    let process = Process()
    let automationURL: URL
    private let errorURL: URL
    /// The run's own folder (automation file, standard error, data), removed with the process.
    private let folder: URL

    /// Launches `deckhand` (or the copy at `binary`) with `arguments`, fatal GTK criticals, and
    /// `extraEnvironment` (a locale, say) over the test's own environment.
    init(arguments: [String], environment extraEnvironment: [String: String] = [:], binary: URL? = nil) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("deckhand-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.folder = folder
        automationURL = folder.appendingPathComponent("automation.json")
        errorURL = folder.appendingPathComponent("stderr.txt")
        guard FileManager.default.createFile(atPath: errorURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorURL.path])
        }

        process.executableURL = try binary ?? Self.binaryURL()
        process.currentDirectoryURL = folder
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DECKHAND_AUTOMATION_FILE"] = automationURL.path
        environment["G_DEBUG"] = "fatal-criticals"
        // The file chooser keeps its settings; with no D-Bus session here, in memory.
        environment["GSETTINGS_BACKEND"] = "memory"
        // Each run keeps its saved game, recent playlists and unsaved edits to itself, unless
        // the test shares a data folder between runs on purpose.
        if environment["DECKHAND_DATA_HOME"] == nil {
            environment["DECKHAND_DATA_HOME"] = folder.appendingPathComponent("data").path
            environment["XDG_DATA_HOME"] = folder.appendingPathComponent("xdg-data").path
        }
        environment.merge(extraEnvironment) { _, extra in extra }
        process.environment = environment
        process.standardError = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
    }

    /// `deckhand` beside the test bundle (both are SwiftPM build products), or `$DECKHAND_BINARY`.
    static func binaryURL() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["DECKHAND_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        return try product(named: "deckhand")
    }

    /// The executable product `name` beside the test bundle.
    static func product(named name: String) throws -> URL {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let binary = products.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("no deckhand binary at \(binary.path); build the package first")
        }
        return binary
    }

    /// What the app wrote to standard error so far.
    var errorOutput: String {
        (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
    }

    /// The automation file, once it can be read.
    func snapshot() -> AutomationFile? {
        guard let data = try? Data(contentsOf: automationURL) else { return nil }
        return try? JSONDecoder().decode(AutomationFile.self, from: data)
    }

    /// Waits until the automation file satisfies `condition`, failing after `timeout` seconds.
    func waitFor(
        _ description: String, timeout: TimeInterval = 10,
        file: StaticString = #filePath, line: UInt = #line,
        _ condition: (AutomationFile) -> Bool
    ) throws -> AutomationFile {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard process.isRunning else {
                XCTFail("deckhand exited (status \(process.terminationStatus)) while waiting for \(description):\n\(errorOutput)", file: file, line: line)
                throw AppExited()
            }
            if let snapshot = snapshot(), condition(snapshot) { return snapshot }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("timed out waiting for \(description); stderr:\n\(errorOutput)", file: file, line: line)
        throw AppExited()
    }

    /// Stops the app.
    func terminate() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Stops the app if it still runs and removes its folder: a suite that left one per run
    /// filled the temporary folder, which the file chooser the tests open lists.
    deinit {
        terminate()
        try? FileManager.default.removeItem(at: folder)
    }

    struct AppExited: Error {}
}
