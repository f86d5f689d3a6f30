import Foundation
import DeckhandGtk
import GtkTestSupport
import XCTest

/// A list of `count` rows shown in a window, telling `bound` the position of every bind.
@MainActor
private func showList(
    count: Int, bound: @escaping @MainActor (Int) -> Void, tornDown: @escaping @MainActor () -> Void = {}
) -> (ApplicationWindow, ListView) {
    let window = ApplicationWindow()
    window.setDefaultSize(width: 300, height: 400)
    let list = ListView()
    list.setRows(setup: { Label("row") }, bind: { _, position in bound(position) }, teardown: { _ in tornDown() })
    let scroller = ScrolledWindow()
    scroller.setChild(list)
    window.setChild(scroller)
    list.setItems(Array(1...count))
    window.present()
    let deadline = Date().addingTimeInterval(2)
    while !list.isMapped && Date() < deadline { MainLoop.iterate(blocking: false) }
    drainMainLoop()
    return (window, list)
}

/// The virtualized list: rows are bound by position, a reorder leaves the rows before the
/// changed run alone and binds the run again, and a change of count rebinds every row at its
/// new position.
final class ListViewTests: XCTestCase {
    func testAReorderBindsTheChangedRunAgainAndLeavesTheRowsBeforeIt() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            var bound: [Int] = []
            let (window, list) = showList(count: 10_000) { bound.append($0) }
            defer { window.destroy() }
            XCTAssertTrue(bound.contains(0), "the first rows were bound")
            bound.removeAll()
            var keys = Array(1...10_000)
            keys.swapAt(2, 4)
            list.setItems(keys)
            drainMainLoop()
            XCTAssertTrue(Set(bound).isSuperset(of: [2, 3, 4]), "the changed run is bound again: \(bound)")
            XCTAssertFalse(bound.contains { $0 < 2 }, "rows before the run keep their items: \(bound)")
            XCTAssertEqual(list.keys, keys)
        }
    }

    func testRemovingAnItemRebindsTheRowsAtTheirNewPositions() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            var bound: [Int] = []
            let (window, list) = showList(count: 50) { bound.append($0) }
            defer { window.destroy() }
            let first = Set(bound)
            bound.removeAll()
            list.setItems(Array(1...50).filter { $0 != 3 })
            drainMainLoop()
            XCTAssertTrue(Set(bound).isSuperset(of: first.filter { $0 < 49 }), "every row on screen shows its new position: \(bound)")
        }
    }

    func testRebindingAllBindsEveryRowAgainThoughNoKeyChanged() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            var bound: [Int] = []
            let (window, list) = showList(count: 30) { bound.append($0) }
            defer { window.destroy() }
            bound.removeAll()
            list.setItems(Array(1...30))
            drainMainLoop()
            XCTAssertEqual(bound, [], "the same keys change nothing")
            list.setItems(Array(1...30), rebindingAll: true)
            drainMainLoop()
            XCTAssertTrue(Set(bound).isSuperset(of: [0, 1, 2]), "every row on screen is bound again: \(bound)")
        }
    }

    func testRowsTheListIsDoneWithAreLetGo() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            var tornDown = 0
            let (window, list) = showList(count: 60, bound: { _ in }, tornDown: { tornDown += 1 })
            defer { window.destroy() }
            let first = list.rowCount
            for removed in 1...20 {
                list.setItems(Array(1...(60 - removed)))
                drainMainLoop()
            }
            XCTAssertLessThanOrEqual(list.rowCount, first, "rows do not pile up as items change (\(tornDown) torn down)")
        }
    }

    func testSelectionIsByPosition() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let (window, list) = showList(count: 100) { _ in }
            defer { window.destroy() }
            list.select([1, 5, 99])
            XCTAssertEqual(list.selectedPositions, [1, 5, 99])
            list.select([])
            XCTAssertEqual(list.selectedPositions, [])
        }
    }
}

final class MainLoopTests: XCTestCase {
    func testWorkHandedBackFromAnotherThreadRunsOnTheMainThread() throws {
        try requireGtk()
        let ran = expectation(description: "handed back")
        nonisolated(unsafe) var onMain = false
        Thread.detachNewThread {
            MainLoop.onMainThread {
                onMain = Thread.isMainThread
                ran.fulfill()
            }
        }
        MainActor.assumeIsolated {
            let deadline = Date().addingTimeInterval(2)
            while !onMain && Date() < deadline { MainLoop.iterate(blocking: false) }
        }
        wait(for: [ran], timeout: 0.1)
        XCTAssertTrue(onMain)
    }

    func testFrameIntervalsCountTheFramesOfAShownWindow() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            let window = ApplicationWindow()
            defer { window.destroy() }
            window.setChild(Label("frames"))
            window.present()
            let frames = FrameIntervals(of: window)
            frames.start()
            XCTAssertTrue(frames.isRunning)
            let deadline = Date().addingTimeInterval(0.5)
            while Date() < deadline { MainLoop.iterate(blocking: false) }
            frames.stop()
            XCTAssertFalse(frames.isRunning)
            XCTAssertGreaterThan(frames.count, 5, "the clock ticks every frame while watched")
            XCTAssertGreaterThan(frames.longest, 0)
            let counted = frames.count
            let later = Date().addingTimeInterval(0.1)
            while Date() < later { MainLoop.iterate(blocking: false) }
            XCTAssertEqual(frames.count, counted, "nothing is counted once stopped")
        }
    }
}
