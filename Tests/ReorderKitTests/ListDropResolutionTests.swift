import Foundation
import ReorderKit
import Testing
import SeededRandom

@Suite("DropResolver in a list")
struct ListDropResolutionTests {
    /// Rows of random heights, 6 px apart, starting at y = 10.
    private func randomRows(count: Int, using generator: inout SeededGenerator) -> [CGRect] {
        var y = 10.0
        return (0..<count).map { _ in
            let height = Double(Int.random(in: 12...160, using: &generator))
            defer { y += height + 6 }
            return CGRect(x: 0, y: y, width: 300, height: height)
        }
    }

    @Test func opensTheGapWhereTheDraggedRowsCentreIs() {
        let rows = (0..<4).map { CGRect(x: 0, y: Double($0) * 40, width: 200, height: 30) }
        var resolver = DropResolver(
            frames: rows, dragged: [0], grabbed: 0, grabOffset: CGPoint(x: 10, y: 15), layout: .verticalList
        )
        let proposal = resolver.resolve(pointer: CGPoint(x: 10, y: 95))
        #expect(proposal.index == 2, "past the centres of rows 1 and 2 in the layout with the gap")
        #expect(proposal.indicator == CGRect(x: 0, y: 113, width: 200, height: 4), "a line between rows 2 and 3")
        #expect(resolver.previewFrames(for: proposal) == [
            CGRect(x: 0, y: 0, width: 200, height: 30),
            CGRect(x: 0, y: 40, width: 200, height: 30),
            CGRect(x: 0, y: 120, width: 200, height: 30),
        ])
    }

    @Test func worksAlongAHorizontalList() {
        let columns = (0..<3).map { CGRect(x: Double($0) * 110, y: 0, width: 100, height: 80) }
        var resolver = DropResolver(
            frames: columns, dragged: [2], grabbed: 2, grabOffset: CGPoint(x: 50, y: 40), layout: .horizontalList
        )
        #expect(resolver.resolve(pointer: CGPoint(x: 20, y: 40)).index == 0)
        #expect(resolver.resolve(pointer: CGPoint(x: 900, y: 40)).index == 2, "the space after the last item is the end")
    }

    @Test(arguments: [DropAnchor.itemCentre, .pointer])
    func aSmallRowBesideATallOneDoesNotJitter(anchor: DropAnchor) {
        // The UICollectionView problem: a 20 px row dragged past a 200 px one.
        let rows = [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 30, width: 100, height: 200)]
        var resolver = DropResolver(
            frames: rows, dragged: [0], grabbed: 0, grabOffset: CGPoint(x: 10, y: 10), layout: .verticalList, anchor: anchor
        )
        var proposals: [Int] = []
        for y in stride(from: 0.0, through: 240, by: 1) {
            proposals.append(resolver.resolve(pointer: CGPoint(x: 10, y: y)).index)
        }
        let changes = zip(proposals, proposals.dropFirst()).filter { $0 != $1 }.count
        #expect(changes == 1, "one move, never a move back, on a steady sweep")
        for y in [125.0, 126, 125, 126, 125] {
            #expect(resolver.resolve(pointer: CGPoint(x: 10, y: y)).index == proposals.last, "a wobbling pointer holds still")
        }
    }

    /// Whichever point decides (the dragged centre or the pointer), it lies between the
    /// centres of the items either side of the gap the proposal opens.
    @Test(arguments: [UInt64(41), 42, 43, 44], [DropAnchor.itemCentre, .pointer])
    func aProposalPutsTheDecidingPointBetweenItsNeighboursInThePreview(seed: UInt64, anchor: DropAnchor) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let rows = randomRows(count: Int.random(in: 1..<30, using: &generator), using: &generator)
            let grabbed = Int.random(in: 0..<rows.count, using: &generator)
            var dragged: Set<Int> = [grabbed]
            for index in rows.indices where Int.random(in: 0..<6, using: &generator) == 0 { dragged.insert(index) }
            let grab = CGPoint(x: 5, y: Double.random(in: 0..<rows[grabbed].height, using: &generator))
            var resolver = DropResolver(
                frames: rows, dragged: dragged, grabbed: grabbed, grabOffset: grab, layout: .verticalList, anchor: anchor
            )
            var pointerY = Double.random(in: -50..<((rows.last?.maxY ?? 0) + 50), using: &generator)
            for _ in 0..<30 {
                pointerY += Double.random(in: -60...60, using: &generator)
                let pointer = CGPoint(x: 5, y: pointerY)
                let proposal = resolver.resolve(pointer: pointer)
                let centre = resolver.centre(forPointer: pointer).y
                let preview = resolver.previewFrames(for: proposal) ?? []
                if proposal.index > 0 {
                    #expect(preview[proposal.index - 1].midY <= centre, "not over the item before the gap's centre")
                }
                if proposal.index < preview.count {
                    #expect(centre < preview[proposal.index].midY, "not over the item after the gap's centre")
                }
                #expect(resolver.resolve(pointer: pointer) == proposal, "resolving again at the same spot changes nothing")
            }
        }
    }
}
