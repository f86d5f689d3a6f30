import Foundation
import ReorderKit

/// Drop resolution on a long list and a large grid, per pointer event, against a linear scan.
enum ResolveBenchmark {
    static func run(count: Int) {
        var generator = SystemRandomNumberGenerator()
        var y = 0.0
        let rows = (0..<count).map { _ in
            let height = Double(Int.random(in: 20...80, using: &generator))
            defer { y += height + 4 }
            return CGRect(x: 0, y: y, width: 400, height: height)
        }
        let columns = 40
        let tiles = (0..<count).map { index in
            CGRect(x: Double(index % columns) * 110, y: Double(index / columns) * 90, width: 100, height: 80)
        }
        let listPointers = (0..<200_000).map { _ in CGPoint(x: 10, y: Double.random(in: 0..<y, using: &generator)) }
        let gridPointers = (0..<200_000).map { _ in
            CGPoint(x: Double.random(in: 0..<4_400, using: &generator),
                    y: Double.random(in: 0..<(Double(count / columns) * 90), using: &generator))
        }

        var list = DropResolver(frames: rows, dragged: [count / 2], grabbed: count / 2, grabOffset: CGPoint(x: 10, y: 10), layout: .verticalList)
        var grid = DropResolver(frames: tiles, dragged: [count / 2], grabbed: count / 2, grabOffset: CGPoint(x: 50, y: 40), layout: .flow)
        let perList = Stopwatch.best(runs: 3) {
            var sum = 0
            for pointer in listPointers { sum &+= list.resolve(pointer: pointer).index }
            consume(sum)
        } / Double(listPointers.count)
        let perGrid = Stopwatch.best(runs: 3) {
            var sum = 0
            for pointer in gridPointers { sum &+= grid.resolve(pointer: pointer).index }
            consume(sum)
        } / Double(gridPointers.count)
        let scanned = listPointers.prefix(500)
        let perScan = Stopwatch.best(runs: 3) {
            var sum = 0
            for pointer in scanned { sum &+= linearSlot(rows, pointer.y) }
            consume(sum)
        } / Double(scanned.count)

        print("drop resolution with n = \(count) frames, per pointer event")
        print(format("  vertical list", perList))
        print(format("  flow (grid)", perGrid))
        print(format("  linear scan of the list", perScan))
        print("  linear scan / list = \(ratio(perScan, perList))")
    }

    /// The slot a pointer is in, found by checking every row's centre: the baseline.
    private static func linearSlot(_ rows: [CGRect], _ y: Double) -> Int {
        var slot = 0
        for row in rows where row.midY < y { slot += 1 }
        return slot
    }
}
