import Foundation
import ReorderKit
import Testing

@Suite("DropResolver in a free layout")
struct FreeDropResolutionTests {
    /// Four cards on a ring of radius 100 around (200, 200): right, bottom, left, top.
    private let ring = [
        CGRect(x: 270, y: 170, width: 60, height: 60),
        CGRect(x: 170, y: 270, width: 60, height: 60),
        CGRect(x: 70, y: 170, width: 60, height: 60),
        CGRect(x: 170, y: 70, width: 60, height: 60),
    ]

    private func resolver(dragging index: Int) -> DropResolver {
        DropResolver(
            frames: ring, dragged: [index], grabbed: index, grabOffset: CGPoint(x: 30, y: 30), layout: .free
        )
    }

    @Test func takesTheSlotOfTheNearestItem() {
        var fromFirst = resolver(dragging: 0)
        let proposal = fromFirst.resolve(pointer: CGPoint(x: 105, y: 195))
        #expect(proposal.index == 2, "after the left card, which came after the dragged one")
        #expect(proposal.indicator == ring[2])

        var fromLast = resolver(dragging: 3)
        #expect(fromLast.resolve(pointer: CGPoint(x: 295, y: 205)).index == 0, "before the right card")
    }

    @Test func holdsItsTargetUntilAnotherIsClearlyNearer() {
        var resolver = resolver(dragging: 0)
        #expect(resolver.resolve(pointer: CGPoint(x: 180, y: 290)).indicator == ring[1])
        #expect(resolver.resolve(pointer: CGPoint(x: 137, y: 260)).indicator == ring[1], "the left card is only 4 px nearer: hold")
        #expect(resolver.resolve(pointer: CGPoint(x: 100, y: 220)).indicator == ring[2])
    }
}
