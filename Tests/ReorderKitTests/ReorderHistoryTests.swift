import ReorderKit
import Testing
import SeededRandom

@Suite("ReorderHistory")
struct ReorderHistoryTests {
    @Test func undoesAndRedoesASingleMove() {
        var history = ReorderHistory<String, ReorderableSingleCollectionIdentifier>()
        var collection = tiles("a", "b", "c", "d")
        history.apply(SingleDifference(sources: ["a", "c"], position: .end), to: &collection)
        #expect(collection.map(\.id) == ["b", "d", "a", "c"])
        let undone1 = history.undo(in: &collection)
        #expect(undone1)
        #expect(collection.map(\.id) == ["a", "b", "c", "d"])
        let redone2 = history.redo(in: &collection)
        #expect(redone2)
        #expect(collection.map(\.id) == ["b", "d", "a", "c"])
        #expect(!history.canRedo)
    }

    @Test func aMoveThatChangesNothingIsNotRecorded() {
        var history = ReorderHistory<String, ReorderableSingleCollectionIdentifier>()
        var collection = tiles("a", "b")
        history.apply(SingleDifference(sources: ["a"], position: .before("b")), to: &collection)
        #expect(!history.canUndo)
        let undone3 = history.undo(in: &collection)
        #expect(!undone3)
    }

    @Test func aNewMoveClearsTheRedoSteps() {
        var history = ReorderHistory<String, ReorderableSingleCollectionIdentifier>()
        var collection = tiles("a", "b", "c")
        history.apply(SingleDifference(sources: ["a"], position: .end), to: &collection)
        history.undo(in: &collection)
        history.apply(SingleDifference(sources: ["c"], position: .before("a")), to: &collection)
        #expect(!history.canRedo)
        #expect(collection.map(\.id) == ["c", "a", "b"])
    }

    @Test func forgetsTheOldestStepsPastItsLimit() {
        var history = ReorderHistory<String, ReorderableSingleCollectionIdentifier>(limit: 2)
        var collection = tiles("a", "b", "c")
        for _ in 0..<3 {
            history.apply(SingleDifference(sources: ["a"], position: .end), to: &collection)
            history.apply(SingleDifference(sources: ["a"], position: .before("b")), to: &collection)
        }
        let undone4 = history.undo(in: &collection)
        #expect(undone4)
        let undone5 = history.undo(in: &collection)
        #expect(undone5)
        let undone6 = history.undo(in: &collection)
        #expect(!undone6)
    }

    @Test(arguments: [UInt64(21), 22, 23])
    func undoRestoresEveryRandomSequenceExactly(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<100 {
            let original = tiles(count: Int.random(in: 0..<30, using: &generator))
            var collection = original
            var history = ReorderHistory<String, ReorderableSingleCollectionIdentifier>()
            var states = [collection]
            for _ in 0..<Int.random(in: 1..<8, using: &generator) {
                let sources = collection.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }.map(\.id)
                let position: SingleDifference.Position = collection.isEmpty || Bool.random(using: &generator)
                    ? .end : .before(collection[Int.random(in: 0..<collection.count, using: &generator)].id)
                let difference = SingleDifference(sources: sources, position: position)
                history.apply(difference, to: &collection)
                if collection != states.last { states.append(collection) }
            }
            var forward = states
            while history.undo(in: &collection) {
                forward.removeLast()
                #expect(collection == forward.last, "each undo restores the previous state exactly")
            }
            #expect(collection == original)
            var replayed = [collection]
            while history.redo(in: &collection) { replayed.append(collection) }
            #expect(replayed == states, "redo replays every step exactly")
        }
    }

    @Test(arguments: [UInt64(31), 32])
    func undoRestoresMovesAcrossCollectionsExactly(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            var lists = randomCollections(maxCount: 10, using: &generator)
            let original = lists
            var history = ReorderHistory<String, Int>()
            for _ in 0..<Int.random(in: 1..<5, using: &generator) {
                history.apply(randomDifference(across: lists, using: &generator), to: &lists)
            }
            let moved = lists
            while history.undo(in: &lists) {}
            #expect(lists == original)
            while history.redo(in: &lists) {}
            #expect(lists == moved)
        }
    }
}
