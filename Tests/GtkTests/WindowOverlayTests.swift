@testable import DeckhandGtk
import GtkTestSupport
import XCTest

/// Overlays a window lays over its child (`ApplicationWindow.addOverlay`).
final class WindowOverlayTests: XCTestCase {
    /// An overlay lies over the child where its alignment puts it, at its natural size, without
    /// moving the child or its bars, and takes the pointer where it is shown; hidden, it
    /// leaves the pointer to the child. The child is no deeper for it: the stack holds both.
    func testAnOverlayLiesOverTheChildWhereItsAlignmentPutsIt() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let window = ApplicationWindow()
            let content = Label("content")
            content.expandsVertically = true
            let status = Label("status")
            let banner = Label("a banner over the content")
            banner.horizontalAlignment = .center
            banner.verticalAlignment = .center
            window.setChild(content)
            window.addBottomBar(status)
            window.addOverlay(banner)
            window.setDefaultSize(width: 400, height: 300)
            present(window, until: banner)
            guard let stack = content.parent,
                  let contentBox = content.bounds(relativeTo: stack),
                  let statusBox = status.bounds(relativeTo: stack),
                  let bannerBox = banner.bounds(relativeTo: stack) else {
                return XCTFail("the child, its bar and its overlay are laid out in one stack")
            }
            XCTAssertEqual(banner.parent?.pointer, stack.pointer, "no box of its own: the child is no deeper")
            XCTAssertEqual(contentBox.minY, 0)
            XCTAssertEqual(statusBox.minY, contentBox.maxY, "the overlay takes no room of its own")
            XCTAssertEqual(statusBox.maxY, CGFloat(stack.height))
            XCTAssertEqual(bannerBox.width, CGFloat(banner.measure(.horizontal).natural), "its natural width")
            XCTAssertEqual(bannerBox.midX, contentBox.midX, accuracy: 1, "centred across the child")
            XCTAssertEqual(bannerBox.midY, contentBox.midY, accuracy: 1, "centred down the child, not the window")
            let middle = CGPoint(x: bannerBox.midX, y: bannerBox.midY)
            XCTAssertEqual(stack.pick(at: middle)?.pointer, banner.pointer, "shown, the overlay takes the pointer")
            let corner = CGPoint(x: contentBox.minX + 2, y: contentBox.minY + 2)
            XCTAssertEqual(stack.pick(at: corner)?.pointer, content.pointer, "beside it, the child has it")

            banner.isVisible = false
            drainMainLoop()
            runMainLoop(for: 0.1)
            XCTAssertEqual(stack.pick(at: middle)?.pointer, content.pointer, "hidden, it leaves the pointer to the child")
            XCTAssertEqual(content.bounds(relativeTo: stack), contentBox, "and the child where it was")
            window.destroy()
        }
    }
}
