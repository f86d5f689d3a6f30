import Foundation

/// A folder of a test's own in the system's temporary folder, named by a prefix and a UUID, and
/// removed with all it holds when the last reference to it goes: a test's local when the test
/// returns, a suite's stored property when the suite's instance for the test goes.
///
/// ```swift
/// @Test func savesAtomically() throws {
///     let folder = try TemporaryFolder("deckhand-save")
///     let file = folder.url.appendingPathComponent("list.m3u")
///     …
/// }
/// ```
///
/// An `XCTestCase` lives until the whole run ends, so one that keeps a folder past a test
/// makes it with `makeTemporaryFolder(_:)`, which removes it in a teardown block.
///
/// A suite that leaves its folders behind fills the temporary folder, which the file chooser the
/// end-to-end tests paste paths into lists.
public final class TemporaryFolder: Sendable {
    /// Where the folder is.
    public let url: URL

    /// The folder's path.
    public var path: String { url.path }

    /// A new, empty folder named `prefix` and a UUID; with `creating` false only its name, for
    /// code under test that makes the folder itself, or for a path that must not exist yet (it
    /// is removed all the same, if made, a file as well as a folder).
    public init(_ prefix: String, creating: Bool = true) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        if creating {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    /// Removes the folder and what it holds now, before the last reference goes.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    deinit {
        remove()
    }
}
