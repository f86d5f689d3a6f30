import Foundation

/// What Linux says of a running process, found by its ID in `/proc/ID/stat`: whether it has
/// ended (a zombie its parent has not reaped yet), and when it started.
struct ProcessState {
    /// Whether the process has ended, though its ID still names it.
    let hasEnded: Bool
    /// When the process started, to within a second (the boot time's precision).
    let started: Date

    /// The state of process `id`; nil where `/proc` says nothing of it.
    init?(id: Int32) {
        guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")"), let boot = Self.bootTime else { return nil }
        // After the command's name (which may hold spaces and parentheses): the state, then 18
        // fields, then the start time in clock ticks after the boot.
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        hasEnded = fields[0] == "Z" || fields[0] == "X"
        started = boot.addingTimeInterval(ticks / Double(sysconf(Int32(_SC_CLK_TCK))))
    }

    /// When the machine booted (`btime` in `/proc/stat`).
    private static let bootTime: Date? = (try? String(contentsOfFile: "/proc/stat", encoding: .utf8))?
        .split(whereSeparator: \.isNewline)
        .first { $0.hasPrefix("btime ") }
        .flatMap { Double($0.dropFirst("btime ".count)) }
        .map { Date(timeIntervalSince1970: $0) }
}
