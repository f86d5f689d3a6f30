import Dispatch
import Patience
import SeededRandom
import Synchronization
import Testing

/// Every game's solver: its winning lines win when the table plays them, and what it calls
/// lost has no winning line, checked by a search over the game's own moves on endgames small
/// enough to try every line.
@Suite struct SolverTests {
    @Test(arguments: GameKind.allCases)
    func aWinningLineWinsWhenTheTablePlaysIt(kind: GameKind) {
        for drawMode in kind.offersDrawModes ? [DrawMode.one, .three] : [.one] {
            for number in 1...2 {
                let game = kind.newGame(number: UInt64(number), drawMode: drawMode)
                guard case .winnable(let line) = game.solve(limit: 20_000) else { continue }
                var played = game
                for step in line {
                    let taken = played.play(step)
                    #expect(taken, "\(kind) \(number): \(step) is legal when it is played")
                }
                #expect(played.isWon, "\(kind) \(number), draw \(drawMode.rawValue): the line ends in a win")
            }
        }
    }

    @Test func aSearchStopsWhenItsAskerGivesUp() {
        let asked = Mutex(0)
        let verdict = SearchCancellation.asking({ asked.withLock { $0 += 1; return true } }) {
            SpiderGame(seed: 1, suits: .four).solve(limit: 10_000_000)
        }
        #expect(verdict == .unknown)
        #expect(asked.withLock { $0 } == 1, "asked once: the search stops at the first question")
        let going = SearchCancellation.asking({ false }) { KlondikeGame(seed: 5).solve(limit: 200_000) }
        #expect(going != .unknown, "an asker still waiting lets it finish")
    }

    @Test func aQuestionAskedOnADispatchQueuesThreadIsHeard() {
        // As the card table asks: on a queue's thread, outside any task (where binding a
        // task-local value crashed Swift 6.3's runtime).
        let answer = Mutex<SolverVerdict?>(nil)
        let asked = Mutex(0)
        let done = DispatchGroup()
        done.enter()
        DispatchQueue(label: "solver").async {
            let verdict = SearchCancellation.asking({ asked.withLock { $0 += 1; return true } }) {
                SpiderGame(seed: 1, suits: .four).solve(limit: 10_000_000)
            }
            answer.withLock { $0 = verdict }
            done.leave()
        }
        done.wait()
        #expect(answer.withLock { $0 } == .unknown)
        #expect(asked.withLock { $0 } == 1, "heard, and the search stopped at once")
    }

    @Test func klondikeAndYukonDealsAreWon() {
        #expect(KlondikeGame(seed: 3).solve(limit: 200_000) != .unknown)
        guard case .winnable = KlondikeGame(seed: 5, drawMode: .one).solve(limit: 200_000) else {
            Issue.record("Klondike 5, draw one, is won within 200,000 positions")
            return
        }
        guard case .winnable = KlondikeGame(seed: 1, variant: .yukon).solve(limit: 200_000) else {
            Issue.record("Yukon 1 is won within 200,000 positions")
            return
        }
    }

    @Test(arguments: [(KlondikeVariant.klondike, DrawMode.one), (.klondike, .three), (.yukon, .one)])
    func klondikeEndgamesAreCalledLostExactlyWhenNoLineWins(variant: KlondikeVariant, drawMode: DrawMode) {
        checkVerdicts(of: (1...15).map { klondikeEndgame(seed: UInt64($0), variant: variant, drawMode: drawMode) })
    }

    @Test func fortyThievesEndgamesAreCalledLostExactlyWhenNoLineWins() {
        checkVerdicts(of: (1...15).map { fortyThievesEndgame(seed: UInt64($0)) })
    }

    @Test func golfEndgamesAreCalledLostExactlyWhenNoLineWins() {
        checkVerdicts(of: (1...25).map { golfEndgame(seed: UInt64($0)) })
    }

    @Test(arguments: [DrawMode.one, .three])
    func aKlondikeGameWithItsAceBuriedUnderItsKingIsLost(drawMode: DrawMode) {
        // Every card home but the spades; the ace and the two lie face down under the king and
        // the queen, black never builds on black, and no column can empty for a king.
        var piles: [PileID: [PlacedCard]] = [:]
        for (index, suit) in [Card.Suit.clubs, .diamonds, .hearts].enumerated() {
            piles[.foundation(index)] = (1...13).map { PlacedCard(Card(rank: $0, suit: suit), faceUp: true) }
        }
        let spades = [["?AS", "KS"], ["?2S", "QS"], ["3S"], ["4S"], ["JS"], ["7S", "8S", "9S"], ["10S"]]
        for (index, column) in spades.enumerated() {
            piles[.tableau(index)] = column.map { PlacedCard(card(String($0.drop { $0 == "?" })), faceUp: !$0.hasPrefix("?")) }
        }
        piles[.stock] = [PlacedCard(card("5S"), faceUp: false), PlacedCard(card("6S"), faceUp: false)]
        let game = KlondikeGame(seed: 1, drawMode: drawMode, piles: piles, score: 0, moves: 0)
        #expect(game.solve(limit: 10_000) == .lost)
        #expect(game.canStillBeWon() == false)
        #expect(!canBeWonTryingEveryLine(game))
    }

