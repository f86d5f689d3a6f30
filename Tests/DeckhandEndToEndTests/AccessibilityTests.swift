import Foundation
import TestFolders
import XCTest

/// Deckhand as a screen reader sees it: each window is started in a private D-Bus session with
/// the AT-SPI bus, and its tree is read by an AT-SPI client (`Tests/Accessibility/atspi_tree.py`,
/// pyatspi), as Orca reads it.
final class AccessibilityTests: XCTestCase {
    private typealias Node = AccessibleNode

    /// Roles of controls whose parts are read as the control.
    static let controlRoles: Set = ["push button", "toggle button", "page tab", "menu item", "list item"]

    /// Roles a person operates or reads: each must have a name of its own.
    private static let namedRoles: Set = ["push button", "toggle button", "entry", "text", "label", "image", "list", "table", "page tab list"]

    func testEveryControlAndLabelInEachWindowHasAName() throws {
        for arguments in [["--seed=3"], ["--window=playlist"], ["--page=lists"]] {
            let nodes = try tree(arguments).readAlone
            let controls = nodes.filter { Self.namedRoles.contains($0.role) }
            XCTAssertGreaterThan(controls.count, 5, "\(arguments[0]): the tree was read")
            for node in controls {
                XCTAssertFalse(node.name.isEmpty, "\(arguments[0]): an unnamed \(node.role)")
                XCTAssertFalse(node.name.hasPrefix("Gtk") || node.name.hasPrefix("Adw"),
                               "\(arguments[0]): a \(node.role) named after its widget type, \(node.name)")
            }
        }
    }

    func testPilesSayWhatTheyHoldAndFaceDownCardsNothingOfTheirFace() throws {
        let nodes = try tree(["--seed=3"]).all
        let piles = nodes.map(\.name).filter { name in
            ["Stock, ", "Waste, ", "Foundation ", "Tableau "].contains { name.hasPrefix($0) }
        }
        XCTAssertEqual(piles.count, 13, "every pile is named: \(piles)")
        XCTAssertTrue(piles.contains("Stock, 24 cards"), "\(piles)")
        XCTAssertTrue(piles.contains("Waste, empty"), "\(piles)")
        XCTAssertTrue(piles.contains { $0.hasPrefix("Tableau 7, 7 cards, top: ") }, "\(piles)")
        let cards = nodes.filter { $0.name == "Face-down card" || $0.name.hasSuffix(", face up") }
        // The stock's top card stands for the 23 under it, which the pile's name counts.
        XCTAssertEqual(cards.count, 52 - 23)
        XCTAssertEqual(cards.filter { $0.name == "Face-down card" }.count, 1 + 21, "the stock's top card and the tableau's hidden cards")
        XCTAssertEqual(cards.filter { $0.name.hasSuffix(", face up") }.count, 7, "one face-up card on each tableau pile")
    }

    /// Game 7 from the keyboard: every step is spoken on the card that has focus, at that step
    /// (not one late); the same news twice is spoken twice; Tab leaves the table and Shift+Tab
    /// comes back to the card in the ring.
    func testEveryKeyboardStepOnTheCardTableIsSpokenOnTheFocusedCard() throws {
        let keys = ["Right", "space", "Right", "Right", "space",
                    "space", "Right", "Right", "space", "space", "Escape",
                    "Tab", "shift+Tab"]
        let steps = try self.steps(keys, arguments: ["--seed=7"])
        XCTAssertEqual(steps.count, keys.count)
        func check(_ index: Int, focused: String, said: String, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(steps[index].focused?.name, focused, "after \(keys[index]) (\(index))", file: file, line: line)
            XCTAssertEqual(steps[index].focused?.role, "push button", "a card is a button", file: file, line: line)
            XCTAssertEqual(steps[index].said.last, said, "after \(keys[index]) (\(index))", file: file, line: line)
        }
        check(0, focused: "Six of diamonds, face up", said: "Six of diamonds, Tableau 2, 2 of 2")
        check(1, focused: "Six of diamonds, face up", said: "Picked up Six of diamonds; choose a pile with the arrows, Space to drop")
        check(3, focused: "Seven of spades, face up", said: "Over Tableau 4, 4 cards, top: Seven of spades")
        check(4, focused: "Six of diamonds, face up", said: "Six of diamonds moved to Tableau 4")
        check(5, focused: "Six of diamonds, face up", said: "Picked up Six of diamonds; choose a pile with the arrows, Space to drop")
        check(7, focused: "Eight of diamonds, face up", said: "Over Tableau 6, 6 cards, top: Eight of diamonds")
        check(8, focused: "Eight of diamonds, face up", said: "Six of diamonds cannot go on Tableau 6")
        check(9, focused: "Eight of diamonds, face up", said: "Six of diamonds cannot go on Tableau 6")
        check(10, focused: "Six of diamonds, face up", said: "Six of diamonds put back on Tableau 4")
        XCTAssertFalse(steps[11].focused?.name.hasSuffix(", face up") ?? true, "Tab leaves the table")
        XCTAssertEqual(steps[12].focused?.name, "Six of diamonds, face up", "Shift+Tab comes back to the ring")
    }

