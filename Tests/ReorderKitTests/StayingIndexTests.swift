import Foundation
import SeededRandom
import ReorderKit
import Testing

@Suite("DropProposal among the staying items")
struct StayingIndexTests {
    private let line = CGRect(x: 0, y: 0, width: 10, height: 4)

    @Test func draggedItemsBeforeTheLineNoLongerCount() {
        let proposal = DropProposal(index: 6, indicator: line)
        #expect(proposal.amongStaying(draggedPositions: [2, 3]).index == 4)
        #expect(proposal.amongStaying(draggedPositions: [6, 7]).index == 6, "items at or after the line stay counted")
        #expect(proposal.amongStaying(draggedPositions: []).index == 6)
        #expect(proposal.amongStaying(draggedPositions: [0, 5, 9]).indicator == line)
    }

    /// Property: for random lists, dragged sets and lines, landing before the staying item at
    /// the converted index is landing right after the items shown before the line.
    @Test func matchesCountingTheStayingItemsBeforeTheLine() {
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let dragged = (0..<count).filter { _ in Bool.random(using: &generator) }
            let index = Int.random(in: 0...count, using: &generator)
            let staying = (0..<index).filter { !dragged.contains($0) }.count
            let converted = DropProposal(index: index, indicator: line).amongStaying(draggedPositions: dragged)
            #expect(converted.index == staying)
        }
    }
}
