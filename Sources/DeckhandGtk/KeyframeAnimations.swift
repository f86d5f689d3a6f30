import Foundation

/// Widgets moved by CSS keyframe animations written at run time: one stylesheet of
/// `@keyframes` rules, a class per widget that plays its rule, and both gone again once the
/// longest animation is over, or when `stop()` ends them early. Only the latest `play` runs.
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

    /// Creates a set of animations playing nothing.
    public init() {}

    /// Whether widgets are moving.
    public var isRunning: Bool { !styled.isEmpty }

    /// Ends what was playing, then plays each entry's `keyframes` (the body of an
    /// `@keyframes` rule) on its widget with `timing` (what follows the name in a CSS
    /// `animation`: duration, easing, delay…), as rules named `name-0`, `name-1`…; all of it
    /// ends after `milliseconds`.
    public func play(named name: String, _ entries: [(widget: Widget, keyframes: String, timing: String)], lasting milliseconds: Int) {
        stop()
        guard !entries.isEmpty else { return }
        var css = ""
        for (index, entry) in entries.enumerated() {
            let rule = "\(name)-\(index)"
            css += "@keyframes \(rule) { \(entry.keyframes) }\n.\(rule) { animation: \(rule) \(entry.timing); }\n"
            styled.append((entry.widget, rule))
        }
        stylesheet.load(css)
        styled.forEach { $0.widget.addCSSClass($0.name) }
        ending = RepeatingTimer(milliseconds: milliseconds) { [weak self] in
            self?.stop()
            return false
        }
    }

    /// Ends the animations: every widget is back where its layout puts it.
    public func stop() {
        ending?.stop()
        ending = nil
        styled.forEach { $0.widget.removeCSSClass($0.name) }
        if !styled.isEmpty { stylesheet.load("") }
        styled = []
    }
}
