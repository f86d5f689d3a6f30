import Foundation
import XCTest

extension XCTestCase {
    /// A new, empty folder in the temporary folder, named `prefix` and a UUID, removed with
    /// all it holds when the test ends (a teardown block: a test case lives until the whole
    /// run ends, so a `TemporaryFolder` it held would go only then).
    public func makeTemporaryFolder(_ prefix: String) throws -> URL {
        let folder = try TemporaryFolder(prefix)
        addTeardownBlock { folder.remove() }
        return folder.url
    }
}
