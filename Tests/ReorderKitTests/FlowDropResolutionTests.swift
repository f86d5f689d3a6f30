import Foundation
import ReorderKit
import Testing
import SeededRandom

@Suite("DropResolver in a flow")
struct FlowDropResolutionTests {
    /// Two rows: three cards of different widths, then two (one tall), 10 px apart; the last
    /// card (index 4) is the one dragged, grabbed at its centre.
    private let frames = [
        CGRect(x: 0, y: 0, width: 100, height: 50),
        CGRect(x: 110, y: 0, width: 200, height: 50),
        CGRect(x: 320, y: 0, width: 100, height: 50),
        CGRect(x: 0, y: 60, width: 100, height: 120),
        CGRect(x: 110, y: 60, width: 100, height: 50),
    ]

    private func resolver(hysteresis: Double = 0) -> DropResolver {
        DropResolver(
            frames: frames, dragged: [4], grabbed: 4, grabOffset: CGPoint(x: 50, y: 25),
            layout: .flow, hysteresis: hysteresis
        )
    }

    private func index(at x: Double, _ y: Double) -> Int {
        var resolver = resolver()
        return resolver.resolve(pointer: CGPoint(x: x, y: y)).index
    }

    @Test func proposesTheSlotBeforeTheFirstCentreRightOfThePointer() {
        #expect(index(at: 10, 20) == 0)
        #expect(index(at: 60, 20) == 1)
        #expect(index(at: 250, 20) == 2)
        #expect(index(at: 400, 20) == 3)
    }

    @Test func picksTheRowByTheHalfwayLineBetweenRows() {
        #expect(index(at: 10, 54) == 0)
        #expect(index(at: 10, 56) == 3)
        #expect(index(at: 500, 900) == 4, "past the last item: the end")
        #expect(index(at: 10, -40) == 0)
    }

    @Test func countsOnlyTheItemsThatStay() {
        var resolver = DropResolver(
            frames: frames, dragged: [0], grabbed: 0, grabOffset: CGPoint(x: 50, y: 25), layout: .flow
        )
        #expect(resolver.resolve(pointer: CGPoint(x: 250, y: 20)).index == 1, "before card 2, which is staying item 1")
    }

    @Test func drawsTheInsertionLineInTheGapSpanningTheRow() {
        var resolver = resolver()
        #expect(resolver.resolve(pointer: CGPoint(x: 60, y: 20)).indicator == CGRect(x: 103, y: 0, width: 4, height: 50))
        #expect(resolver.resolve(pointer: CGPoint(x: 10, y: 100)).indicator == CGRect(x: -7, y: 60, width: 4, height: 120))
        #expect(resolver.resolve(pointer: CGPoint(x: 400, y: 20)).indicator == CGRect(x: 423, y: 0, width: 4, height: 50))
    }

    @Test func keepsTheGrabOffset() {
        var resolver = DropResolver(
            frames: frames, dragged: [4], grabbed: 4, grabOffset: CGPoint(x: 90, y: 25), layout: .flow
        )
        let proposal = resolver.resolve(pointer: CGPoint(x: 200, y: 20))
        #expect(resolver.centre(forPointer: CGPoint(x: 200, y: 20)) == CGPoint(x: 160, y: 20))
        #expect(proposal.index == 1, "the card's centre, 40 px left of the pointer, is before card 1's centre")
    }

    /// The tall card (index 3, 120 px) grabbed near its top and dragged over the first row:
    /// with the pointer as the anchor it lands where the pointer is; with its centre, 50 px
    /// lower, in the second row.
    @Test func thePointerAnchorLandsATallCardWhereThePointerIs() {
        var byPointer = DropResolver(
            frames: frames, dragged: [3], grabbed: 3, grabOffset: CGPoint(x: 50, y: 10), layout: .flow, anchor: .pointer
        )
        var byCentre = DropResolver(
            frames: frames, dragged: [3], grabbed: 3, grabOffset: CGPoint(x: 50, y: 10), layout: .flow
        )
        let overTheFirstRow = CGPoint(x: 60, y: 20)
        #expect(byPointer.centre(forPointer: overTheFirstRow) == overTheFirstRow)
        #expect(byPointer.resolve(pointer: overTheFirstRow).index == 1, "after card 0, where the pointer is")
        #expect(byCentre.resolve(pointer: overTheFirstRow).index == 3, "its centre lies in the second row")
        #expect(byCentre.anchor == .itemCentre, "the resolver's own default")
    }

    @Test func hysteresisHoldsTheLineNearABoundary() {
        var resolver = resolver(hysteresis: 8)
        #expect(resolver.resolve(pointer: CGPoint(x: 205, y: 20)).index == 1)
        #expect(resolver.resolve(pointer: CGPoint(x: 212, y: 20)).index == 1, "4 px past card 1's centre")
        #expect(resolver.resolve(pointer: CGPoint(x: 220, y: 20)).index == 2, "well past it")
        #expect(resolver.resolve(pointer: CGPoint(x: 205, y: 20)).index == 2, "and back within the margin")
    }

    @Test func anEmptyCollectionTakesADropAtTheEnd() {
        var resolver = DropResolver(frames: [], dragged: [], grabbed: 0, grabOffset: .zero, layout: .flow)
        let proposal = resolver.resolve(pointer: CGPoint(x: 5, y: 5))
        #expect(proposal.index == 0)
        #expect(proposal.position(in: [String]()) == .end)
    }

    @Test func mapsTheIndexToADifferencePosition() {
        let ids = ["a", "b", "c"]
        #expect(DropProposal(index: 1, indicator: .zero).position(in: ids) == .before("b"))
        #expect(DropProposal(index: 3, indicator: .zero).position(in: ids) == .end)
    }

    @Test(arguments: [UInt64(61), 62, 63])
    func aSteadyPointerKeepsItsProposalAmongTilesOfRandomSizes(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<100 {
            var tiles: [CGRect] = []
            var x = 0.0
            var y = 0.0
            var rowHeight = 0.0
            for _ in 0..<Int.random(in: 1..<40, using: &generator) {
                let size = CGSize(width: Double(Int.random(in: 40...300, using: &generator)),
                                  height: Double(Int.random(in: 40...240, using: &generator)))
                if x + size.width > 1000 && x > 0 {
                    x = 0
                    y += rowHeight + 12
                    rowHeight = 0
                }
                tiles.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
                x += size.width + 12
                rowHeight = max(rowHeight, size.height)
            }
            let grabbed = Int.random(in: 0..<tiles.count, using: &generator)
            var resolver = DropResolver(
                frames: tiles, dragged: [grabbed], grabbed: grabbed,
                grabOffset: CGPoint(x: 10, y: 10), layout: .flow
            )
            for _ in 0..<20 {
                let pointer = CGPoint(x: Double.random(in: -50..<1050, using: &generator),
                                      y: Double.random(in: -50..<(y + rowHeight + 50), using: &generator))
                let proposal = resolver.resolve(pointer: pointer)
                #expect(resolver.resolve(pointer: pointer) == proposal)
                #expect((0...tiles.count - 1).contains(proposal.index), "an index among the staying tiles, or the end")
            }
        }
    }
}
