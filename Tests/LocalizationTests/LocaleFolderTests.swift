import Localization
import XCTest

/// A library's catalogues are found beside the test binary, where SwiftPM copies the targets'
/// resource bundles, and a domain binds to them with no other call.
final class LocaleFolderTests: XCTestCase {
    func testALibrarysCataloguesAreFoundInItsResourceBundleBesideTheExecutable() throws {
        let folder = try XCTUnwrap(LocaleFolder.find(domain: "reorderkit", resourcesOf: "ReorderKit"))
        XCTAssertTrue(folder.hasSuffix("_ReorderKit.resources/locale"), folder)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/de/LC_MESSAGES/reorderkit.mo"))
    }

    func testADomainWithNoCataloguesAnywhereIsLeftToTheSystemsFolder() {
        XCTAssertNil(LocaleFolder.find(domain: "no-such-domain", resourcesOf: "ReorderKit"))
        XCTAssertNil(LocaleFolder.find(domain: "reorderkit", resourcesOf: "NoSuchTarget"))
    }

    func testAnUntranslatedMessageIsItselfWithItsPlacesFilled() {
        let domain = TextDomain("no-such-domain", resourcesOf: "NoSuchTarget")
        XCTAssertEqual(domain.tr("%1$s, %2$d of %3$d", "Fig", 6, 6), "Fig, 6 of 6")
        XCTAssertEqual(domain.trn("%d move", "%d moves", 2), "2 moves")
    }
}
