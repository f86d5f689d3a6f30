import Foundation
import ReorderKit
import Testing

@Suite("FlowDropResolver")
struct FlowDropResolverTests {
    /// Two rows: three cards of different widths, then two (one tall), 10 px apart.
    private let frames = [
        CGRect(x: 0, y: 0, width: 100, height: 50),
        CGRect(x: 110, y: 0, width: 200, height: 50),
        CGRect(x: 320, y: 0, width: 100, height: 50),
        CGRect(x: 0, y: 60, width: 100, height: 120),
        CGRect(x: 110, y: 60, width: 100, height: 50),
    ]

    @Test func proposesTheSlotBeforeTheFirstCentreRightOfThePointer() {
        let resolver = FlowDropResolver(frames: frames)
        #expect(resolver.resolve(at: CGPoint(x: 10, y: 20)).index == 0)
        #expect(resolver.resolve(at: CGPoint(x: 60, y: 20)).index == 1)
        #expect(resolver.resolve(at: CGPoint(x: 250, y: 20)).index == 2)
        #expect(resolver.resolve(at: CGPoint(x: 400, y: 20)).index == 3)
    }

    @Test func picksTheRowByTheHalfwayLineBetweenRows() {
        let resolver = FlowDropResolver(frames: frames)
        #expect(resolver.resolve(at: CGPoint(x: 10, y: 54)).index == 0)
        #expect(resolver.resolve(at: CGPoint(x: 10, y: 56)).index == 3)
        #expect(resolver.resolve(at: CGPoint(x: 190, y: 170)).index == 5)
        #expect(resolver.resolve(at: CGPoint(x: 10, y: -40)).index == 0)
        #expect(resolver.resolve(at: CGPoint(x: 500, y: 900)).index == 5)
    }

    @Test func drawsTheIndicatorInTheGapSpanningTheRow() {
        let resolver = FlowDropResolver(frames: frames, indicatorThickness: 4)
        #expect(resolver.resolve(at: CGPoint(x: 60, y: 20)).indicator
            == CGRect(x: 103, y: 0, width: 4, height: 50))
        #expect(resolver.resolve(at: CGPoint(x: 10, y: 100)).indicator
            == CGRect(x: -7, y: 60, width: 4, height: 120))
        #expect(resolver.resolve(at: CGPoint(x: 400, y: 20)).indicator
            == CGRect(x: 423, y: 0, width: 4, height: 50))
    }

    @Test func anEmptyCollectionTakesADropAtTheEnd() {
        let proposal = FlowDropResolver(frames: []).resolve(at: CGPoint(x: 5, y: 5))
        #expect(proposal.index == 0)
        #expect(proposal.position(in: [String]()) == .end)
    }

    @Test func mapsTheIndexToADifferencePosition() {
        let ids = ["a", "b", "c"]
        #expect(DropProposal(index: 1, indicator: .zero).position(in: ids) == .before("b"))
        #expect(DropProposal(index: 3, indicator: .zero).position(in: ids) == .end)
    }
}
