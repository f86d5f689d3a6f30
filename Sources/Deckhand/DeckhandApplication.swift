import Foundation
import Gtk

/// The running Deckhand: parses command lines and keeps its windows open.
@MainActor
final class DeckhandApplication {
    private let application: Application
    private let automation: AutomationPublisher?
    private var windows: [any AutomationSource] = []

    /// Creates the application. With an `automationPath`, every window publishes its model and
    /// item frames there (see DESIGN.md, "Automation contract"), and the instance runs on its own
    /// rather than handing its command line to one already running.
    init(automationPath: String?) {
        automation = automationPath.map { AutomationPublisher(path: $0) }
        application = Application(id: "app.deckhand.Deckhand", unique: automation == nil)
        application.onStartup {
            if let path = DataDirectory.stylesheetPath() {
                Stylesheet.apply(fileAt: path)
            } else {
                FileHandle.standardError.write(Data(
                    "deckhand: \(DataDirectory.stylesheetName) not found; cards will be unstyled\n".utf8
                ))
            }
        }
        application.onCommandLine { [unowned self] arguments in
            handle(arguments: Array(arguments.dropFirst()))
        }
    }

    /// Runs until the last window closes; returns the exit status.
    func run(arguments: [String]) -> Int32 {
        application.run(arguments: arguments)
    }

    private func handle(arguments: [String]) -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: arguments)
        } catch {
            report("deckhand: \(error.message)\n\n\(LaunchOptions.usage)")
            return 2
        }
        if options.showsHelp {
            print(LaunchOptions.usage)
            return 0
        }
        if let reason = options.unavailableReason {
            report("deckhand: \(reason)")
            return 2
        }
        switch options.window {
        case .cards:
            // One table: two would write the same saved game and statistics.
            if let table = windows.first(where: { $0 is CardTableWindow }) {
                table.window.present()
            } else {
                keep(CardTableWindow(application: application, seed: options.seed, automation: automation))
            }
        case .gallery:
            keep(GalleryWindow(application: application, page: options.page, automation: automation))
        case .playlist:
            let urls = options.files.map { URL(fileURLWithPath: $0) }
            for url in urls.isEmpty ? [nil] : urls.map(Optional.some) {
                keep(PlaylistWindow(application: application, url: url, automation: automation))
            }
        }
        return 0
    }

    /// Keeps `window` open until it is closed, and shows it.
    private func keep(_ window: any AutomationSource) {
        windows.append(window)
        window.window.onDestroy { [weak self, unowned window] in
            self?.windows.removeAll { $0 === window }
            self?.automation?.unregister(window)
        }
        window.window.present()
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