    /// Tab reaches every card of the gallery's grid, each a named button; the keyboard moves
    /// one, and every step names the card and its position.
    func testTabReachesEveryGalleryCardAndEachKeyboardStepIsSpoken() throws {
        // "TabTo:~" names nothing: Tab goes once round the window, back to where it began.
        let keys = ["TabTo:~", "TabTo:Anchor", "space", "Right", "Right", "space", "space", "Left", "Escape"]
        let steps = try self.steps(keys, arguments: ["--page=grid"])
        let cards = Set(steps[0].passed.filter { $0.contains(" card, ") })
        XCTAssertEqual(cards.count, 14, "Tab reaches every card: \(steps[0].passed)")
        XCTAssertTrue(cards.contains("Harbour, blue card, 1 of 14"), "each card says its place: \(cards)")
        XCTAssertEqual(steps[1].focused?.role, "push button")
        let said = steps.dropFirst(2).map { $0.said.last ?? "" }
        XCTAssertEqual(said, [
            "Picked up Anchor, position 3 of 14", "Anchor moved to position 4 of 14", "Anchor moved to position 5 of 14",
            "Anchor dropped at position 5 of 14", "Picked up Anchor, position 5 of 14", "Anchor moved to position 4 of 14",
            "Cancelled, Anchor back at position 5 of 14",
        ])
        XCTAssertTrue(steps.dropFirst(1).allSatisfy { $0.focused?.name.hasPrefix("Anchor, slate card, ") == true }, "focus stays on the card")
        XCTAssertEqual(steps[5].focused?.name, "Anchor, slate card, 5 of 14", "dropped, the card names its new place")
    }

    /// A click selects a card and Ctrl+click adds one, and a screen reader sees both selected.
    func testTheGallerysSelectionIsExposed() throws {
        let steps = try self.steps(["click:Anchor", "ctrl+click:Sailcloth", "ctrl+click:Anchor"], arguments: ["--page=grid"])
        func cards(_ step: ScreenReaderStep) -> [String] { (step.selected ?? []).filter { $0.contains(" card, ") } }
        XCTAssertEqual(cards(steps[0]), ["Anchor, slate card, 3 of 14"])
        XCTAssertEqual(cards(steps[1]), ["Anchor, slate card, 3 of 14", "Sailcloth, purple card, 6 of 14"])
        XCTAssertEqual(cards(steps[2]), ["Sailcloth, purple card, 6 of 14"], "Ctrl+click takes one out again")
    }

