import Foundation
import TestFolders
import XCTest

/// What `deckhand` does with its command line.
final class LaunchTests: XCTestCase {
    func testNoArgumentsOpensTheCardTable() throws {
        try requireDesktop()
        setenv("DECKHAND_DATA_HOME", try makeTemporaryFolder("deckhand-launch").path, 1)
        defer { unsetenv("DECKHAND_DATA_HOME") }
        let app = try DeckhandProcess(arguments: [])
        defer { app.terminate() }
        let file = try app.waitFor("a window") { !$0.windows.isEmpty }
        XCTAssertEqual(file.windows.first?.kind, "cards")
        XCTAssertEqual(file.windows.first?.title, "Klondike")
    }

    func testAPageOpensTheGallery() throws {
        try requireDesktop()
        let app = try DeckhandProcess(arguments: ["--page=lists"])
        defer { app.terminate() }
        let file = try app.waitFor("a window") { !$0.windows.isEmpty }
        XCTAssertEqual(file.windows.first?.kind, "gallery")
    }

    func testAnUnknownOptionExitsWithUsage() throws {
        let (status, error) = try run(["--frobnicate"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(error.contains("unknown option '--frobnicate'"), error)
        XCTAssertTrue(error.contains("Usage: deckhand"), error)
    }

    func testFilesWithAnotherWindowAreRefusedClearly() throws {
        let (status, error) = try run(["--window=gallery", "mix.m3u"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(error.contains("files open in the playlist editor"), error)
    }

    func testHelpPrintsUsage() throws {
        let (status, _) = try run(["--help"])
        XCTAssertEqual(status, 0)
    }

    func testHelpAndVersionWorkWithoutADisplay() throws {
        for (argument, expected) in [("--help", "Usage: deckhand"), ("--version", "deckhand 0.7.0")] {
            let (status, output) = try run(
                [argument], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""], output: true, needsDesktop: false
            )
            XCTAssertEqual(status, 0, argument)
            XCTAssertTrue(output.contains(expected), "\(argument): \(output)")
        }
    }

    /// Starting loads no library only the playlist editor uses: TagLib (and the C++ library
    /// behind it) is opened the first time a tag is read, so the card table and the gallery
    /// never hold it. The dynamic loader lists what it loads at start (`LD_DEBUG=libs`).
    func testStartingLoadsNoTagReader() throws {
        let (status, loaded) = try run(["--version"], environment: ["LD_DEBUG": "libs", "DISPLAY": "", "WAYLAND_DISPLAY": ""], needsDesktop: false)
        XCTAssertEqual(status, 0)
        XCTAssertTrue(loaded.contains("libgtk-4.so"), "the loader's list: \(loaded.prefix(2_000))")
        XCTAssertFalse(loaded.contains("libtag"), "TagLib was loaded at start")
    }

    /// The command line speaks the user's language too: --help and an error, in German.
    func testHelpAndErrorsAreInTheUsersLanguage() throws {
        let german = ["LANGUAGE": "de", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "DISPLAY": "", "WAYLAND_DISPLAY": ""]
        let (status, help) = try run(["--help"], environment: german, output: true, needsDesktop: false)
        XCTAssertEqual(status, 0)
        XCTAssertTrue(help.hasPrefix("Aufruf: deckhand "), help)
        XCTAssertTrue(help.contains("--deal=N        Spiel Nr. N austeilen"), "options keep their names and columns: \(help)")
        let (failed, error) = try run(["--game=poker"], environment: german, needsDesktop: false)
        XCTAssertNotEqual(failed, 0)
        XCTAssertTrue(error.hasPrefix("deckhand: unbekanntes Spiel „poker“"), error)
    }

    /// Runs deckhand to completion with `extra` over the environment, and returns its exit
    /// status and standard error (or, with `output`, standard output).
    private func run(
        _ arguments: [String], environment extra: [String: String] = [:], output: Bool = false, needsDesktop: Bool = true
    ) throws -> (Int32, String) {
        if needsDesktop { try requireDesktop() }
        let process = Process()
        process.executableURL = try DeckhandProcess.binaryURL()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DECKHAND_AUTOMATION_FILE"] = FileManager.default.temporaryDirectory
            .appendingPathComponent("deckhand-launch-\(UUID().uuidString).json").path
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let errors = Pipe()
        process.standardError = output ? FileHandle.nullDevice : errors
        process.standardOutput = output ? errors : FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