    @Test func aYukonGameWonOnlyByPuttingAnAceWithItsCardsOnATwoIsWinnable() {
        // Clubs and diamonds home, spades up to the ace. The ace of hearts, with the king on
        // it, lies on the two of hearts (face down): the only way to win moves the ace and the
        // king onto the two of spades, uncovering the two of hearts, which goes onto the three
        // of spades and empties a column for the king. Sending the two of spades home first,
        // as a safe card in Klondike would be, loses: every other card is a heart or a spade
        // that waits on them.
        var piles: [PileID: [PlacedCard]] = [:]
        for (index, suit) in [Card.Suit.clubs, .diamonds].enumerated() {
            piles[.foundation(index)] = (1...13).map { PlacedCard(Card(rank: $0, suit: suit), faceUp: true) }
        }
        piles[.foundation(2)] = []
        piles[.foundation(3)] = [PlacedCard(card("AS"), faceUp: true)]
        let columns = [
            ["?2H", "AH", "KH"], ["?QH", "?KS", "2S"], ["?3H", "?4S", "3S"], ["?5H", "?4H", "?6S", "5S"],
            ["?7H", "?6H", "?8S", "7S"], ["?9H", "?8H", "?10S", "9S"], ["?JH", "?10H", "?QS", "JS"],
        ]
        for (index, column) in columns.enumerated() {
            piles[.tableau(index)] = column.map { PlacedCard(card(String($0.drop { $0 == "?" })), faceUp: !$0.hasPrefix("?")) }
        }
        piles[.stock] = []
        piles[.waste] = []
        let game = KlondikeGame(seed: 1, drawMode: .one, piles: piles, score: 0, moves: 0, variant: .yukon)
        #expect(canBeWonTryingEveryLine(game))
        guard case .winnable(let line) = game.solve(limit: 50_000) else {
            Issue.record("the game is winnable: the ace and the king go onto the two of spades")
            return
        }
        var played = game
        for step in line {
            let made = played.play(step)
            #expect(made, "\(step)")
        }
        #expect(played.isWon)

        var twoHome = game
        let sent = twoHome.play(.move(move("2S", to: .foundation(3))))
        #expect(sent)
        #expect(!canBeWonTryingEveryLine(twoHome), "with the two of spades home the game is lost")
    }

    @Test func aFortyThievesGameWithItsAcesUnderTheirTwosIsLost() {
        // Every card home but the spades; each column's top is two above the next, so no card
        // builds on another, and the stock's court cards go nowhere.
        var piles: [PileID: [PlacedCard]] = [:]
        for (index, suit) in [Card.Suit.clubs, .diamonds, .hearts].enumerated() {
            for copy in 0..<2 {
                piles[.foundation(index * 2 + copy)] = (1...13).map { PlacedCard(Card(rank: $0, suit: suit, copy: copy), faceUp: true) }
            }
        }
        for column in 0..<10 {
            let low = (column / 2) * 2 + 1
            piles[.tableau(column)] = [low, low + 1].map { PlacedCard(Card(rank: $0, suit: .spades, copy: column % 2), faceUp: true) }
        }
        piles[.stock] = (11...13).flatMap { rank in (0..<2).map { PlacedCard(Card(rank: rank, suit: .spades, copy: $0), faceUp: false) } }
        let game = FortyThievesGame(seed: 1, piles: piles, moves: 0)
        #expect(game.solve(limit: 10_000) == .lost)
        #expect(!canBeWonTryingEveryLine(game))
    }

