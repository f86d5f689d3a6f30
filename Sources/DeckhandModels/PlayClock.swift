/// How long a game has been played: it runs from the first move until the game is won or
/// put away, and adds up across sittings (a saved game keeps its time).
///
/// ```swift
/// var clock = PlayClock(seconds: 30)   // played half a minute in an earlier sitting
/// clock.start(at: 100)                 // the first move, on the caller's clock
/// clock.text(at: 165)                  // "1:35"
/// ```
public struct PlayClock: Equatable, Sendable {
    /// Seconds played before the current run.
    public private(set) var banked: Double
    /// When the current run began, on the caller's clock; nil while stopped.
    public private(set) var runningSince: Double?

    /// A stopped clock showing `seconds`.
    public init(seconds: Double = 0) {
        banked = max(0, seconds)
    }

    /// Whether the clock runs.
    public var isRunning: Bool { runningSince != nil }

    /// Starts the clock at `now`, unless it runs.
    public mutating func start(at now: Double) {
        if runningSince == nil { runningSince = now }
    }

    /// Stops the clock at `now`, keeping the time run.
    public mutating func stop(at now: Double) {
        banked = seconds(at: now)
        runningSince = nil
    }

    /// The seconds played, as of `now`.
    public func seconds(at now: Double) -> Double {
        banked + (runningSince.map { max(0, now - $0) } ?? 0)
    }

    /// The time played as of `now`, as a clock shows it: "0:07", "12:40", "1:02:03".
    public func text(at now: Double) -> String {
        let whole = Int(seconds(at: now))
        let (hours, minutes, seconds) = (whole / 3600, whole / 60 % 60, whole % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))" : "\(minutes):\(twoDigits(seconds))"
    }
}
