import DeckhandGtk

/// The drags this application's reorder containers have started, each with how its container
/// shows it refused. Another container the drag comes over judges it by its own rules and
/// says whether it would take it here, as it does for other applications' drags; the
/// container that started the drag shows the answer on the picture under the pointer.
@MainActor
enum LocalReorderDrags {
    private static var refusals: [UnsafeMutableRawPointer: @MainActor (Bool) -> Void] = [:]

    /// Notes `drag`, started by a container that shows it refused with `showRefused`.
    static func started(_ drag: Drag, showRefused: @escaping @MainActor (Bool) -> Void) {
        refusals[drag.pointer] = showRefused
    }

    /// Forgets `drag`: it ended.
    static func ended(_ drag: Drag) {
        refusals[drag.pointer] = nil
    }

    /// Tells the container that started `drag`, if one did, whether a drop where the drag is
    /// now would be refused.
    static func show(_ drag: Drag, refused: Bool) {
        refusals[drag.pointer]?(refused)
    }
}
