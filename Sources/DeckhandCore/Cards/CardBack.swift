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
        canvas.roundedRectangle(panel, radius: width * 0.04)
        canvas.setColor(palette.back)
        canvas.fill(preserving: true)
        // The lattice is one tile, repeated across the panel: stroking each of its 87 lines
        // across the panel, clipped to its corners, took 5.6 million instructions a back.
        let lineWidth = max(1, width * 0.018)
        canvas.fillTiled(side: max(4, width * 0.09)) { tile, side in
            tile.setColor(palette.backPattern)
            tile.setLineWidth(lineWidth)
            // Both diagonals, and the neighbours' lines that reach into the tile's corners.
            for step in -1...1 {
                let shift = Double(step) * side
                tile.move(to: CGPoint(x: shift - side, y: -side))
                tile.line(to: CGPoint(x: shift + 2 * side, y: 2 * side))
                tile.stroke()
                tile.move(to: CGPoint(x: shift + 2 * side, y: -side))
                tile.line(to: CGPoint(x: shift - side, y: 2 * side))
                tile.stroke()
            }
        }
        let centre = CGPoint(x: width / 2, y: height / 2)
        canvas.move(to: CGPoint(x: centre.x, y: centre.y - width * 0.2))
        canvas.line(to: CGPoint(x: centre.x + width * 0.14, y: centre.y))
        canvas.line(to: CGPoint(x: centre.x, y: centre.y + width * 0.2))
        canvas.line(to: CGPoint(x: centre.x - width * 0.14, y: centre.y))
        canvas.closePath()
        canvas.setColor(palette.face)
        canvas.fill()
    }
}
