import Foundation
import TestFolders
import XCTest

/// A test of the card table on game 7, each test with a data folder of its own (saved game,
/// statistics), which `prepareData(in:)` may fill before the app starts.
class CardTableTestCase: DeckhandTestCase {
    /// The test's data folder (`DECKHAND_DATA_HOME`).
    var dataHome: URL?

    override var launchArguments: [String] { ["--seed=7"] }

    /// Writes what the app should find in its data folder when it starts.
    func prepareData(in folder: URL) throws {}

    /// Writes Deckhand's settings file into the data folder `folder`, holding `keys`
    /// ("show-timer=true", one per line).
    func writeSettings(_ keys: String, in folder: URL) throws {
        let settings = folder.appendingPathComponent("settings")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try Data("[app/deckhand/Deckhand]\n\(keys)\n".utf8).write(to: settings.appendingPathComponent("settings.ini"))
    }

    /// Waits up to 5 s for `condition` (something outside the automation file), failing with
    /// `what` if it never holds.
    func waitUntil(_ what: String, _ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, !condition() { Thread.sleep(forTimeInterval: 0.1) }
        XCTAssertTrue(condition(), what)
    }

    override func setUpWithError() throws {
        let folder = try makeTemporaryFolder("deckhand-data")
        try prepareData(in: folder)
        dataHome = folder
        setenv("DECKHAND_DATA_HOME", folder.path, 1)
        try super.setUpWithError()
    }

    override func tearDown() {
        super.tearDown()
        unsetenv("DECKHAND_DATA_HOME")
    }
}
