import Foundation
import Patience

/// Numbers of deals the solver has won, a few kept ready for each game (and Klondike draw
/// mode) so that New Game with winnable deals on never waits for a search. Kept in the data
/// folder (`winnable-deals.json`), written atomically; a file that cannot be read starts an
/// empty supply. Each change reads the file afresh before writing it, so that two windows, each
/// keeping numbers, neither deal the same number twice nor write over the numbers the other
/// found (two copies of the app could still cross between one's read and its write).
///
/// ```swift
/// var deals = WinnableDeals(environment: ProcessInfo.processInfo.environment)
/// if let number = WinnableDeals.find(.klondike, drawMode: .three, tries: 10) {
///     deals.add(number, for: .klondike, drawMode: .three)
/// }
/// let next = deals.take(for: .klondike, drawMode: .three)   // that number, once
/// ```
public struct WinnableDeals: Sendable {
    /// How many numbers each game keeps ready.
    public static let ready = 3
    /// How many positions the solver looks at before it gives a number up.
    public static let searchLimit = 200_000

    /// The file the numbers are kept in.
    public let url: URL
    private var shelves: [String: [UInt64]]

    /// The numbers kept in the data folder `environment` names (`UserDataFolder`).
    public init(environment: [String: String]) {
        url = UserDataFolder.url(environment: environment).appendingPathComponent("winnable-deals.json")
        shelves = Self.read(url) ?? [:]
    }

    /// The shelves kept in the file at `url`; nil when it is missing or cannot be read.
    private static func read(_ url: URL) -> [String: [UInt64]]? {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode([String: [UInt64]].self, from: $0) }
    }

    /// The name the numbers of `kind`, drawing `drawMode`, are kept under: "freecell",
    /// "klondike-draw-3".
    public static func shelf(_ kind: GameKind, drawMode: DrawMode) -> String {
        kind.offersDrawModes ? "\(kind.rawValue)-draw-\(drawMode.rawValue)" : kind.rawValue
    }

    /// How many numbers of `kind` are ready.
    public func count(for kind: GameKind, drawMode: DrawMode) -> Int {
        shelves[Self.shelf(kind, drawMode: drawMode)]?.count ?? 0
    }

    /// Whether `kind` has fewer numbers ready than it keeps.
    public func needsMore(for kind: GameKind, drawMode: DrawMode) -> Bool {
        count(for: kind, drawMode: drawMode) < Self.ready
    }

    /// The oldest number of `kind` ready, taken off the shelf; nil when none is.
    public mutating func take(for kind: GameKind, drawMode: DrawMode) -> UInt64? {
        let shelf = Self.shelf(kind, drawMode: drawMode)
        reread()
        guard let number = shelves[shelf]?.first else { return nil }
        shelves[shelf]?.removeFirst()
        save()
        return number
    }

    /// Keeps `number`, which the solver has won, ready for `kind`.
    public mutating func add(_ number: UInt64, for kind: GameKind, drawMode: DrawMode) {
        let shelf = Self.shelf(kind, drawMode: drawMode)
        reread()
        guard !(shelves[shelf] ?? []).contains(number) else { return }
        shelves[shelf, default: []].append(number)
        save()
    }

    /// Takes in what another copy wrote since: the file as it is now, or what this copy
    /// holds when the file is missing or cannot be read (writing it may have failed).
    private mutating func reread() {
        shelves = Self.read(url) ?? shelves
    }

    /// A number of `kind` the solver wins, trying at most `tries` numbers at random; nil
    /// when none of them is won. It takes up to a second a number: call it off the main
    /// thread.
    public static func find(
        _ kind: GameKind, drawMode: DrawMode, tries: Int,
        using generator: inout some RandomNumberGenerator
    ) -> UInt64? {
        for _ in 0..<tries {
            let number = UInt64.random(in: kind.numbers, using: &generator)
            if case .winnable = kind.newGame(number: number, drawMode: drawMode).solve(limit: searchLimit) { return number }
        }
        return nil
    }

    /// `find(_:drawMode:tries:using:)` with the system's random numbers.
    public static func find(_ kind: GameKind, drawMode: DrawMode, tries: Int) -> UInt64? {
        var generator = SystemRandomNumberGenerator()
        return find(kind, drawMode: drawMode, tries: tries, using: &generator)
    }

    private func save() {
        guard let data = try? JSONEncoder().encode(shelves) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}
