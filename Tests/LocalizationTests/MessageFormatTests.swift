import Localization
import Testing

/// `MessageFormat` fills what gettext's `c-format` check accepts, and nothing else.
struct MessageFormatTests {
    @Test func placesAreFilledInOrder() {
        #expect(MessageFormat.fill("Game %d · %s", with: [3, "Klondike"]) == "Game 3 · Klondike")
        #expect(MessageFormat.fill("%i of %u", with: [2, 7]) == "2 of 7")
        #expect(MessageFormat.fill("%ld cards", with: [104]) == "104 cards")
    }

    @Test func positionalPlacesLetATranslationReorder() {
        // German says the suit first: "Kreuz Drei".
        #expect(MessageFormat.fill("%2$s %1$s", with: ["Drei", "Kreuz"]) == "Kreuz Drei")
        #expect(MessageFormat.fill("%1$s, %1$s", with: ["echo"]) == "echo, echo")
    }

    @Test func percentSignsAndStrayPercentsSurvive() {
        #expect(MessageFormat.fill("%d%%", with: [50]) == "50%")
        #expect(MessageFormat.fill("100% sure, %s", with: ["yes"]) == "100% sure, yes")
        #expect(MessageFormat.fill("ends in %", with: [1]) == "ends in %")
    }

    @Test func aPlaceWithNoArgumentStaysAsWritten() {
        #expect(MessageFormat.fill("%s and %s", with: ["one"]) == "one and %s")
        #expect(MessageFormat.fill("%3$s", with: ["a", "b"]) == "%3$s")
    }

    /// Property: text with no `%` comes back unchanged, whatever the arguments.
    @Test func textWithoutPlacesIsUnchanged() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc xyz·⟦⟧שלום$1\n\"")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            #expect(MessageFormat.fill(text, with: [1, "two"]) == text)
        }
    }

    /// Property: a template of positional places in any order fills each with its own argument.
    @Test func positionalPlacesInAnyOrderFillTheirOwnArgument() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let count = Int.random(in: 1...6, using: &generator)
            let arguments = (0..<count).map { "arg\($0)-\(Int.random(in: 0...999, using: &generator))" }
            let order = (1...count).shuffled(using: &generator)
            let template = order.map { "%\($0)$s" }.joined(separator: "|")
            let expected = order.map { arguments[$0 - 1] }.joined(separator: "|")
            #expect(MessageFormat.fill(template, with: arguments) == expected)
        }
    }
}

/// Without a catalogue for the language, every lookup answers in English, plurals by English's
/// rule: the test process binds none.
struct EnglishFallbackTests {
    @Test func messagesComeBackAsWritten() {
        #expect(tr("Hint") == "Hint")
        #expect(tr("Game %d", 12) == "Game 12")
        #expect(trc("card rank", "Jack") == "Jack")
    }

    @Test func pluralsFollowTheCount() {
        #expect(trn("%d move", "%d moves", 1) == "1 move")
        #expect(trn("%d move", "%d moves", 0) == "0 moves")
        #expect(trn("%d move", "%d moves", 2) == "2 moves")
        #expect(trn("%1$d card on %2$s", "%1$d cards on %2$s", 3, 3, "Tableau 1") == "3 cards on Tableau 1")
        #expect(trnc("badge", "%d item", "%d items", 1) == "1 item")
    }
}
