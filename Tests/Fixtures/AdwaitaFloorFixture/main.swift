// The floor any app on Deckhand's stack pays to start, for scripts/benchmark-card-start: a
// libadwaita application window (AdwApplicationWindow) with a header bar and one label, and
// nothing else, at the size given (the card table's, so that both paint as many pixels).
//
//     deckhand-adwaita-floor-fixture WIDTHxHEIGHT
import Foundation
import DeckhandGtk

@MainActor
func run() -> Int32 {
    let arguments = CommandLine.arguments
    let size = arguments.count == 2 ? arguments[1].split(separator: "x").compactMap { Int($0) } : []
    guard size.count == 2, size.allSatisfy({ $0 > 0 }) else {
        FileHandle.standardError.write(Data("usage: deckhand-adwaita-floor-fixture WIDTHxHEIGHT\n".utf8))
        return 2
    }
    let application = Application(id: "app.deckhand.AdwaitaFloorFixture", unique: false)
    var windows: [ApplicationWindow] = []
    application.onActivate {
        let window = ApplicationWindow(application: application)
        window.title = "Floor"
        window.setDefaultSize(width: size[0], height: size[1])
        window.setTitlebar(HeaderBar())
        window.setChild(Label("Deckhand"))
        window.present()
        windows.append(window)
    }
    return application.run(arguments: [arguments[0]])
}

exit(MainActor.assumeIsolated { run() })
