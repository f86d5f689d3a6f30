/// Where a playlist window is in its life, one phase at a time: reading its playlist, open for
/// edits, writing a save, asking whether to save before closing, or closing for good.
///
/// The window holds one of these instead of a flag per question, and asks it what to do when
/// the user closes the window or the window goes: the first piece of the playlist editor's
/// model, tested without a display.
public enum PlaylistWindowPhase: Equatable, Sendable {
    /// The playlist is being read: a file, or (`restoring`) unsaved edits kept by an earlier
    /// run, which stay kept until they are in.
    case loading(restoring: Bool)
    /// The playlist is open for edits.
    case editing
    /// A save is being written on a thread of its own; the window closes once it is done
    /// when asked to close meanwhile (`thenClosing`).
    case saving(thenClosing: Bool)
    /// The window asks whether to save before closing.
    case asking
    /// The user chose to close (having saved, or discarding the changes): close for real.
    case closing

    /// What to do with a request to close the window.
    public enum CloseResponse: Equatable, Sendable {
        /// Close now.
        case close
        /// Stay open until the save being written is done, then ask again.
        case waitForSave
        /// Stay open and ask whether to save first.
        case ask
        /// Stay open: the question is already up.
        case keepAsking
    }

    /// The tracks can be reordered, added and removed: while editing, and while a save is
    /// written (edits made meanwhile stay unsaved).
    public var acceptsEdits: Bool {
        switch self {
        case .editing, .saving: true
        case .loading, .asking, .closing: false
        }
    }

    /// Save and Save As can start: only while editing (one save at a time).
    public var canSave: Bool { self == .editing }

    /// Whether the playlist is being read.
    public var isLoading: Bool {
        if case .loading = self { true } else { false }
    }

    /// Whether a save is being written.
    public var isSaving: Bool {
        if case .saving = self { true } else { false }
    }

    /// Answers a request to close the window, moving to the phase that follows.
    public mutating func closeRequested(hasUnsavedChanges: Bool) -> CloseResponse {
        switch self {
        case .closing:
            return .close
        case _ where !hasUnsavedChanges:
            return .close
        case .saving:
            self = .saving(thenClosing: true)
            return .waitForSave
        case .asking:
            return .keepAsking
        case .loading, .editing:
            self = .asking
            return .ask
        }
    }

    /// The question was answered: `closing` when the user discarded the changes, else the
    /// window goes back to editing (and saves, if that was the answer).
    public mutating func answered(closing: Bool) {
        guard self == .asking else { return }
        self = closing ? .closing : .editing
    }

    /// The playlist has been read (or could not be).
    public mutating func loaded() {
        if isLoading { self = .editing }
    }

    /// A save starts; false (and nothing changes) when one cannot start now.
    public mutating func beginSaving() -> Bool {
        guard canSave else { return false }
        self = .saving(thenClosing: false)
        return true
    }

    /// The save is written (or failed); true when the window was asked to close meanwhile and
    /// should now close (or ask again, if the save failed).
    public mutating func saveFinished() -> Bool {
        guard case .saving(let thenClosing) = self else { return false }
        self = .editing
        return thenClosing
    }

    /// Whether the edits kept on disk must stay kept when the window goes: while they are
    /// unsaved and the user did not discard them, or while they are still being read back.
    public func keepsKeptEdits(hasUnsavedChanges: Bool) -> Bool {
        self == .loading(restoring: true) || (hasUnsavedChanges && self != .closing)
    }
}
