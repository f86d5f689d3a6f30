import Foundation
import CDeckhandGtk

/// Widgets moved by CSS keyframe animations written at run time: one stylesheet of
/// `@keyframes` rules, a class per widget that plays its rule, and both gone again once the
/// longest animation is over, or when `stop()` ends them early. Only the latest `play` runs.
/// Every widget moving also carries the class `moving` (`movingClass`) until the last
/// animation moving it ends, and its parent is laid out again as it starts and stops, so a
/// layout that leaves covered children undrawn can draw those in flight.
///
/// ```swift
/// let motion = KeyframeAnimations()
/// motion.play(named: "landing-3", [(card, "from { transform: translate(40px, 0); } to { transform: none; }", "200ms ease-out")],
///             lasting: 260)
/// ```
@MainActor
public final class KeyframeAnimations {
    private let stylesheet = GeneratedStylesheet()
    private var styled: [(widget: Widget, name: String)] = []
    private var ending: RepeatingTimer?

    /// The CSS class every widget carries while one of these animations moves it.
    public static let movingClass = "moving"

    /// Creates a set of animations playing nothing.
    public init() {}

    isolated deinit {
        stop()
    }

    /// Whether widgets are moving.
    public var isRunning: Bool { !styled.isEmpty }

    /// Ends what was playing, then plays each entry's `keyframes` (the body of an
    /// `@keyframes` rule) on its widget with `timing` (what follows the name in a CSS
    /// `animation`: duration, easing, delay…), as rules named `name-0`, `name-1`…; all of it
    /// ends after `milliseconds`, and then `finished` is called (not when `stop()` or another
    /// `play` ends it early).
    public func play(
        named name: String, _ entries: [(widget: Widget, keyframes: String, timing: String)], lasting milliseconds: Int,
        then finished: (@MainActor () -> Void)? = nil
    ) {
        stop()
        guard !entries.isEmpty else { return }
        var css = ""
        for (index, entry) in entries.enumerated() {
            let rule = "\(name)-\(index)"
            css += "@keyframes \(rule) { \(entry.keyframes) }\n.\(rule) { animation: \(rule) \(entry.timing); }\n"
            styled.append((entry.widget, rule))
        }
        stylesheet.load(css)
        for (widget, rule) in styled {
            widget.addCSSClass(rule)
            Self.startMoving(widget)
        }
        ending = RepeatingTimer(milliseconds: milliseconds) { [weak self] in
            self?.stop()
            finished?()
            return false
        }
    }

    /// Ends the animations: every widget is back where its layout puts it.
    public func stop() {
        ending?.stop()
        ending = nil
        for (widget, rule) in styled {
            widget.removeCSSClass(rule)
            Self.stopMoving(widget)
        }
        if !styled.isEmpty { stylesheet.load("") }
        styled = []
    }

    /// How many animations move `widget`, kept in the widget's own data, so that the class
    /// comes off as the last of them ends, whichever set of animations that is.
    private static func movers(of widget: Widget) -> Int {
        Int(bitPattern: g_object_get_data(widget.gobject, moversKey))
    }

    private static func setMovers(_ count: Int, of widget: Widget) {
        g_object_set_data(widget.gobject, moversKey, UnsafeMutableRawPointer(bitPattern: count))
    }

    private static let moversKey = "deckhand-keyframe-movers"

    private static func startMoving(_ widget: Widget) {
        let count = movers(of: widget) + 1
        setMovers(count, of: widget)
        guard count == 1 else { return }
        widget.addCSSClass(movingClass)
        widget.parent?.queueAllocate()
    }

    private static func stopMoving(_ widget: Widget) {
        let count = max(0, movers(of: widget) - 1)
        setMovers(count, of: widget)
        guard count == 0 else { return }
        widget.removeCSSClass(movingClass)
        widget.parent?.queueAllocate()
    }
}
