import Foundation
import DeckhandGtk

/// A window that publishes its state to the automation file.
@MainActor
protocol AutomationSource: AnyObject {
    /// The window whose frames are reported.
    var window: ApplicationWindow { get }
    /// The window's current state.
    func automationSnapshot() -> AutomationWindow
}

/// Keeps the file named by `DECKHAND_AUTOMATION_FILE` up to date with every window's model and
/// item frames, so tests know where to press and can check what happened.
///
/// Snapshots follow painted frames: at most once per main-loop idle, except that a model
/// change (reported with `setNeedsWrite()`, which asks every window for a frame) is published
/// right after the next frame painted, even while an animation keeps the main loop from ever
/// idling. An `AutomationFile` writes them off the main thread.
@MainActor
final class AutomationPublisher {
    private let file: AutomationFile
    private var sources: [any AutomationSource] = []
    /// The frame clock each window's after-paint handler is on, by window.
    private var followedClocks: [ObjectIdentifier: FrameClock] = [:]
    private var isScheduled = false
    /// Whether a model change waits for the next painted frame to be published.
    private var hasChange = false

    /// Publishes to the file at `path`.
    init(path: String) {
        file = AutomationFile(path: path)
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

    /// Stops publishing `source`.
    func unregister(_ source: any AutomationSource) {
        sources.removeAll { $0 === source }
        followedClocks[ObjectIdentifier(source)] = nil
        scheduleWrite()
    }

    /// Rewrites after each frame `source`'s window paints; a window gets a new clock when it
    /// is realized again, so each map checks.
    private func follow(_ source: any AutomationSource) {
        guard let clock = source.window.frameClock else { return }
        let key = ObjectIdentifier(source)
        guard followedClocks[key]?.pointer != clock.pointer else { return }
        clock.onAfterPaint { [weak self] in self?.painted() }
        followedClocks[key] = clock
    }

    /// Publishes a model change once the windows have laid it out: asks each mapped window for
    /// a frame, after which the file is rewritten.
    func setNeedsWrite() {
        hasChange = true
        let clocks = sources.compactMap { $0.window.isMapped ? $0.window.frameClock : nil }
        clocks.forEach { $0.requestLayout() }
        if clocks.isEmpty { scheduleWrite() }
    }

    /// Schedules a rewrite at the next idle, if none is pending.
    private func scheduleWrite() {
        guard !isScheduled else { return }
        isScheduled = true
        MainLoop.whenIdle { [weak self] in self?.write() }
    }

    /// A frame was painted: a model change is published now, anything else once idle.
    private func painted() {
        if hasChange { publish() } else { scheduleWrite() }
    }

    private func write() {
        isScheduled = false
        publish()
    }

    private func publish() {
        hasChange = false
        file.write(AutomationDocument(
            windows: sources.map { $0.automationSnapshot() },
            dark: StyleManager.shared.isDark, iconFound: IconTheme.hasIcon(named: "app.deckhand.Deckhand")
        ))
    }
}
