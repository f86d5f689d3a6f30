import Foundation
import XCTest

/// What is on the X screen, read as a person would see it: where a window is and the colours
/// of its pixels (with xdotool and ImageMagick).
enum Screen {
    /// Where the window with X11 id `xid` is on the screen.
    static func origin(of xid: UInt) throws -> (x: Int, y: Int) {
        let text = try output(["xdotool", "getwindowgeometry", "--shell", String(xid)])
        func value(_ name: String) -> Int? {
            text.split(separator: "\n").first { $0.hasPrefix(name + "=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
        }
        return (try XCTUnwrap(value("X")), try XCTUnwrap(value("Y")))
    }

    /// The colour on screen at `point`, as red, green and blue from 0 to 255.
    static func pixel(at point: (x: Int, y: Int)) throws -> [Int] {
        try column(at: point.x, from: point.y, height: 1)[0]
    }

    /// The colours of `height` pixels going down from (`x`, `y`), each as red, green and blue.
    static func column(at x: Int, from y: Int, height: Int) throws -> [[Int]] {
        let text = try output(["import", "-window", "root", "-crop", "1x\(height)+\(x)+\(y)", "-depth", "8", "txt:-"])
        // "0,3: (30,113,57)  #1E7139  srgb(30,113,57)", a line a pixel after a header line.
        let colours = text.split(separator: "\n").dropFirst().compactMap { line -> [Int]? in
            guard let open = line.firstIndex(of: "("), let close = line[open...].firstIndex(of: ")") else { return nil }
            return Array(line[line.index(after: open)..<close].split(separator: ",").compactMap { Int($0) }.prefix(3))
        }
        guard colours.count == height else { throw XCTSkip("cannot read the screen: \(text)") }
        return colours
    }

    private static func output(_ command: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
