import Foundation
import DeckhandGtk
import Patience

/// Draws the back every face-down card shares: a white border round a blue panel crossed by
/// a fine lattice, with a diamond at its heart.
@MainActor
enum CardBack {
    /// Draws the back filling `width` by `width × 1.4` pixels.
    static func draw(width: Double, palette: CardPalette, on canvas: Canvas) {
        let height = width * CardTableGeometry.aspect
        CardOutline.fill(width: width, height: height, colour: palette.face, palette: palette, on: canvas)
        let inset = max(2, width * 0.06)
        let panel = CGRect(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset)
        canvas.save()
        canvas.roundedRectangle(panel, radius: width * 0.04)
        canvas.setColor(palette.back)
        canvas.fill(preserving: true)
        canvas.clip()
        canvas.setColor(palette.backPattern)
        canvas.setLineWidth(max(1, width * 0.018))
        let spacing = max(4, width * 0.09)
        // One stroke per line: cairo stroking the whole lattice at once spent most of its time
        // on the crossings (0.9 ms a back 84 px wide, against 0.26 ms line by line).
        var offset = -height
        while offset < width + height {
            canvas.move(to: CGPoint(x: offset, y: 0))
            canvas.line(to: CGPoint(x: offset + height, y: height))
            canvas.stroke()
            canvas.move(to: CGPoint(x: offset + height, y: 0))
            canvas.line(to: CGPoint(x: offset, y: height))
            canvas.stroke()
            offset += spacing
        }
        let centre = CGPoint(x: width / 2, y: height / 2)
        canvas.move(to: CGPoint(x: centre.x, y: centre.y - width * 0.2))
        canvas.line(to: CGPoint(x: centre.x + width * 0.14, y: centre.y))
        canvas.line(to: CGPoint(x: centre.x, y: centre.y + width * 0.2))
        canvas.line(to: CGPoint(x: centre.x - width * 0.14, y: centre.y))
        canvas.closePath()
        canvas.setColor(palette.face)
        canvas.fill()
        canvas.restore()
    }
}
