import Foundation
import Gtk
import ReorderKit

/// The picture a drag carries: snapshots of the dragged items arranged by a previews
/// formation (a diagonal stack by default), with a count badge on large drags.
@MainActor
enum DragPreview {
    /// Builds the preview of `widgets` (the grabbed one first), badged with `count` (all the
    /// dragged items, on screen or not; the widgets' count when nil), or nil if none can be
    /// drawn.
    /// `styleClass` is added to the preview, for items whose snapshot needs a background of
    /// its own (list rows, whose background the list draws).
    static func make(
        of widgets: [Widget], count: Int? = nil, formation: DragDropPreviewsFormation, styleClass: String? = nil
    ) -> Widget? {
        let snapshots = widgets.prefix(DragDropPreviewsFormation.maximumVisible).compactMap { $0.snapshotImage() }
        guard let front = snapshots.first, let grabbed = widgets.first else { return nil }
        // The border box: the content width alone would leave out the CSS padding.
        let size = grabbed.bounds(relativeTo: grabbed)?.size ?? .zero
        let placements = formation.placements(count: snapshots.count, itemSize: size)
        let bounds = formation.boundingSize(count: snapshots.count, itemSize: size)

        let badgeCount = formation.badge(count: count ?? widgets.count)
        // A wide item (a list row) has text up to its right edge: its badge goes past the
        // stack rather than over the text.
        let badgeBeside = badgeCount != nil && size.width > size.height * 3
        let preview = Overlay()
        preview.addCSSClass("drag-preview")
        if let styleClass { preview.addCSSClass(styleClass) }
        let base = Box(.vertical)
        let badgeRoom = badgeCount.map { Self.badgeWidth(digits: String($0).count) + 4 } ?? 0
        let width = Int(bounds.width.rounded(.up)) + (badgeBeside ? badgeRoom : 0)
        base.setSizeRequest(width: width, height: Int(bounds.height.rounded(.up)))
        preview.setChild(base)
        for placement in placements.sorted(by: { $0.depth > $1.depth }) {
            let picture = Picture(placement.depth == 0 ? front : snapshots[placement.depth])
            picture.horizontalAlignment = .start
            picture.verticalAlignment = .start
            picture.marginStart = Int(placement.offset.x)
            picture.marginTop = Int(placement.offset.y)
            preview.addOverlay(picture)
        }
        if let badgeCount {
            let badge = Label("\(badgeCount)")
            badge.addCSSClass("drag-badge")
            badge.horizontalAlignment = .start
            badge.verticalAlignment = .start
            badge.marginStart = badgeBeside ? Int(bounds.width.rounded(.up)) + 4 : max(0, Int(size.width) - 20)
            badge.marginTop = 0
            preview.addOverlay(badge)
        }
        return preview
    }

    /// Room for a count badge of `digits` digits beside a stack of wide items: its CSS makes
    /// it 22 px plus 12 px of padding, and a digit is about 8 px wide.
    private static func badgeWidth(digits: Int) -> Int {
        max(22, digits * 8) + 14
    }
}
