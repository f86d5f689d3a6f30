import Foundation

/// What Linux says of a running process, found by its ID in `/proc/ID/stat`: whether it has
/// ended (a zombie its parent has not reaped yet), and when it started, which tells it from a
/// later process given the same ID.
struct ProcessState {
    /// Whether the process has ended, though its ID still names it.
    let hasEnded: Bool
    /// When the process started, in clock ticks after the boot.
    let startTicks: UInt64

    /// The state of process `id`; nil where `/proc` says nothing of it.
    init?(id: Int32) {
        guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")") else { return nil }
        // After the command's name (which may hold spaces and parentheses): the state, then 18
        // fields, then the start time.
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 19, let ticks = UInt64(fields[19]) else { return nil }
        hasEnded = fields[0] == "Z" || fields[0] == "X"
        startTicks = ticks
    }
}
