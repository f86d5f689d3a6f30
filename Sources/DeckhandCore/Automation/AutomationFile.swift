import Foundation
import Synchronization

/// The automation file on disk, written on a thread of its own: a playlist's model holds
/// 100,000 IDs or more, and turned into text and written on the main thread they held up the
/// frame after every edit. Each write is atomic (temporary file, then rename); a document
/// handed over while another waits replaces it, and one equal to the last is not written.
final class AutomationFile: Sendable {
    private let url: URL
    /// The document last handed over, and whether it still waits to be written. (Comparing
    /// documents costs little: a long list kept as written text compares by its storage while
    /// it is unchanged.)
    private let state = Mutex<(last: AutomationDocument?, waiting: Bool)>((nil, false))
    private let queue = DispatchQueue(label: "app.deckhand.automation-file")

    /// The file at `path`.
    init(path: String) {
        url = URL(fileURLWithPath: path)
    }

    /// Writes `document` soon, unless a later one comes first.
    func write(_ document: AutomationDocument) {
        let wake = state.withLock { state in
            guard state.last != document else { return false }
            defer { state = (document, true) }
            return !state.waiting
        }
        if wake { queue.async { [self] in writeLast() } }
    }

    private func writeLast() {
        guard let document = state.withLock({ state in
            defer { state.waiting = false }
            return state.last
        }) else { return }
        do {
            try Data(document.json.utf8).write(to: url, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data(
                "deckhand: cannot write the automation file \(url.path): \(error.localizedDescription)\n".utf8
            ))
        }
    }
}