    /// Tab goes through every item on the other gallery pages too (with the grid's 14, all 42),
    /// each named with its place.
    func testTabReachesEveryItemOnTheOtherGalleryPages() throws {
        for (page, count) in [("stacks", 10), ("custom", 8), ("lists", 10)] {
            let passed = try steps(["TabTo:~"], arguments: ["--page=\(page)"])[0].passed
            let items = Set(passed.filter { $0.range(of: #", \d+ of \d+$"#, options: .regularExpression) != nil })
            XCTAssertEqual(items.count, count, "\(page): \(passed)")
        }
    }

    /// Writes a playlist of four tracks (One by Ann … Four by Di, each 100 s) to `playlist`,
    /// with their (empty) files beside it.
    private static func writeFourTracks(to playlist: URL) throws {
        let folder = playlist.deletingLastPathComponent()
        for number in 1...4 { try Data().write(to: folder.appendingPathComponent("\(number).mp3")) }
        try "#EXTM3U\n#EXTINF:100,Ann - One\n1.mp3\n#EXTINF:100,Bo - Two\n2.mp3\n#EXTINF:100,Cy - Three\n3.mp3\n#EXTINF:100,Di - Four\n4.mp3\n"
            .write(to: playlist, atomically: true, encoding: .utf8)
    }

    /// The playlist's rows are named list items, and a keyboard move is spoken on the focused
    /// row at every step, the same news twice included.
    func testPlaylistRowsAreNamedAndKeyboardMovesSpokenOnTheFocusedRow() throws {
        let folder = try makeTemporaryFolder("deckhand-a11y")
        let playlist = folder.appendingPathComponent("four.m3u")
        try Self.writeFourTracks(to: playlist)
        let keys = ["TabTo:One", "Down", "space", "Down", "Down", "Down", "Down", "space"]
        let steps = try self.steps(keys, arguments: [playlist.path])
        XCTAssertEqual(steps[0].focused?.role, "list item")
        XCTAssertEqual(steps[0].focused?.name, "One, Ann, 1 of 4")
        XCTAssertEqual(steps[1].focused?.name, "Two, Bo, 2 of 4")
        XCTAssertEqual(steps.dropFirst(2).map { $0.said.last ?? "" }, [
            "Picked up Two, position 2 of 4", "Two moved to position 3 of 4", "Two moved to position 4 of 4",
            "Two cannot move further, position 4 of 4", "Two cannot move further, position 4 of 4",
            "Two dropped at position 4 of 4",
        ])
    }

    /// The header bar's play button is named for what it would do: Play, then Pause while the
    /// track plays, then Resume.
    func testThePlayButtonIsNamedForWhatItWouldDo() throws {
        let folder = try makeTemporaryFolder("deckhand-a11y")
        try AudioFixtures.make([.init(name: "a.ogg", tenths: 100, tags: "title=Alpha", encoder: "vorbisenc ! oggmux")], in: folder)
        let playlist = folder.appendingPathComponent("a.m3u")
        try "a.ogg\n".write(to: playlist, atomically: true, encoding: .utf8)
        let steps = try self.steps(["TabTo:Play the selected track", "Return", "Return"], arguments: [playlist.path])
        XCTAssertEqual(steps.map { $0.focused?.name ?? "" }, ["Play the selected track", "Pause", "Resume"])
    }

    /// Sort by Title, chosen from the Sort menu with the keyboard, puts the rows in title order
    /// and says so to a screen reader. (The keyboard rather than the pointer: GTK 4.8 gives a
    /// popover's items extents in the popover's own coordinates, so a client cannot aim at
    /// them.)
    func testSortingFromTheMenuReordersTheRowsAndIsSpoken() throws {
        let folder = try makeTemporaryFolder("deckhand-a11y")
        let playlist = folder.appendingPathComponent("four.m3u")
        try Self.writeFourTracks(to: playlist)
        let steps = try self.steps(["TabTo:Sort", "Return", "Down", "Down", "Return", "TabTo:Four", "Down"], arguments: [playlist.path])
        XCTAssertEqual(steps[3].focused?.name, "Sort by Title", "\(steps.map { $0.focused?.name ?? "" })")
        // GTK reads the button's tooltip after the news.
        XCTAssertTrue(steps[4].said.last?.hasPrefix("Sorted by title: 4 tracks") == true, "\(steps[4])")
        XCTAssertEqual(steps[5].focused?.name, "Four, Di, 1 of 4", "the rows in title order: \(steps[5].passed)")
        XCTAssertEqual(steps[6].focused?.name, "One, Ann, 2 of 4")
    }

    /// The keyboard keeps the pointer's rules (the pinned card stays, nothing goes above the
    /// column's top card, a full basket takes nothing) and takes a toy to the list beside its
    /// own with Left and Right (Escape takes it back), every step spoken.
    func testTheKeyboardKeepsThePointersRulesAndMovesToysBetweenLists() throws {
        let stacks = try steps(["TabTo:Pinned", "space", "TabTo:Knots", "space", "Up", "Down", "Escape"], arguments: ["--page=stacks"])
        XCTAssertEqual(stacks.map { $0.said.last ?? "" }, [
            "", "Pinned cannot be moved", "", "Picked up Knots, position 2 of 5",
            "Knots cannot go there, position 2 of 5", "Knots moved to position 3 of 5", "Cancelled, Knots back at position 2 of 5",
        ])
        let lists = try steps(["TabTo:Yarn", "space", "Right", "Escape", "TabTo:Bell", "space", "Left", "Down", "space"], arguments: ["--page=lists"])
        XCTAssertEqual(lists.map { $0.said.last ?? "" }, [
            "", "Picked up Yarn ball, position 2 of 4", "Yarn ball cannot go to Luna’s toys", "Cancelled, Yarn ball back at position 2 of 4",
            "", "Picked up Bell ball, position 2 of 4", "Bell ball moved to Tom’s toys, position 2 of 5",
            "Bell ball moved to position 3 of 5", "Bell ball dropped at position 3 of 5",
        ])
        XCTAssertTrue(lists.suffix(3).allSatisfy { $0.focused?.name.hasPrefix("Bell ball, ") == true && $0.focused?.role == "list item" }, "focus went with the toy")
        XCTAssertEqual(lists.last?.focused?.name, "Bell ball, 3 of 5")
        // Escape after a move into another list takes the toy back where it was picked up;
        // a step past the end is spoken on the toy too.
        let back = try steps(["TabTo:Bell", "space", "Left", "Down", "Down", "Down", "Down", "Escape"], arguments: ["--page=lists"])
        XCTAssertEqual(back.dropFirst(2).map { $0.said.last ?? "" }, [
            "Bell ball moved to Tom’s toys, position 2 of 5", "Bell ball moved to position 3 of 5",
            "Bell ball moved to position 4 of 5", "Bell ball moved to position 5 of 5",
            "Bell ball cannot move further, position 5 of 5", "Cancelled, Bell ball back in Luna’s toys at position 2 of 4",
        ])
        XCTAssertEqual(back.last?.focused?.name, "Bell ball, 2 of 4", "focus came back with the toy")
    }

    /// F10 opens each window's primary menu with its first item focused; Escape closes it and
    /// leaves focus on the menu button, not nowhere.
    func testF10OpensThePrimaryMenuInEveryWindow() throws {
        for (arguments, first) in [(["--seed=3"], "Restart This Game"), (["--page=grid"], "Show Swift Source"), (["--window=playlist"], "New Playlist")] {
            let steps = try self.steps(["F10", "Escape"], arguments: arguments)
            XCTAssertEqual(steps[0].focused?.role, "menu item", "\(arguments[0])")
            XCTAssertEqual(steps[0].focused?.name, first, "\(arguments[0])")
            XCTAssertEqual(steps[1].focused?.name, "Main menu", "\(arguments[0])")
        }
    }

    /// The card table's menu lists what the game on the table can do: Klondike's draw modes in
    /// Klondike, and not in Spider (where they would only ever be dimmed), whether Spider was
    /// opened from the command line or chosen with Select Game… while Klondike was on the table.
    func testTheCardTablesMenuListsTheDrawModesInKlondikeOnly() throws {
        let draws = ["New Game, Draw One", "New Game, Draw Three"]
        // Select Game… lists Klondike, FreeCell, Yukon, then Spider, with the game on the table
        // focused; no window manager gives the table the focus back when the list closes, so a
        // click on the table's heading does.
        let steps = try steps(["F10", "Escape", "ctrl+o", "Down", "Down", "Down", "Return", "click:Game ", "F10"], arguments: ["--seed=3"])
        let klondike = try XCTUnwrap(steps.first)
        XCTAssertEqual(klondike.focused?.name, "Restart This Game")
        XCTAssertTrue(Set(draws).isSubset(of: klondike.siblings), "\(klondike.siblings)")
        XCTAssertTrue(klondike.siblings.contains("Statistics"), "\(klondike.siblings)")
        let chosen = try XCTUnwrap(steps.last)
        XCTAssertEqual(chosen.focused?.name, "Restart This Game", "\(steps.map { $0.focused?.name ?? "" })")
        XCTAssertTrue(chosen.siblings.contains("Statistics"), "\(chosen.siblings)")
        XCTAssertTrue(Set(draws).isDisjoint(with: chosen.siblings), "\(chosen.siblings)")
        let spider = try XCTUnwrap(try self.steps(["F10"], arguments: ["--game=spider", "--deal=3"]).first)
        XCTAssertEqual(spider.focused?.name, "Restart This Game")
        XCTAssertTrue(Set(draws).isDisjoint(with: spider.siblings), "\(spider.siblings)")
    }

    /// Starts Deckhand with `arguments` in a private session bus, types `keys`, and returns
    /// what a screen reader heard after each.
    private func steps(_ keys: [String], arguments: [String]) throws -> [ScreenReaderStep] {
        try ScreenReaderClient.steps(keys, program: DeckhandProcess.binaryURL(), arguments: arguments)
    }

    /// Starts Deckhand with `arguments` in a private session bus and reads its tree.
    private func tree(_ arguments: [String]) throws -> Node {
        let line = try ScreenReaderClient.run([], program: DeckhandProcess.binaryURL(), arguments: arguments)
        return try JSONDecoder().decode(Node.self, from: Data(line.utf8))
    }
}

extension AccessibleNode {
    /// The nodes a screen reader reads on their own: a named control (a button, a page tab) is
    /// read by its name, and the icon and text inside it are parts of it.
    var readAlone: [AccessibleNode] {
        let isNamedControl = AccessibilityTests.controlRoles.contains(role) && !name.isEmpty
        return [self] + (isNamedControl ? [] : children.flatMap(\.readAlone))
    }
}
