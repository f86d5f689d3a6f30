import Localization

/// Lengths as the playlist editor shows them: a track's as a clock, a playlist's total as a
/// clock up to a day and in days and hours beyond, as music players write them.
public enum DurationText {
    /// A track's length: "3:07", "1:02:03"; "0:00" for a length that is not a number.
    public static func clock(_ seconds: Double) -> String {
        // Up to a million hours: beyond, a length is damage, and Int would trap.
        let total = seconds.isFinite ? Int(min(max(seconds, 0), 3.6e9).rounded()) : 0
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let mmss = (minutes < 10 && hours > 0 ? "0" : "") + "\(minutes):" + (secs < 10 ? "0" : "") + "\(secs)"
        return hours > 0 ? "\(hours):\(mmss)" : mmss
    }

    /// A playlist's total length: a clock under a day ("1:20:20"), whole days and hours from
    /// one day on ("56 days 18 h", "1 day 0 h").
    public static func total(_ seconds: Double) -> String {
        let day = 86_400.0
        guard seconds.isFinite, seconds >= day else { return clock(seconds) }
        let hours = Int((min(seconds, 3.6e9) / 3600).rounded(.down))
        let days = hours / 24
        // TRANSLATORS: a playlist's total length: %1$d days and %2$d hours ("h" is short for hours).
        return trn("%1$d day %2$d h", "%1$d days %2$d h", days, days, hours % 24)
    }
}
