import Foundation
import TestFolders
import XCTest

/// A second application that offers text by drag and drop, and takes text dropped on it,
/// placed beside Deckhand's window.
final class DragSourceFixture {
    private let process = Process()
    /// The files the fixture tells its window's id and what it received in, removed with it.
    private let folder: TemporaryFolder
    private let receivedFile: URL
    /// The fixture window's X11 id.
    let xid: UInt

    /// Starts the fixture offering `text` and moves its window to (`x`, `y`) on the screen.
    init(offering text: String, at x: Int, _ y: Int) throws {
        folder = try TemporaryFolder("deckhand-fixture")
        receivedFile = folder.url.appendingPathComponent("received")
        let xidFile = folder.url.appendingPathComponent("xid")
        process.executableURL = try DeckhandProcess.product(named: "deckhand-drag-source-fixture")
        process.arguments = [text, xidFile.path, receivedFile.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        var found: UInt?
        while found == nil && Date() < deadline {
            found = (try? String(contentsOf: xidFile, encoding: .utf8)).flatMap { UInt($0) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard let found, found != 0 else {
            process.terminate()
            throw XCTSkip("the drag source fixture showed no window")
        }
        xid = found
        try Pointer.xdotool(["windowmove", "\(found)", "\(x)", "\(y)", "sleep", "0.3"])
    }

    /// The text dropped on the fixture, once something was.
    var received: String? {
        try? String(contentsOf: receivedFile, encoding: .utf8)
    }

    /// Whether a drag has come over the fixture's window, where a release drops it.
    var isHovered: Bool {
        FileManager.default.fileExists(atPath: receivedFile.path + ".over")
    }

    /// The centre of the fixture's window on the screen.
    var centre: (x: Int, y: Int) {
        get throws {
            let output = Pipe()
            let query = Process()
            query.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            query.arguments = ["xdotool", "getwindowgeometry", "--shell", "\(xid)"]
            query.standardOutput = output
            try query.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            query.waitUntilExit()
            var values: [String: Int] = [:]
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "=")
                if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
            }
            return ((values["X"] ?? 0) + (values["WIDTH"] ?? 0) / 2, (values["Y"] ?? 0) + (values["HEIGHT"] ?? 0) / 2)
        }
    }

    /// Stops the fixture and removes its files.
    func terminate() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        folder.remove()
    }
}
