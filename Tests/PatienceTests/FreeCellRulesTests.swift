import Patience
import SeededRandom
import Testing

/// FreeCell's moves: what each pile takes, how long a run may move, and, over many random
/// games, that no move loses or doubles a card and that every move can be taken back exactly.
@Suite("FreeCell rules")
struct FreeCellRulesTests {
    /// An otherwise empty table with `columns` (ids, back first) and `cells`.
    private func table(_ columns: [[String]], cells: [String?] = [nil, nil, nil, nil]) -> FreeCellPosition {
        let padded = columns + Array(repeating: [], count: 8 - columns.count)
        return FreeCellPosition(columns: padded.map { $0.map(card) }, cells: cells.map { $0.map(card) })
    }

    @Test func aColumnTakesOneLowerInTheOtherColourAndAnEmptyOneTakesAnything() {
        let position = table([["KS", "QH"], ["JC"], ["JD"], ["5H"]])
        #expect(position.canMake(FreeCellMove(from: .column(1), to: .column(0))))
        #expect(!position.canMake(FreeCellMove(from: .column(2), to: .column(0))), "the same colour")
        #expect(!position.canMake(FreeCellMove(from: .column(3), to: .column(0))), "not one lower")
        #expect(position.canMake(FreeCellMove(from: .column(3), to: .column(5))), "an empty column")
    }

    @Test func cellsHoldOneCardAndFoundationsBuildUpBySuit() {
        let position = table([["2H", "AH"], ["3C"]], cells: ["AC", nil, nil, nil])
        #expect(!position.canMake(FreeCellMove(from: .column(1), to: .cell(0))), "the cell is taken")
        #expect(position.canMake(FreeCellMove(from: .column(1), to: .cell(1))))
        #expect(position.canMake(FreeCellMove(from: .column(0), to: .foundation(.hearts))))
        #expect(!position.canMake(FreeCellMove(from: .column(0), to: .foundation(.clubs))))
        #expect(position.canMake(FreeCellMove(from: .cell(0), to: .foundation(.clubs))))
        #expect(!position.canMake(FreeCellMove(from: .column(1), to: .foundation(.clubs))), "3C before 2C")
    }

    @Test func aRunMovesWhenCellsAndEmptyColumnsCouldCarryItOneCardAtATime() {
        // On the king of diamonds, a run of five from the six of spades down to the two.
        let column = ["KD", "6S", "5D", "4C", "3H", "2S"]
        let four = FreeCellMove(from: .column(0), to: .column(1), count: 4)
        let full = [column, ["6C"], ["9H"], ["9D"], ["10S"], ["10C"], ["QH"], ["QD"]]
        var position = table(full, cells: ["KC", "KH", nil, nil])
        #expect(position.runLength(ofColumn: 0) == 5)
        #expect(position.capacity(to: .column(1)) == 3, "two free cells, no empty column")
        #expect(!position.canMake(four), "four cards need more room than three")
        #expect(!position.canMake(FreeCellMove(from: .column(0), to: .column(1), count: 3)), "4C does not go on 6C")

        position = table([column, ["6C"]], cells: ["KC", "KH", nil, nil])
        #expect(position.capacity(to: .column(1)) == 3 << 6, "six empty columns")
        #expect(position.canMake(four))
        position.make(four)
        #expect(position.columns[1].map(\.id) == ["6C", "5D", "4C", "3H", "2S"])
        #expect(position.capacity(to: .column(7)) == 3 << 5, "an empty target column does not count")
    }

    @Test(arguments: 1...40)
    func randomMovesKeepEveryCardOnceAndTakeBackExactly(seed: Int) {
        var position = FreeCellPosition(deal: seed)
        var generator = SeededGenerator(seed: UInt64(seed))
        var made: [(FreeCellMove, FreeCellPosition)] = []
        for _ in 0..<150 {
            let moves = position.legalMoves
            guard !moves.isEmpty else { break }
            let move = moves[Int(generator.next() % UInt64(moves.count))]
            made.append((move, position))
            position.make(move)
            #expect(position.allCards.count == 52)
            #expect(Set(position.allCards).count == 52, "no card twice")
        }
        for (move, before) in made.reversed() {
            position.unmake(move)
            #expect(position == before, "taking \(move) back restores the position")
        }
        #expect(position == FreeCellPosition(deal: seed))
    }
}
