import CDeckhandGtk
import DeckhandGtk
import GtkTestSupport
import XCTest

/// `Widget.tooltipWhenAsked`: GTK's `query-tooltip`, emitted as GTK emits it when the pointer
/// rests on the widget, gets the text worked out at that moment, or no tooltip for nil.
final class TooltipWhenAskedTests: XCTestCase {
    func testTheTooltipSaysWhatTheWidgetSaysWhenAsked() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let icon = Icon(named: "dialog-warning-symbolic")
            let answers = Answers(text: "The file is not there")
            icon.tooltipWhenAsked {
                answers.asked += 1
                return answers.text
            }
            XCTAssertEqual(gtk_widget_get_has_tooltip(icon.pointer.assumingMemoryBound(to: GtkWidget.self)), 1, "GTK asks only widgets that have a tooltip")
            XCTAssertEqual(answers.asked, 0, "nothing is worked out before the tooltip is wanted")
            XCTAssertTrue(try queryTooltip(of: icon), "a text shows a tooltip")
            answers.text = nil
            XCTAssertFalse(try queryTooltip(of: icon), "nil shows none")
            XCTAssertEqual(answers.asked, 2)
        }
    }
}

/// What the test's tooltip answers, and how often it was asked.
@MainActor
private final class Answers {
    var text: String?
    var asked = 0

    init(text: String?) {
        self.text = text
    }
}

/// Emits `query-tooltip` on `widget` with a fresh `GtkTooltip`; returns what the handlers
/// answered: whether a tooltip shows.
@MainActor
private func queryTooltip(of widget: Widget) throws -> Bool {
    let tooltip = try XCTUnwrap(g_object_new_with_properties(gtk_tooltip_get_type(), 0, nil, nil))
    defer { g_object_unref(tooltip) }
    var parameters = [GValue](repeating: GValue(), count: 5)
    g_value_init(&parameters[0], gtk_widget_get_type())
    g_value_set_object(&parameters[0], widget.pointer)
    g_value_init(&parameters[1], GType(6 << 2))
    g_value_init(&parameters[2], GType(6 << 2))
    g_value_init(&parameters[3], GType(5 << 2))
    g_value_init(&parameters[4], gtk_tooltip_get_type())
    g_value_set_object(&parameters[4], tooltip)
    var result = GValue()
    g_value_init(&result, GType(5 << 2))
    let signal = g_signal_lookup("query-tooltip", gtk_widget_get_type())
    g_signal_emitv(&parameters, signal, 0, &result)
    defer { (0..<parameters.count).forEach { g_value_unset(&parameters[$0]) } }
    return g_value_get_boolean(&result) != 0
}
