import Foundation
import DeckhandGtk
import ReorderKit

/// The picture a drag carries: snapshots of the dragged items arranged by a previews
/// formation (a diagonal stack by default, or every item where it lay), a count badge on large
/// drags, and a no-entry mark that shows, the snapshots grey under it, while the place under
/// the pointer refuses the drop.
@MainActor
struct DragPreview {
    /// The preview, to set as the drag's icon.
    let widget: Overlay
    /// Where the grabbed item's snapshot is in the preview.
    let grabbedOrigin: CGPoint
    /// How many items' snapshots the preview shows.
    let pictured: Int
    /// Where each pictured item is in the preview, by its index among the widgets given.
    let offsets: [Int: CGPoint]
    /// The snapshots, and their grey look while the drop is refused.
    private let look: RefusableLook

    /// Builds the preview of `widgets` (in their collection's order, `grabbed` the index of the
    /// one the pointer picked up), which lay at `frames` (in one coordinate space), badged with
    /// `count` (all the dragged items, on screen or not), or nil if none can be drawn.
    /// `styleClass` is added to the preview, for items whose snapshot needs a background of
    /// its own (list rows, whose background the list draws).
    init?(
        of widgets: [Widget], frames: [CGRect], grabbed: Int, count: Int,
        formation: DragDropPreviewsFormation, styleClass: String? = nil
    ) {
        guard widgets.count == frames.count else { return nil }
        let layout = formation.layout(frames: frames, grabbed: grabbed, count: count)
        let scale = widgets[grabbed].scaleFactor, forCairo = widgets[grabbed].rendersWithCairo
        // Each snapshot is flattened once: the picture is drawn again whenever the place under
        // it turns from taking the drop to refusing it, and a snapshot is drawn from the item's
        // render nodes (a card's rounded clip and art) each time.
        let snapshots = layout.items.map { index -> Paintable? in
            let item = widgets[index]
            guard let live = item.snapshotImage() else { return nil }
            return live.flattened(width: item.width, height: item.height, scale: scale, forCairo: forCairo) ?? live
        }
        guard !layout.items.isEmpty, snapshots.allSatisfy({ $0 != nil }) else { return nil }
        let itemSize = frames[grabbed].size
        // A wide item (a list row) has text up to its right edge: its badge goes past the
        // stack rather than over the text.
        let badgeBeside = layout.badge != nil && itemSize.width > itemSize.height * 3
        let preview = Overlay()
        preview.addCSSClass("drag-preview")
        if let styleClass { preview.addCSSClass(styleClass) }
        let base = Box(.vertical)
        let badgeRoom = layout.badge.map { Self.badgeWidth(digits: String($0).count) + 4 } ?? 0
        base.setSizeRequest(
            width: Int(layout.size.width.rounded(.up)) + (badgeBeside ? badgeRoom : 0),
            height: Int(layout.size.height.rounded(.up))
        )
        preview.setChild(base)
        var shown: [RefusableLook.Shown] = []
        let drawn = zip(zip(layout.items, snapshots), layout.placements).sorted { $0.1.depth > $1.1.depth }
        for ((index, snapshot), placement) in drawn {
            guard let snapshot else { continue }
            let picture = Picture(snapshot)
            picture.isRightToLeft = false
            picture.horizontalAlignment = .start
            picture.verticalAlignment = .start
            picture.marginStart = Int(placement.offset.x)
            picture.marginTop = Int(placement.offset.y)
            preview.addOverlay(picture)
            shown.append(.init(picture: picture, snapshot: snapshot, width: widgets[index].width, height: widgets[index].height))
        }
        look = RefusableLook(shown, scale: scale, forCairo: forCairo)
        if let count = layout.badge {
            let badge = Label("\(count)")
            badge.addCSSClass("drag-badge")
            badge.isRightToLeft = false
            badge.horizontalAlignment = .start
            badge.verticalAlignment = .start
            badge.marginStart = badgeBeside ? Int(layout.size.width.rounded(.up)) + 4 : max(0, Int(itemSize.width) - 20)
            preview.addOverlay(badge)
        }
        preview.addOverlay(Self.refusalMark(at: layout.grabbedOrigin, itemSize: itemSize))
        widget = preview
        grabbedOrigin = layout.grabbedOrigin
        pictured = layout.items.count
        offsets = Dictionary(zip(layout.items, layout.placements.map(\.offset)), uniquingKeysWith: { first, _ in first })
    }

    /// Whether the place under the pointer refuses the drop.
    var isRefused: Bool { widget.hasCSSClass("refused") }

    /// Marks the preview as refused by the place under the pointer, or not: the snapshots
    /// turn grey under the no-entry mark.
    func showRefused(_ refused: Bool) {
        guard refused != isRefused else { return }
        if refused { widget.addCSSClass("refused") } else { widget.removeCSSClass("refused") }
        look.show(greyed: refused)
    }

    /// A no-entry sign at the grabbed item's top corner, drawn by CSS (`refusal-mark`) and shown
    /// only on a refused preview.
    private static func refusalMark(at origin: CGPoint, itemSize: CGSize) -> Widget {
        let mark = Box(.vertical)
        mark.addCSSClass("refusal-mark")
        let bar = Box(.vertical)
        mark.append(bar)
        mark.isRightToLeft = false
        mark.horizontalAlignment = .start
        mark.verticalAlignment = .start
        mark.marginStart = Int(origin.x + max(0, itemSize.width - 30))
        mark.marginTop = Int(origin.y) + 4
        mark.canTarget = false
        return mark
    }

    /// Room for a count badge of `digits` digits beside a stack of wide items: its CSS makes
    /// it 22 px plus 12 px of padding, and a digit is about 8 px wide.
    private static func badgeWidth(digits: Int) -> Int {
        max(22, digits * 8) + 14
    }
}

/// A drag preview's snapshots, shown as they are or in grey (while the drop is refused). The
/// grey pictures are worked out once, at the first refusal, rather than by a CSS filter in
/// every frame (`Paintable.greyed`).
@MainActor
private final class RefusableLook {
    /// A snapshot in the preview, its picture and its size.
    struct Shown {
        let picture: Picture
        let snapshot: Paintable
        let width: Int
        let height: Int
    }

    private let shown: [Shown]
    private let scale: Int
    private let forCairo: Bool
    /// The grey snapshots, in the order of `shown`, once made.
    private var greyed: [Paintable?]?

    init(_ shown: [Shown], scale: Int, forCairo: Bool) {
        self.shown = shown
        self.scale = scale
        self.forCairo = forCairo
    }

    /// Shows every snapshot in grey, or as it is.
    func show(greyed wanted: Bool) {
        if wanted, greyed == nil {
            greyed = shown.map { $0.snapshot.greyed(width: $0.width, height: $0.height, scale: scale, forCairo: forCairo) }
        }
        for (index, item) in shown.enumerated() {
            let grey = wanted ? greyed?[index] : nil
            item.picture.show(grey ?? item.snapshot)
        }
    }
}
