import DeckhandGtk

/// How long each frame a window paints holds the main thread, from its frame clock's
/// before-paint to its after-paint (animations, layout, snapshot and rendering; not the
/// pointer events handled between frames), for the automation file when the benchmarks ask
/// for it (`DECKHAND_AUTOMATION_FRAMES`): a benchmark reads the count before a drag and the
/// frames after it. A frame that only lays out, painting nothing, is not counted.
@MainActor
final class FrameWork {
    /// How many frames were painted since the window was first followed.
    private(set) var count = 0
    /// The work of the latest frames (at most `kept`), oldest first, in seconds.
    private(set) var recent: [Double] = []
    /// How many of the latest frames are kept: ten seconds of frames at 60 a second.
    static let kept = 600
    private var began: Double?
    private var paints = false

    /// A frame begins.
    func frameBegan() {
        began = MainLoop.now
        paints = false
    }

    /// The frame begun last paints.
    func framePaints() {
        paints = true
    }

    /// The frame begun last has ended: timed if it painted.
    func frameEnded() {
        guard let began, paints else { return }
        self.began = nil
        count += 1
        recent.append(MainLoop.now - began)
        if recent.count > Self.kept { recent.removeFirst(recent.count - Self.kept) }
    }

    /// `{"count": …, "recentMs": […]}`, the work in milliseconds to a hundredth.
    var jsonValue: JSONValue {
        .object([
            "count": .number(Double(count)),
            "recentMs": .array(recent.map { .number(($0 * 100_000).rounded() / 100) }),
        ])
    }
}
