// A second application for end-to-end tests: a small window whose label can be dragged into
// Deckhand, offering its text as text/plain (or, when the text is a path starting with "/", that
// file as text/uri-list, as a file manager would), and which takes text or files dropped on it.
//
//     deckhand-drag-source-fixture TEXT XID_FILE RECEIVED_FILE [WIDTHxHEIGHT]
//
// Once the window is on screen it writes its X11 window id to XID_FILE; text dropped on the
// window (or the paths of files dropped on it, a line each) is written to RECEIVED_FILE, and
// RECEIVED_FILE.over is written as soon as a drag is over the window, ready to drop. The
// window is 220x120 unless a size is given (the start-up benchmark opens it as large as the
// card table, so that both paint as many pixels).
import Foundation
import DeckhandGtk

@MainActor
func run() -> Int32 {
    let arguments = CommandLine.arguments
    let size = arguments.count == 5 ? arguments[4].split(separator: "x").compactMap { Int($0) } : [220, 120]
    guard arguments.count == 4 || arguments.count == 5, size.count == 2, size.allSatisfy({ $0 > 0 }) else {
        FileHandle.standardError.write(Data("usage: deckhand-drag-source-fixture TEXT XID_FILE RECEIVED_FILE [WIDTHxHEIGHT]\n".utf8))
        return 2
    }
    let text = arguments[1]
    let xidFile = URL(fileURLWithPath: arguments[2])
    let receivedFile = URL(fileURLWithPath: arguments[3])
    let application = Application(id: "app.deckhand.DragSourceFixture", unique: false, adwaita: false)
    var windows: [ApplicationWindow] = []
    application.onCommandLine { _ in
        let window = ApplicationWindow(application: application)
        window.title = "Drag source fixture"
        window.setDefaultSize(width: size[0], height: size[1])
        let label = Label(text.hasPrefix("/") ? URL(fileURLWithPath: text).lastPathComponent : text)
        label.addCSSClass("title-2")
        let source = DragSource(actions: [.copy, .move])
        source.onPrepare { _, _ in
            text.hasPrefix("/") ? ContentProvider(filePaths: [text]) : ContentProvider(text: text)
        }
        label.addController(source)
        let target = DropTarget(actions: [.copy])
        let over = URL(fileURLWithPath: receivedFile.path + ".over")
        target.onEnter { _, _ in
            try? Data("over".utf8).write(to: over, options: .atomic)
            return .copy
        }
        target.onMotion { _, _ in .copy }
        target.onDrop { value, _, _ in
            let received: String
            switch value {
            case .text(let text): received = text
            case .files(let paths): received = paths.joined(separator: "\n")
            }
            try? Data(received.utf8).write(to: receivedFile, options: .atomic)
            return true
        }
        window.addController(target)
        window.setChild(label)
        window.onMap {
            MainLoop.whenIdle {
                try? Data("\(window.x11WindowID)".utf8).write(to: xidFile, options: .atomic)
            }
        }
        window.present()
        windows.append(window)
        return 0
    }
    return application.run(arguments: [arguments[0]])
}

exit(MainActor.assumeIsolated { run() })
