import DeckhandGtk

/// The library's default look for reordering, and the style classes it sets: the theming
/// contract. It is loaded once, with the first reorder container, at a priority below every
/// application stylesheet, so an app restyles any of it by naming the same class in its own
/// CSS. The colours are libadwaita's named colours, so the look follows the accent colour and
/// the light, dark and high-contrast styles; in a plain GTK application, which lacks them, they
/// fall back to the GTK theme's own colours.
///
/// | Class | Set on | While |
/// | --- | --- | --- |
/// | `reorder-container` | a section's host widget (flow box, box, list) | always |
/// | `reorder-item` | each item widget (or the cell around it) | always |
/// | `reorder-cell` | the list-item cell around an item widget that is not focusable (drawn as a card) | always |
/// | `reorder-empty` | a box's or flow box's host widget with no item (a drop area of its own) | while empty |
/// | `reorder-source` | the items being dragged, left in place | a pointer drag |
/// | `selected` | the items clicks selected (`selectsOnClick`) | selected |
/// | `drop-indicator` | the insertion line over a section (`slot` in a free layout) | a drag over it |
/// | `gap-before-x`, `gap-after-x`, `gap-before-y`, `gap-after-y` | the items either side of the insertion line | a drag over it |
/// | `drop-accepting` | a section that takes the drop, when `showsInsertionIndicator` is off | a drag over it |
/// | `keyboard-held` | the item Space picked up (outlined inside it in a list, a grid or a scrolled view, which would clip an outline around it) | a keyboard move |
/// | `long-press-held` (and `refused`) | the lifted picture of an item | a long-press lift |
/// | `lifting` | the section an item is lifted in | a long-press lift |
/// | `drag-preview` (and `refused`) | the picture that follows the pointer | a pointer drag |
/// | `row-preview` | that picture, for a list view's rows (given a background: the list draws a row's on its parent) | a pointer drag |
/// | `drag-badge`, `refusal-mark` | the count and the no-entry sign on that picture | a pointer drag |
@MainActor
public enum ReorderStyle {
    /// The default look's stylesheets (the look, and the colours it falls back on), once
    /// loaded.
    private static var stylesheets: [GeneratedStylesheet] = []

    /// Loads the default look for the default display, once; reorder containers call it.
    public static func load() {
        guard stylesheets.isEmpty else { return }
        let colours = GeneratedStylesheet(priority: .fallback)
        colours.load(fallbackColours)
        let look = GeneratedStylesheet(priority: .library)
        look.load(css)
        stylesheets = [colours, look]
    }

    /// libadwaita's named colours that the look uses, defined from the GTK theme's for a plain
    /// GTK application; below the theme, so libadwaita's own definitions win where loaded.
    static let fallbackColours = """
        @define-color accent_bg_color @theme_selected_bg_color;
        @define-color accent_fg_color @theme_selected_fg_color;
        @define-color accent_color @theme_selected_bg_color;
        @define-color window_bg_color @theme_bg_color;
        @define-color card_bg_color @theme_base_color;
        @define-color view_bg_color @theme_base_color;
        @define-color card_fg_color @theme_text_color;
        @define-color card_shade_color alpha(black, 0.1);
        @define-color destructive_bg_color @error_color;
        @define-color destructive_fg_color white;
        """

    /// The default look, as CSS.
    public static let css = """
        .reorder-item:not(button) {
          transition: transform 150ms ease-out, opacity 150ms ease-out;
        }
        .reorder-cell {
          padding: 10px 14px;
          border-radius: 8px;
          background-color: @card_bg_color;
          color: @card_fg_color;
          box-shadow: 0 0 0 1px alpha(@card_shade_color, 0.6), 0 1px 3px 1px alpha(@card_shade_color, 0.6);
        }
        .reorder-cell:focus-visible {
          outline: 2px solid @accent_color;
          outline-offset: 2px;
        }
        .reorder-container.reorder-empty {
          min-width: 96px;
          min-height: 48px;
          border-radius: 8px;
          box-shadow: inset 0 0 0 2px alpha(currentColor, 0.12);
        }
        .reorder-item.selected {
          box-shadow: 0 0 0 3px @accent_bg_color;
        }
        .reorder-item.reorder-source {
          opacity: 0.3;
        }
        .reorder-item.keyboard-held {
          outline: 2px dashed @accent_bg_color;
          outline-offset: 3px;
          opacity: 0.85;
        }
        listview > row .reorder-item.keyboard-held,
        gridview > child .reorder-item.keyboard-held,
        scrolledwindow .reorder-item.keyboard-held {
          outline-offset: -3px;
          background-color: alpha(@accent_bg_color, 0.12);
        }
        .row-preview picture {
          background-color: @view_bg_color;
          box-shadow: 0 2px 6px alpha(black, 0.3);
        }
        .gap-before-x { transform: translateX(-10px); }
        .gap-after-x { transform: translateX(10px); }
        .gap-before-y { transform: translateY(-6px); }
        .gap-after-y { transform: translateY(6px); }
        .drop-indicator {
          min-width: 3px;
          min-height: 3px;
          background-color: @accent_bg_color;
          border-radius: 2px;
          box-shadow: 0 0 0 2px alpha(@window_bg_color, 0.8);
        }
        .drop-indicator.slot {
          background-color: alpha(@accent_bg_color, 0.12);
          border: 3px dashed @accent_bg_color;
          border-radius: 12px;
          box-shadow: none;
        }
        .reorder-container:drop(active), .reorder-pointer-area:drop(active) {
          box-shadow: none;
        }
        .reorder-container.drop-accepting {
          border-radius: 8px;
          box-shadow: inset 0 0 0 2px @accent_bg_color;
        }
        .long-press-held {
          border-radius: 8px;
          box-shadow: 0 6px 14px alpha(black, 0.35);
        }
        .long-press-held.refused {
          box-shadow: 0 0 0 3px @destructive_bg_color, 0 6px 14px alpha(black, 0.35);
        }
        /* The mark and the badge have a ring, not a blurred shadow: the drag's picture is
           drawn again whenever the place under it turns from taking the drop to refusing it,
           and a blur there cost more than the rest of the picture. */
        .refusal-mark {
          min-width: 24px;
          min-height: 24px;
          border-radius: 12px;
          background-color: @destructive_bg_color;
          box-shadow: 0 0 0 2px alpha(@window_bg_color, 0.9);
          opacity: 0;
        }
        .refusal-mark > box {
          min-height: 4px;
          margin: 10px 5px;
          border-radius: 2px;
          background-color: @destructive_fg_color;
        }
        .drag-preview.refused .refusal-mark {
          opacity: 1;
        }
        .drag-badge {
          min-width: 22px;
          min-height: 22px;
          padding: 0 6px;
          border-radius: 11px;
          background-color: @accent_bg_color;
          color: @accent_fg_color;
          font-weight: 700;
          font-size: 10pt;
          box-shadow: 0 0 0 2px alpha(@window_bg_color, 0.9);
        }
        """
}
