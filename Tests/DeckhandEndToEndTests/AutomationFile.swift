import Foundation

/// The automation file as tests read it: an independent decoding of the contract in ARCHITECTURE.md and docs/automation.md.
struct AutomationFile: Decodable {
    var windows: [Window]
    var style: Style

    /// The application's style.
    struct Style: Decodable {
        var dark: Bool
        /// Whether the icon theme finds the app's icon.
        var iconFound: Bool
    }

    struct Window: Decodable {
        var kind: String
        var title: String
        var width: Int
        var height: Int
        var xid: UInt
        var containers: [Container]
        var model: Model
        /// Whether the window's content fits it (nothing clipped for want of room).
        var fits: Bool

        func container(_ id: String) -> Container? { containers.first { $0.id == id } }
    }

    struct Container: Decodable {
        var id: String
        var items: [Item]
        /// Where a drag over the container would land now ("before:ID" or "end"), while one
        /// would.
        var drop: String?
        /// Whether items are carried by a drag or still sliding into place after one: until
        /// then they are drawn, and take presses, away from their frames.
        var moving: Bool?

        func item(_ id: String) -> Item? { items.first { $0.id == id } }
    }

    struct Item: Decodable {
        var id: String
        var label: String
        var x: Int
        var y: Int
        var width: Int
        var height: Int

        /// The point `fraction` of the way across and down the item.
        func point(across: Double = 0.5, down: Double = 0.5) -> (x: Int, y: Int) {
            (x + Int(Double(width) * across), y + Int(Double(height) * down))
        }
    }

    struct Model: Decodable {
        var order: [String]?
        var unsaved: Bool?
        var selection: [String]?
        var page: String?
        var lists: [String: [String]]?
        var ring: [String]?
        var stacks: [String: [String]]?
        var announcement: String?
        var scroll: Double?
        var won: Bool?
        var events: [String]?
        var summary: String?
        /// The card table's status line's end: the stock, the free cells, the deals left.
        var pileInfo: String?
        var asking: Bool?
        var file: String?
        var count: Int?
        var loading: Bool?
        var search: String?
        var reorderable: Bool?
        var status: String?
        /// The notice shown last (card table, playlist).
        var toast: String?
        /// The card table's title: game, score, moves.
        var heading: String?
        var frames: [String: FrameFigures]?
        var drag: Drag?
        var source: String?
        var skipped: Int?
        /// The playlist's tracks whose file is not there, once the files were looked for.
        var missing: [String]?
        /// The playlist's track playing or paused, and whether it is paused.
        var playing: String?
        var paused: Bool?
        /// Whether the playlist is laid out for a narrow window (the artist under the title).
        var narrow: Bool?
        /// Whether Find Missing Files is walking the folder chosen.
        var findingMissing: Bool?
        /// Whether a track that ends goes on to the next (the Play On preference).
        var playOn: Bool?
        /// The card table's felt, framed like an item.
        var table: Item?
        /// The card table's game (`klondike`, `freecell`), and each pile's frame by name.
        var game: String?
        var pileFrames: [String: Item]?
        /// The card table's game number.
        var seed: Int?
        /// The card table's moves so far, and whether its solver says the game can still be won.
        var moves: Int?
        var winnable: Bool?
        /// Whether the won game's cards are bouncing off the table.
        var celebrating: Bool?
        /// Whether the card table is dealing a new game, its cards face down until they land.
        var dealing: Bool?
    }

    /// A drag in progress on the card table, as its picture shows it.
    struct Drag: Decodable {
        var cards: [String]
        var pictured: Int
        var refused: Bool
    }

    /// How long a window's frames took while it did something (loading, dragging).
    struct FrameFigures: Decodable {
        var longestMs: Double
        var frames: Int
    }
}
