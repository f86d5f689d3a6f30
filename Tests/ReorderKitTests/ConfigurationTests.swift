import Foundation
import ReorderKit
import Testing

@Suite("Drag and drop configurations")
struct ConfigurationTests {
    @Test func aDragAllowsOnlyWhatItsConfigurationSays() {
        let moveOnly = DragConfiguration()
        #expect(moveOnly.operation(for: .move) == .move)
        #expect(moveOnly.operation(for: .copy) == .forbidden)
        #expect(moveOnly.operation(for: .alias) == .forbidden)
        #expect(moveOnly.operation(for: .delete) == .forbidden)
        #expect(moveOnly.operation(for: .cancel) == .cancel)

        let everything = DragConfiguration(allowMove: false, allowCopy: true, allowDelete: true)
        #expect(everything.operation(for: .move) == .forbidden)
        #expect(everything.operation(for: .copy) == .copy)
        #expect(everything.operation(for: .alias) == .alias)
        #expect(everything.operation(for: .delete) == .delete)
    }

    @Test func aDropCanRefuseOrOverrideTheDestination() {
        typealias Configuration = DropConfiguration<String, String>
        let proposed = ReorderDifference<String, String>.Destination(position: .before("b"), collectionID: "pile")
        let onTop = ReorderDifference<String, String>.Destination(position: .end, collectionID: "pile")

        let override = Configuration(operation: .move, destination: onTop)
        #expect(override.effectiveDestination(proposed: proposed) == onTop)
        #expect(Configuration(operation: .move).effectiveDestination(proposed: proposed) == proposed)
        #expect(Configuration(operation: .forbidden).effectiveOperation(allowedBy: DragConfiguration()) == .forbidden)
        #expect(Configuration(operation: .copy).effectiveOperation(allowedBy: DragConfiguration()) == .forbidden)
    }

    @Test func aStackOffsetsPreviewsDiagonallyAndCapsThem() {
        let size = CGSize(width: 150, height: 110)
        let placements = DragDropPreviewsFormation.stack.placements(count: 7, itemSize: size)
        #expect(placements.map(\.offset) == [CGPoint(x: 0, y: 0), CGPoint(x: 8, y: 8), CGPoint(x: 16, y: 16), CGPoint(x: 24, y: 24)])
        #expect(placements.map(\.depth) == [0, 1, 2, 3])
        #expect(DragDropPreviewsFormation.stack.boundingSize(count: 7, itemSize: size) == CGSize(width: 174, height: 134))
        #expect(DragDropPreviewsFormation.default.placements(count: 2, itemSize: size)
            == DragDropPreviewsFormation.stack.placements(count: 2, itemSize: size))
    }

    @Test func otherFormationsPlacePreviewsTheirOwnWay() {
        let size = CGSize(width: 100, height: 40)
        #expect(DragDropPreviewsFormation.list.placements(count: 3, itemSize: size).map(\.offset.y) == [0, 44, 88])
        #expect(DragDropPreviewsFormation.none.placements(count: 5, itemSize: size).count == 1)
    }

    @Test func aPileKeepsEveryItemWhereItLayAndLaterOnesOnTop() {
        // A Klondike run of four, fanned 24 px apart, picked up by its second card.
        let run = (0..<4).map { CGRect(x: 300, y: 200 + 24 * Double($0), width: 80, height: 110) }
        let layout = DragDropPreviewsFormation.pile.layout(frames: run, grabbed: 1)
        #expect(layout.items == [0, 1, 2, 3], "every card shows")
        #expect(layout.placements.map(\.offset) == (0..<4).map { CGPoint(x: 0, y: 24 * Double($0)) })
        #expect(layout.placements.map(\.depth) == [3, 2, 1, 0], "each card over the ones before it")
        #expect(layout.size == CGSize(width: 80, height: 182))
        #expect(layout.grabbedOrigin == CGPoint(x: 0, y: 24))
        #expect(layout.badge == nil, "nothing hidden, nothing to count")
        #expect(DragDropPreviewsFormation.pile.badge(count: 12) == nil)
    }

    @Test func aStackLayoutPutsTheGrabbedItemInFrontAndCountsTheRest() {
        let rows = (0..<6).map { CGRect(x: 0, y: 30 * Double($0), width: 300, height: 30) }
        let layout = DragDropPreviewsFormation.stack.layout(frames: rows, grabbed: 2, count: 40)
        #expect(layout.items == [2, 0, 1, 3], "the grabbed row first, four in all")
        #expect(layout.grabbedOrigin == .zero)
        #expect(layout.size == DragDropPreviewsFormation.stack.boundingSize(count: 4, itemSize: rows[0].size))
        #expect(layout.badge == 40)
        #expect(DragDropPreviewsFormation.none.layout(frames: rows, grabbed: 5).items == [5])
        #expect(DragDropPreviewsFormation.stack.layout(frames: rows, grabbed: 9).items.isEmpty)
    }

    @Test func aBadgeCountsPastThreeItems() {
        #expect(DragDropPreviewsFormation.stack.badge(count: 3) == nil)
        #expect(DragDropPreviewsFormation.stack.badge(count: 4) == 4)
        #expect(DragDropPreviewsFormation.stack.badge(count: 1) == nil)
    }

    @Test func dragContainersChooseWhatTravels() {
        let order = ["a", "b", "c", "d"]
        #expect(DragContainer<String>.single.items(pickingUp: "b", in: order, selection: ["b", "d"]) == ["b"])
        #expect(DragContainer<String>.selection.items(pickingUp: "d", in: order, selection: ["d", "a"]) == ["a", "d"])
        #expect(DragContainer<String>.selection.items(pickingUp: "c", in: order, selection: ["d", "a"]) == ["c"])
        #expect(DragContainer<String>.itemAndFollowing.items(pickingUp: "b", in: order, selection: []) == ["b", "c", "d"])
        let evens = DragContainer<String> { pressed, order, _ in order.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element) + [pressed] }
        #expect(evens.items(pickingUp: "d", in: order, selection: []) == ["a", "c", "d"])
    }

    @Test func autoScrollRampsUpTowardsAnEdge() {
        let scroll = AutoScroll(edgeWidth: 48, maximumSpeed: 1200)
        #expect(scroll.speed(distanceToEdge: 100) == 0)
        #expect(scroll.speed(distanceToEdge: 48) == 0)
        #expect(scroll.speed(distanceToEdge: 24) == 300)
        #expect(scroll.speed(distanceToEdge: 0) == 1200)
        #expect(scroll.speed(distanceToEdge: -30) == 1200, "outside the container: full speed")
        let viewport = CGRect(x: 0, y: 0, width: 400, height: 600)
        #expect(scroll.velocity(pointer: CGPoint(x: 200, y: 576), in: viewport) == CGPoint(x: 0, y: 300))
        #expect(scroll.velocity(pointer: CGPoint(x: 12, y: 300), in: viewport) == CGPoint(x: -675, y: 0))
        #expect(scroll.velocity(pointer: CGPoint(x: 200, y: 300), in: viewport) == .zero)
    }
}
