import Foundation
import XCTest

/// Real pointer and keyboard input through xdotool, aimed at one X window, or at the whole
/// screen when `window` is nil (for drags between applications).
struct Pointer {
    let window: UInt?

    /// The xdotool words that aim a `mousemove` at the window, if any.
    private var target: [String] { window.map { ["--window", "\($0)"] } ?? [] }

    /// Presses at `from`, holds still for `hold` seconds, moves in `steps` steps 30 ms apart to
    /// `to`, and pauses there for `pause` seconds; the button stays down. GTK needs the
    /// threshold crossed and then two paced motions. Wait for the app to show the drag
    /// (`hold(until:)`, `DeckhandProcess.drag`) rather than trusting the pause.
    func beginDrag(
        from: (x: Int, y: Int), to: (x: Int, y: Int), hold: Double = 0.1, steps: Int = 12, pause: Double = 0.25
    ) throws {
        let press = ["mousemove"] + target + ["\(from.x)", "\(from.y)", "sleep", "0.1", "mousedown", "1", "sleep", "\(hold)"]
        try Self.xdotool(press + motions(from: from, to: to, steps: steps) + ["sleep", "\(pause)"])
    }

    /// Presses the button at `point` and keeps it down.
    func press(at point: (x: Int, y: Int)) throws {
        try Self.xdotool(["mousemove"] + target + ["\(point.x)", "\(point.y)", "sleep", "0.1", "mousedown", "1"])
    }

    /// Moves the pointer from `from` to `to` in `steps` steps 30 ms apart (the button as it is).
    func move(from: (x: Int, y: Int), to: (x: Int, y: Int), steps: Int = 12) throws {
        try Self.xdotool(motions(from: from, to: to, steps: steps))
    }

    /// xdotool's commands for `steps` motions 30 ms apart from `from` to `to`.
    private func motions(from: (x: Int, y: Int), to: (x: Int, y: Int), steps: Int) -> [String] {
        (1...steps).flatMap { step in
            ["mousemove"] + target + ["\(from.x + (to.x - from.x) * step / steps)", "\(from.y + (to.y - from.y) * step / steps)", "sleep", "0.03"]
        }
    }

    /// Clicks at `point`, holding the named modifier key (`ctrl`, `shift`) if any.
    func click(at point: (x: Int, y: Int), holding modifier: String? = nil) throws {
        var commands = ["mousemove"] + target + ["\(point.x)", "\(point.y)", "sleep", "0.05"]
        if let modifier { commands += ["keydown", modifier] }
        commands += ["click", "1"]
        if let modifier { commands += ["keyup", modifier] }
        commands += ["sleep", "0.15"]
        try Self.xdotool(commands)
    }

    /// Keeps a drag going until `arrived` says the app under the pointer has it (the drop
    /// target shows where it would land), then returns; the button stays down. An application
    /// sees a drag only as the pointer moves, and under load it may take up the drag after the
    /// last motion: so the pointer moves a pixel to and fro every 150 ms meanwhile, as a
    /// hand does. Fails after `timeout` seconds.
    func hold(
        until description: String, timeout: TimeInterval = 10,
        file: StaticString = #filePath, line: UInt = #line, _ arrived: () -> Bool
    ) throws {
        guard try holds(until: arrived, timeout: timeout) else {
            XCTFail("the drag never reached \(description)", file: file, line: line)
            // A button left down would turn the next test's press into no press at all.
            try? release()
            throw DeckhandProcess.AppExited()
        }
    }

