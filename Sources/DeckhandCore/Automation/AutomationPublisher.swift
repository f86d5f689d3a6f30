import Foundation
import DeckhandGtk

/// A window, or an observer of one, that publishes the window's state to the automation file.
@MainActor
protocol AutomationSource: DeckhandWindow {
    /// The window's current state.
    func automationSnapshot() -> AutomationWindow
}

/// Keeps the file named by `DECKHAND_AUTOMATION_FILE` up to date with every window's model and
/// item frames, so tests know where to press and can check what happened.
///
/// Snapshots are taken at most once per main-loop idle and follow painted frames, so a model
/// change (reported with `setNeedsWrite()`) is published together with the layout it causes;
/// a write that has waited `longestWait` for an idle that animations never leave is made
/// after the next painted frame instead. An `AutomationFile` writes them off the main thread.
@MainActor
final class AutomationPublisher {
    private let file: AutomationFile
    private var sources: [any AutomationSource] = []
    /// The frame clock each window's after-paint handler is on, by window.
    private var followedClocks: [ObjectIdentifier: FrameClock] = [:]
    /// Each window's frames, by window, when they are timed.
    private var frameWork: [ObjectIdentifier: FrameWork] = [:]
    private let timesFrames: Bool
    private var isScheduled = false
    /// Since when (`MainLoop.now`) a write has waited for an idle, while one waits.
    private var waitingSince: Double?
    /// How long a write waits for an idle before a painted frame makes it, in seconds.
    private static let longestWait = 0.25

    /// Publishes to the file at `path`, with each window's `frameWork` when `timesFrames`
    /// (the file then changes, and is written, after every painted frame).
    init(path: String, timesFrames: Bool = false) {
        file = AutomationFile(path: path)
        self.timesFrames = timesFrames
    }

    /// Starts publishing `source`, and follows its window's frames once it is mapped.
    func register(_ source: any AutomationSource) {
        sources.append(source)
        source.window.onMap { [weak self, weak source] in
            guard let self, let source else { return }
            follow(source)
            scheduleWrite()
        }
        scheduleWrite()
    }

    /// Stops publishing what `window` shows.
    func unregister(_ window: ApplicationWindow) {
        for source in sources where source.window === window {
            followedClocks[ObjectIdentifier(source)] = nil
            frameWork[ObjectIdentifier(source)] = nil
        }
        sources.removeAll { $0.window === window }
        scheduleWrite()
    }

    /// Rewrites after each frame `source`'s window paints (and times the frame, when asked to);
    /// a window gets a new clock when it is realized again, so each map checks.
    private func follow(_ source: any AutomationSource) {
        guard let clock = source.window.frameClock else { return }
        let key = ObjectIdentifier(source)
        guard followedClocks[key]?.pointer != clock.pointer else { return }
        let work = timesFrames ? frameWork[key] ?? FrameWork() : nil
        if let work {
            clock.onBeforePaint { [weak work] in work?.frameBegan() }
            clock.onPaint { [weak work] in work?.framePaints() }
            frameWork[key] = work
        }
        clock.onAfterPaint { [weak self, weak work] in
            work?.frameEnded()
            self?.painted()
        }
        followedClocks[key] = clock
    }

    /// Publishes a model change once the windows have laid it out: asks each mapped window for
    /// a frame, after which the file is rewritten.
    func setNeedsWrite() {
        let clocks = sources.compactMap { $0.window.isMapped ? $0.window.frameClock : nil }
        clocks.forEach { $0.requestLayout() }
        if clocks.isEmpty { scheduleWrite() }
    }

    /// Schedules a rewrite at the next idle, if none is pending.
    private func scheduleWrite() {
        guard !isScheduled else { return }
        isScheduled = true
        waitingSince = MainLoop.now
        MainLoop.whenIdle { [weak self] in self?.write() }
    }

    /// A frame was painted: the file is rewritten at the next idle, or now if a write has
    /// waited for one too long (the win cascade's frames in a debug build never leave one).
    private func painted() {
        if let since = waitingSince, MainLoop.now - since >= Self.longestWait {
            waitingSince = MainLoop.now
            publish()
        }
        scheduleWrite()
    }

    private func write() {
        isScheduled = false
        waitingSince = nil
        publish()
    }

    private func publish() {
        file.write(AutomationDocument(
            windows: sources.map { source in
                var snapshot = source.automationSnapshot()
                snapshot.fits = source.window.contentFits
                snapshot.frameWork = frameWork[ObjectIdentifier(source)]?.jsonValue
                return snapshot
            },
            dark: StyleManager.shared.isDark, iconFound: IconTheme.hasIcon(named: "app.deckhand.Deckhand")
        ))
    }
}
