import CDeckhandGtk
import DeckhandGtk
import GtkTestSupport
import XCTest

/// The event controller wrappers' settings, as GTK reads them.
final class EventControllerTests: XCTestCase {
    func testAControllerKeepsToItsOwnSurfaceUntilToldOtherwise() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let click = GestureClick()
            XCTAssertFalse(click.handlesOtherSurfaces)
            XCTAssertEqual(gtk_event_controller_get_propagation_limit(OpaquePointer(click.pointer)), GTK_LIMIT_SAME_NATIVE)
            click.handlesOtherSurfaces = true
            XCTAssertEqual(gtk_event_controller_get_propagation_limit(OpaquePointer(click.pointer)), GTK_LIMIT_NONE)
            click.handlesOtherSurfaces = false
            XCTAssertEqual(gtk_event_controller_get_propagation_limit(OpaquePointer(click.pointer)), GTK_LIMIT_SAME_NATIVE)
        }
    }
}
