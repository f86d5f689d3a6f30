// Three reorder containers side by side in one window, for end-to-end tests of a drag from one
// container to another in the same application:
//
//     deckhand-two-containers-fixture XID_FILE LOG_FILE
//
// The left container ("from": One, Two, Three) starts the drags. The middle one ("closed")
// takes nothing from elsewhere; the right one ("open") takes text dropped from elsewhere,
// at the end. Once the window is on screen, XID_FILE gets its X11 window id and then, in its
// coordinates, the centres of One, of the middle container and of the right one. To
// LOG_FILE go, a line each: "refused" and "allowed" as the picture of the left container's
// drag shows it refused or not, and "open took TEXT" for a drop the right container took.
import Foundation
import DeckhandGtk
import ReorderGtk

/// An item of the fixture's containers.
struct Word: Identifiable {
    let id: String
}

@MainActor
func run() -> Int32 {
    let arguments = CommandLine.arguments
    guard arguments.count == 3 else {
        FileHandle.standardError.write(Data("usage: deckhand-two-containers-fixture XID_FILE LOG_FILE\n".utf8))
        return 2
    }
    let xidFile = URL(fileURLWithPath: arguments[1])
    guard FileManager.default.createFile(atPath: arguments[2], contents: nil),
          let log = FileHandle(forWritingAtPath: arguments[2]) else { return 1 }
    let say = { (line: String) in log.write(Data((line + "\n").utf8)) }
    let application = Application(id: "app.deckhand.TwoContainersFixture", unique: false)
    var windows: [ApplicationWindow] = []
    application.onCommandLine { _ in
        let window = ApplicationWindow(application: application)
        window.title = "Two containers fixture"
        window.setDefaultSize(width: 600, height: 200)
        let row = Box(.horizontal)
        row.isHomogeneous = true
        var refused = false
        var targets: [Widget] = []
        for (name, words) in [("from", ["One", "Two", "Three"]), ("closed", ["Four"]), ("open", ["Five"])] {
            let content = ForEach(words.map(Word.init)) { word in
                let label = Label(word.id)
                label.setSizeRequest(width: 180, height: 40)
                return label
            }.reorderable()
            let box = Box(.vertical, spacing: 10)
            box.setMargins(10)
            let container = BoxContentHost(box: box).reorderContainer(content: content) { _ in }
            if name == "from" {
                container.onEvent { event in
                    guard case .dragStateChanged(let state) = event else { return }
                    let now = state?.isRefused ?? false
                    guard now != refused else { return }
                    refused = now
                    say(now ? "refused" : "allowed")
                }
            }
            if name == "open" {
                container.dropDestination = { value, _ in
                    if case .text(let text) = value { say("open took \(text)") }
                    return true
                }
            }
            row.append(container.view)
            if name == "from", let one = content.widget(for: "One") { targets.append(one) } else { targets.append(container.view) }
        }
        window.setChild(row)
        window.onMap {
            MainLoop.whenIdle {
                let offset = window.surfaceOffset
                let centres = targets.compactMap { $0.bounds(relativeTo: window) }
                    .map { "\(Int($0.midX + offset.x)) \(Int($0.midY + offset.y))" }
                let line = (["\(window.x11WindowID)"] + centres).joined(separator: " ")
                try? Data(line.utf8).write(to: xidFile, options: .atomic)
            }
        }
        window.present()
        windows.append(window)
        return 0
    }
    return application.run(arguments: [arguments[0]])
}

exit(MainActor.assumeIsolated { run() })
