import Foundation
import TestFolders
import XCTest

/// A drag from one reorder container to another in the same application, with real pointer
/// events: the container it comes over judges it by its own rules, and the dragged picture
/// shows that answer (the fixture logs it); a container that takes it gets the drop.
final class TwoContainersTests: XCTestCase {
    func testAnotherContainerRefusesOrTakesTheDragAndThePictureShowsIt() throws {
        try requireDesktop()
        let folder = try makeTemporaryFolder("two-containers")
        let xidFile = folder.appendingPathComponent("xid")
        let logFile = folder.appendingPathComponent("log")
        let process = Process()
        process.executableURL = try DeckhandProcess.product(named: "deckhand-two-containers-fixture")
        process.arguments = [xidFile.path, logFile.path]
        try process.run()
        defer { process.terminate() }
        let deadline = Date().addingTimeInterval(10)
        // The window's id, then the centres of One, the middle container and the right one.
        var numbers: [Int] = []
        while numbers.count < 7, Date() < deadline {
            numbers = (try? String(contentsOf: xidFile, encoding: .utf8))?.split(separator: " ").compactMap { Int($0) } ?? []
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertEqual(numbers.count, 7, "the fixture showed its window")
        guard numbers.count == 7 else { return }
        let window = UInt(numbers[0])
        let logged = { (try? String(contentsOf: logFile, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? [] }

        let pointer = Pointer(window: window)
        let one = (x: numbers[1], y: numbers[2])
        let closed = (x: numbers[3], y: numbers[4])
        let open = (x: numbers[5], y: numbers[6])
        try pointer.beginDrag(from: one, to: closed, hold: 0.1, steps: 8, pause: 0)
        try pointer.hold(until: "the middle container to refuse it") { logged().last == "refused" }
        try pointer.move(from: closed, to: open)
        try pointer.hold(until: "the right container to take it") { logged().last == "allowed" }
        try pointer.release()
        let deadlineForDrop = Date().addingTimeInterval(5)
        while !logged().contains("open took One"), Date() < deadlineForDrop { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertEqual(logged(), ["refused", "allowed", "open took One"])
    }
}
