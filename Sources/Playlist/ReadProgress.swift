import Localization
import Synchronization

/// How far a playlist read has got, shared between the thread reading and the one showing it.
///
/// ```swift
/// let progress = ReadProgress()
/// Thread.detachNewThread { _ = try? PlaylistFile.read(contentsOf: url, progress: progress) }
/// progressBar.fraction = progress.fraction   // polled on the main thread
/// ```
public final class ReadProgress: Sendable {
    /// Parts per million done, so the value fits one atomic integer.
    private let partsPerMillion = Atomic<Int>(0)
    private let cancelled = Atomic<Bool>(false)

    /// Told every report, on the reading thread, for callers that want each step rather than
    /// polling.
    private let onReport: (@Sendable (Double) -> Void)?

    /// Creates a progress at zero; `onReport`, if given, hears each report as it is made.
    public init(onReport: (@Sendable (Double) -> Void)? = nil) {
        self.onReport = onReport
    }

    /// The fraction read, from 0 to 1.
    public var fraction: Double {
        Double(partsPerMillion.load(ordering: .relaxed)) / 1_000_000
    }

    /// Asks the read to stop: it fails soon with a "cancelled" error (checked every few
    /// thousand lines).
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether the read was asked to stop.
    public var isCancelled: Bool {
        cancelled.load(ordering: .relaxed)
    }

    /// What a cancelled read's error says.
    static var cancelledMessage: String { tr("the read was cancelled") }

    /// Records that `fraction` of the read is done (clamped to 0...1).
    public func report(_ fraction: Double) {
        let clamped = min(max(fraction, 0), 1)
        partsPerMillion.store(Int(clamped * 1_000_000), ordering: .relaxed)
        onReport?(clamped)
    }

    /// Records that `done` of `total` steps of the parsing stage are done, the stage running
    /// from 10% (the file read and decoded) to 100%.
    func reportParsed(_ done: Int, of total: Int) {
        guard total > 0 else { return }
        report(Self.parsingStart + (1 - Self.parsingStart) * Double(done) / Double(total))
    }

    /// The fraction at which parsing starts: reading and decoding come first.
    static let parsingStart = 0.1
}