    /// Checks the solver's verdict on each of `endgames` against trying every line: lost
    /// exactly when no line wins, and never unknown.
    private func checkVerdicts(of endgames: [some PatienceGame], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, game) in endgames.enumerated() {
            let verdict = game.solve(limit: 50_000)
            let winnable = canBeWonTryingEveryLine(game)
            if verdict == .unknown { Issue.record("endgame \(index + 1) is small enough to decide", sourceLocation: sourceLocation) }
            #expect((verdict == .lost) == !winnable, "endgame \(index + 1): called \(verdict == .lost ? "lost" : "won"), \(winnable ? "winnable" : "lost") trying every line", sourceLocation: sourceLocation)
        }
    }

    /// Whether any line of legal moves and deals wins `game`: every position they reach,
    /// tried once, depth first, going back with the game's own undo.
    private func canBeWonTryingEveryLine<Game: PatienceGame>(_ start: Game) -> Bool {
        func key(_ game: Game) -> String {
            game.pileOrder.map { pile in
                game.cards(in: pile).map { ($0.isFaceUp ? "" : "?") + $0.id }.joined(separator: ",")
            }.joined(separator: "|")
        }
        func steps(_ game: Game) -> [SolverStep] { game.legalMoves.map(SolverStep.move) + [.deal] }
        var game = start
        if game.isWon { return true }
        var seen: Set<String> = [key(game)]
        var untried = [steps(game)]
        while !untried.isEmpty {
            guard let step = untried[untried.count - 1].popLast() else {
                untried.removeLast()
                if !untried.isEmpty { game.undo() }
                continue
            }
            guard game.play(step) else { continue }
            if game.isWon { return true }
            if seen.insert(key(game)).inserted {
                untried.append(steps(game))
            } else {
                game.undo()
            }
        }
        return false
    }

    /// A Klondike or Yukon endgame: each suit home up to 9 to 12, the cards left dealt to the
    /// columns, one to each first and the rest at random (the lowest of a column face down at random) and, in Klondike,
    /// the stock and the waste.
    private func klondikeEndgame(seed: UInt64, variant: KlondikeVariant, drawMode: DrawMode) -> KlondikeGame {
        var random = SeededGenerator(seed: seed)
        var piles: [PileID: [PlacedCard]] = [:]
        var left: [Card] = []
        for (index, suit) in Card.Suit.allCases.enumerated() {
            let height = Int.random(in: 9...12, using: &random)
            piles[.foundation(index)] = (0..<height).map { PlacedCard(Card(rank: $0 + 1, suit: suit), faceUp: true) }
            left += (height..<13).map { Card(rank: $0 + 1, suit: suit) }
        }
        var columns = [[Card]](repeating: [], count: 7)
        var stock: [Card] = [], waste: [Card] = []
        for (index, card) in left.shuffled(using: &random).enumerated() {
            // A card in each column first: an empty column takes any king, which frees most.
            let place = index < 7 ? index : Int.random(in: 0..<(variant == .yukon ? 7 : 10), using: &random)
            switch place {
            case 7, 8: stock.append(card)
            case 9: waste.append(card)
            default: columns[place].append(card)
            }
        }
        for (index, column) in columns.enumerated() {
            let faceDown = column.isEmpty ? 0 : Int.random(in: 0..<column.count, using: &random)
            piles[.tableau(index)] = column.enumerated().map { PlacedCard($1, faceUp: $0 >= faceDown) }
        }
        piles[.stock] = stock.map { PlacedCard($0, faceUp: false) }
        piles[.waste] = waste.map { PlacedCard($0, faceUp: true) }
        return KlondikeGame(seed: seed, drawMode: drawMode, piles: piles, score: 0, moves: 0, variant: variant)
    }

    /// A Golf endgame: fourteen cards at random, one on the foundation, some in the stock and
    /// the rest on the columns.
    private func golfEndgame(seed: UInt64) -> GolfGame {
        var random = SeededGenerator(seed: seed)
        var cards = Card.deck.shuffled(using: &random).prefix(14)
        var piles: [PileID: [PlacedCard]] = [GolfGame.foundation: [PlacedCard(cards.removeFirst(), faceUp: true)]]
        let stock = Int.random(in: 0...4, using: &random)
        piles[.stock] = cards.prefix(stock).map { PlacedCard($0, faceUp: false) }
        for (index, card) in cards.dropFirst(stock).enumerated() {
            piles[.tableau(index < 7 ? index : Int.random(in: 0..<7, using: &random)), default: []].append(PlacedCard(card, faceUp: true))
        }
        return GolfGame(seed: seed, piles: piles, moves: 0)
    }

    /// A Forty Thieves endgame: each foundation home up to 10 to 13, the cards left dealt to
    /// the columns, one to each first, and the rest at random to the columns, the stock and the
    /// waste.
    private func fortyThievesEndgame(seed: UInt64) -> FortyThievesGame {
        var random = SeededGenerator(seed: seed)
        var piles: [PileID: [PlacedCard]] = [:]
        var left: [Card] = []
        for (index, suit) in Card.Suit.allCases.enumerated() {
            for copy in 0..<2 {
                let height = Int.random(in: 10...13, using: &random)
                piles[.foundation(index * 2 + copy)] = (0..<height).map { PlacedCard(Card(rank: $0 + 1, suit: suit, copy: copy), faceUp: true) }
                left += (height..<13).map { Card(rank: $0 + 1, suit: suit, copy: copy) }
            }
        }
        var columns = [[PlacedCard]](repeating: [], count: 10)
        var stock: [PlacedCard] = [], waste: [PlacedCard] = []
        for (index, card) in left.shuffled(using: &random).enumerated() {
            let place = index < 10 ? index : Int.random(in: 0..<14, using: &random)
            switch place {
            case 10, 11: stock.append(PlacedCard(card, faceUp: false))
            case 12, 13: waste.append(PlacedCard(card, faceUp: true))
            default: columns[place].append(PlacedCard(card, faceUp: true))
            }
        }
        for (index, column) in columns.enumerated() { piles[.tableau(index)] = column }
        piles[.stock] = stock
        piles[.waste] = waste
        return FortyThievesGame(seed: seed, piles: piles, moves: 0)
    }
}
