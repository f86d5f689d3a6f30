import Patience
import Testing

/// The Microsoft deals, checked against layouts published by others: Rosetta Code's "Deal
/// cards for FreeCell" task prints games #1 and #617 (rows across the eight columns, T for ten).
@Suite("FreeCell deals")
struct FreeCellDealTests {
    /// The published rows, turned into columns.
    private func columns(ofRows rows: [String]) -> [[String]] {
        var columns = [[String]](repeating: [], count: 8)
        for row in rows {
            for (index, name) in row.split(separator: " ").enumerated() {
                columns[index].append(name.replacingOccurrences(of: "T", with: "10"))
            }
        }
        return columns
    }

    @Test func gameOneIsDealtAsPublished() {
        let published = columns(ofRows: [
            "JD 2D 9H JC 5D 7H 7C 5H",
            "KD KC 9S 5S AD QC KH 3H",
            "2S KS 9D QD JS AS AH 3C",
            "4C 5C TS QH 4H AC 4D 7S",
            "3S TD 4S TH 8H 2C JH 7D",
            "6D 8S 8D QS 6C 3D 8C TC",
            "6S 9C 2H 6H",
        ])
        #expect(MicrosoftDeal.columns(of: 1).map { $0.map(\.id) } == published)
    }

    @Test func game617StartsAsPublished() {
        let firstRow = MicrosoftDeal.columns(of: 617).prefix(6).map { $0[0].id }
        #expect(firstRow == ["7D", "AD", "5C", "3S", "5S", "8C"])
    }

    @Test(arguments: [1, 2, 617, 11982, 31999, 32000])
    func everyDealHoldsEachCardOnce(number: Int) {
        let columns = MicrosoftDeal.columns(of: number)
        #expect(columns.map(\.count) == [7, 7, 7, 7, 6, 6, 6, 6])
        #expect(Set(columns.flatMap { $0 }) == Set(Card.deck))
    }
}
