import DeckhandGtk
import Foundation
import Patience

/// The ranks' index text for one card width, each rank set by Pango the first time a face
/// shows it, and filled in both corners of every face showing it: a face's second corner,
/// upside down, and the rank's other suits cost no more text setting. (Setting both corners of
/// Klondike's first seven faces cost 10.8 million instructions, 6.4 million now: what is left
/// is mostly setting up the font, once.)
@MainActor
final class CardIndexOutlines {
    /// The card width the outlines are for, in logical pixels.
    let width: Double
    private var outlines: [String: TextOutline] = [:]

    /// Outlines for cards `width` logical pixels wide.
    init(width: Double) {
        self.width = width
    }

    /// The em of the index text.
    private var size: Double { width * 0.23 }

    /// Fills the index text of `card` in the current colour, centred on `centre`: the rank,
    /// with a ten's two digits set close and narrowed (the font's digits are spaced for
    /// tables), so that "10" fits the corner like a single letter.
    func fillRank(of card: Card, centredAt centre: CGPoint, on canvas: Canvas) {
        guard card.rank == 10 else {
            if let outline = outline(of: card.rankLabel, on: canvas) { canvas.fill(outline, centredAt: centre) }
            return
        }
        for (digit, shift) in [("1", -0.05), ("0", 0.05)] {
            guard let outline = outline(of: digit, on: canvas) else { continue }
            canvas.save()
            canvas.translate(centre.x + shift * width, centre.y)
            canvas.scale(0.8, 1)
            canvas.fill(outline, centredAt: .zero)
            canvas.restore()
        }
    }

    private func outline(of text: String, on canvas: Canvas) -> TextOutline? {
        if let outline = outlines[text] { return outline }
        let outline = canvas.outline(of: text, size: size, bold: true)
        outlines[text] = outline
        return outline
    }
}
