import DeckhandGtk

/// Takes back the container's own drag when it is dropped in its window where no drop target
/// takes it, and refuses it there, so that the drag ends.
///
/// A drop that no widget takes is never finished in GTK 4.8: on X11 the release sends the drop
/// to the window whenever the last status the window gave still allowed one (it lags the
/// pointer under load, when the pointer has just left a section), and the drag then waits for
/// an answer that never comes, its picture stuck under the pointer. A drop target on the window
/// answers last, after every widget under the pointer has let the drop pass.
@MainActor
final class StrayDropCatcher {
    private var installed: (window: Widget, target: DropTarget)?

    isolated deinit {
        stop()
    }

    /// Catches, in the window `widget` is in, the drags `isOurs` claims, until `stop()`. Call
    /// it before the drag begins: a drop target sees only the drags that enter its widget after
    /// it was added.
    func start(in widget: Widget, isOurs: @escaping @MainActor (Drag) -> Bool) {
        stop()
        guard let window = widget.root else { return }
        let target = DropTarget(actions: [.move, .copy])
        target.onAccept { drag in drag.map(isOurs) ?? false }
        target.onEnter { _, _ in [] }
        target.onMotion { _, _ in [] }
        target.onDrop { _, _, _ in false }
        window.addController(target)
        installed = (window, target)
    }

    /// Stops catching.
    func stop() {
        if let installed { installed.window.removeController(installed.target) }
        installed = nil
    }
}