    /// Keeps a drag going, as `hold(until:)` does, until `arrived` says so (true) or
    /// `timeout` seconds pass (false); the button stays down either way.
    func holds(until arrived: () -> Bool, timeout: TimeInterval) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var nextNudge = Date().addingTimeInterval(0.15)
        var nudge = 1
        while !arrived() {
            guard Date() < deadline else { return false }
            if Date() >= nextNudge {
                try Self.xdotool(["mousemove_relative", "--", "\(nudge)", "0"])
                nudge = -nudge
                nextNudge = Date().addingTimeInterval(0.15)
            }
            Thread.sleep(forTimeInterval: 0.03)
        }
        return true
    }

    /// Releases the button where the pointer is.
    func release() throws {
        try Self.xdotool(["mouseup", "1", "sleep", "0.1"])
    }

    /// A whole drag: press (holding still for `hold` seconds), move, release.
    func drag(from: (x: Int, y: Int), to: (x: Int, y: Int), hold: Double = 0.1) throws {
        try beginDrag(from: from, to: to, hold: hold)
        try release()
    }

    /// A whole drag between applications: press at `from`, move to `to`, keep it there until
    /// `arrived` says the other side has it (see `hold`), release.
    func drag(
        from: (x: Int, y: Int), to: (x: Int, y: Int), until description: String,
        file: StaticString = #filePath, line: UInt = #line, _ arrived: () -> Bool
    ) throws {
        try beginDrag(from: from, to: to, pause: 0)
        try hold(until: description, file: file, line: line, arrived)
        try release()
    }

    /// Presses and holds a key as long as a person would (150 ms), then lets go.
    func tap(key: String) throws {
        try Self.xdotool(["keydown", key, "sleep", "0.15", "keyup", key, "sleep", "0.1"])
    }

    /// Types a key combination such as `ctrl+z` into the window.
    func press(keys: String) throws {
        try Self.xdotool(["key", "--clearmodifiers", keys, "sleep", "0.15"])
    }

    /// Types `text` into whatever has the keyboard focus, as a person would, a key every
    /// `delay` milliseconds.
    func type(_ text: String, delay: Int = 15) throws {
        // `type` takes every word after it as text: pause in a second call.
        try Self.xdotool(["type", "--delay", "\(delay)", text])
        try Self.xdotool(["sleep", "0.15"])
    }

    /// Puts `text` on the clipboard (with xclip) and pastes it with Ctrl+V into whatever has
    /// the keyboard focus: all at once, where keys typed one by one can race a field's own
    /// completion.
    func paste(_ text: String) throws {
        // xclip stays behind to serve the clipboard, holding every descriptor it inherited;
        // Foundation's Process waits for one of those to close, so Python starts xclip
        // with its descriptors closed.
        let command = ["python3", "-c", Self.startXclip, text]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailed(command: command, status: process.terminationStatus)
        }
        try press(keys: "ctrl+v")
    }

    /// Waits until a window whose title matches `title` (a regular expression) is shown, and
    /// has the keyboard focus, and returns its X11 id. Fails after `timeout` seconds.
    @discardableResult
    static func waitForWindow(
        titled title: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) throws -> UInt {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let id = try shownWindow(titled: title), try xdotoolOutput(["getwindowfocus"]) == "\(id)" { return id }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("no window titled \(title) appeared", file: file, line: line)
        throw DeckhandProcess.AppExited()
    }

    /// Waits until no window whose title matches `title` is shown (a dialog closing takes its
    /// time on a busy machine, and keys typed meanwhile go to it). Fails after `timeout` seconds.
    static func waitForNoWindow(
        titled title: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        guard try windowGone(titled: title, within: timeout) else {
            XCTFail("the window titled \(title) stayed", file: file, line: line)
            throw DeckhandProcess.AppExited()
        }
    }

    /// Whether no window whose title matches `title` is shown within `timeout` seconds.
    static func windowGone(titled title: String, within timeout: TimeInterval) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try shownWindow(titled: title) == nil { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Presses `keys` (F10) and waits until the menu they open is shown, as a window more on
    /// the display: keys typed before it is shown go to the window under it. Fails after
    /// `timeout` seconds.
    func openMenu(with keys: String = "F10", timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try Self.shownWindowCount()
        try press(keys: keys)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try Self.shownWindowCount() > before { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("\(keys) opened no menu", file: file, line: line)
        throw DeckhandProcess.AppExited()
    }

    /// How many windows are shown on the display, popovers among them.
    private static func shownWindowCount() throws -> Int {
        try xdotoolOutput(["search", "--onlyvisible", "--classname", "."]).split(separator: "\n").count
    }

    /// The X11 id of a shown window whose title matches `title`, if there is one.
    private static func shownWindow(titled title: String) throws -> UInt? {
        try xdotoolOutput(["search", "--onlyvisible", "--name", title]).split(separator: "\n").first.flatMap { UInt($0) }
    }

    /// What xdotool with `arguments` prints, without its last newline.
    private static func xdotoolOutput(_ arguments: [String]) throws -> String {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// Runs xdotool with `arguments`, failing on a non-zero exit.
    static func xdotool(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailed(command: ["xdotool"] + arguments, status: process.terminationStatus)
        }
    }

    /// Puts its first argument on the clipboard with xclip, no descriptor but the standard
    /// three left open in xclip.
    private static let startXclip = """
        import subprocess, sys
        subprocess.run(["xclip", "-selection", "clipboard"], input=sys.argv[1].encode(), check=True)
        """

    /// A helper program (xdotool, xclip) that exited with a failure.
    struct ToolFailed: Error, CustomStringConvertible {
        var command: [String]
        var status: Int32
        var description: String { "\(command.joined(separator: " ")) exited \(status)" }
    }
}
