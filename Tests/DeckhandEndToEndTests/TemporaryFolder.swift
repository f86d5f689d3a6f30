import Foundation
import TestFolders
import XCTest

extension XCTestCase {
    /// A new, empty folder in the temporary folder, named `prefix` and a UUID, removed with
    /// all it holds when the test ends: a suite that leaves its folders behind fills the
    /// temporary folder, which the file chooser the tests paste paths into lists.
    func makeTemporaryFolder(_ prefix: String) throws -> URL {
        let folder = try TemporaryFolder(prefix)
        addTeardownBlock { folder.remove() }
        return folder.url
    }
}
