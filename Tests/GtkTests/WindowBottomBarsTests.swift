@testable import DeckhandGtk
import GtkTestSupport
import XCTest

/// A window's child and its bottom bars, stacked by the window's `AdaptiveBin`.
final class WindowBottomBarsTests: XCTestCase {
    func testEachHeightGetsItsMinimumThenItsNaturalInOrderThenExpandersShareTheRest() {
        let heights = [(minimum: 10, natural: 30), (minimum: 20, natural: 20), (minimum: 5, natural: 15)]
        XCTAssertEqual(AdaptiveBin.stackedHeights(heights, expanding: [false, true, false], in: 35), [10, 20, 5],
                       "room for the minimums only")
        XCTAssertEqual(AdaptiveBin.stackedHeights(heights, expanding: [false, true, false], in: 50), [25, 20, 5],
                       "the first row grows towards its natural height before the last")
        XCTAssertEqual(AdaptiveBin.stackedHeights(heights, expanding: [false, true, false], in: 65), [30, 20, 15])
        XCTAssertEqual(AdaptiveBin.stackedHeights(heights, expanding: [false, true, false], in: 100), [30, 55, 15],
                       "what is left goes to the one that expands")
        XCTAssertEqual(AdaptiveBin.stackedHeights(heights, expanding: [true, false, true], in: 70), [33, 20, 17],
                       "an odd pixel goes to the first of two that expand")
        XCTAssertEqual(AdaptiveBin.stackedHeights(heights, expanding: [false, false, false], in: 100), [30, 20, 15],
                       "nothing expands: the rest stays empty")
        XCTAssertEqual(AdaptiveBin.stackedHeights(heights, expanding: [true, true, true], in: 20), [10, 20, 5],
                       "too little room: each keeps its minimum")
        XCTAssertEqual(AdaptiveBin.stackedHeights([], expanding: [], in: 40), [])
    }

    /// Whatever the room, the heights sum to it when something expands and the minimums fit,
    /// and no row is given less than its minimum.
    func testStackedHeightsFillTheRoomAndKeepEveryMinimum() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let count = Int.random(in: 1...5, using: &generator)
            let heights: [(minimum: Int, natural: Int)] = (0..<count).map { _ in
                let minimum = Int.random(in: 0...40, using: &generator)
                return (minimum, minimum + Int.random(in: 0...40, using: &generator))
            }
            let expanding = (0..<count).map { _ in Bool.random(using: &generator) }
            let room = Int.random(in: 0...400, using: &generator)
            let shares = AdaptiveBin.stackedHeights(heights, expanding: expanding, in: room)
            for (share, height) in zip(shares, heights) {
                XCTAssertGreaterThanOrEqual(share, height.minimum)
            }
            let minimums = heights.reduce(0) { $0 + $1.minimum }
            let naturals = heights.reduce(0) { $0 + $1.natural }
            if minimums >= room {
                XCTAssertEqual(shares, heights.map(\.minimum), "\(heights) in \(room)")
            } else if expanding.contains(true) || naturals >= room {
                XCTAssertEqual(shares.reduce(0, +), room, "\(heights), \(expanding) in \(room)")
            } else {
                XCTAssertEqual(shares, heights.map(\.natural), "\(heights) in \(room)")
            }
        }
    }

    /// A window's bottom bars sit under its child, in the order added, across its width; the
    /// child, which expands, takes the height they leave; a hidden bar takes none.
    func testBottomBarsSitUnderTheChildWhichTakesTheRest() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let window = ApplicationWindow()
            let content = Label("content")
            content.expandsVertically = true
            let status = Label("status")
            let switcher = Label("switcher")
            window.setChild(content)
            window.addBottomBar(status)
            window.addBottomBar(switcher)
            window.setDefaultSize(width: 300, height: 200)
            present(window, until: switcher)
            guard let stack = content.parent,
                  let contentBox = content.bounds(relativeTo: stack),
                  let statusBox = status.bounds(relativeTo: stack),
                  let switcherBox = switcher.bounds(relativeTo: stack) else {
                return XCTFail("the child and its bars are laid out in one stack")
            }
            XCTAssertEqual(status.parent?.pointer, stack.pointer)
            XCTAssertEqual(contentBox.minY, 0)
            XCTAssertEqual(statusBox.minY, contentBox.maxY)
            XCTAssertEqual(switcherBox.minY, statusBox.maxY)
            XCTAssertEqual(switcherBox.maxY, CGFloat(stack.height), "the child took the rest")
            XCTAssertEqual(statusBox.width, CGFloat(stack.width))
            XCTAssertGreaterThan(contentBox.height, statusBox.height)

            status.isVisible = false
            drainMainLoop()
            runMainLoop(for: 0.1)
            XCTAssertEqual(switcher.bounds(relativeTo: stack)?.minY, content.bounds(relativeTo: stack)?.maxY,
                           "a hidden bar leaves no gap")
            window.destroy()
        }
    }
}
