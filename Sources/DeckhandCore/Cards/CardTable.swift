import Foundation
import DeckhandGtk
import DeckhandModels
import Patience
import Localization
import ReorderGtk
import ReorderKit

/// The green table: every pile of a game of patience, dragged between through one reorder
/// container whose collections are the piles. A drag picks up a card and every card on top of
/// it, previewed as a stack; a pile that takes the cards lights up, one that does not shows
/// the forbidden cursor. Clicking the stock deals; double-clicking a card sends it home.
@MainActor
final class CardTable {
    /// The table, to place in the window.
    let widget: Widget
    /// The table's box: the piles' places first, then the piles, the later a pile the higher it
    /// lies.
    private let felt: Box
    private(set) var game: any PatienceGame
    private(set) var contents: [PileID: ForEach<PlacedCard>] = [:]
    private(set) var pileWidgets: [PileID: Box] = [:]
    /// Says what keyboard play did, for the status line.
    var announce: @MainActor (String) -> Void = { _ in }
    /// Told when a drag begins or changes where it would land (true), or ends (false).
    var dragChanged: @MainActor (Bool) -> Void = { _ in }
    /// Draws the cards at a new size once resizing has stopped.
    private var redraw: RepeatingTimer?
    /// Whether a table that deals has dealt.
    private var dealt = false
    /// The won game's ending (`celebrate()`).
    let cascade = WinCascade()
    /// The pictures of the cards, at the size the table last laid them out.
    let art = CardArt()
    /// Each pile's widget, placed by the table's layout.
    private(set) var pileViews: [PileID: Widget] = [:]
    /// Each pile's place on the felt, under its cards, as `art` draws it.
    private var places: [PileID: Picture] = [:]
    private var hintTimer: RepeatingTimer?
    private let changed: @MainActor () -> Void
    /// Set at the end of `init`: its closures need `self`.
    private(set) var container: ReorderContainer<PlacedCard, PileID>?

    /// A table showing `game`; `changed` runs after every change to it. With `dealing`, the
    /// cards lie in the stock when the table is first shown and are then dealt out, one by one.
    init(game: any PatienceGame, dealing: Bool = false, changed: @escaping @MainActor () -> Void) {
        self.game = game
        self.changed = changed
        let table = Box(.vertical, spacing: 24)
        table.addCSSClass("card-table")
        widget = table
        felt = table

        // The felt takes the pointer for every pile: the piles and cards are no pick targets,
        // so the pointer moving over them is, to GTK, moving over one widget (see
        // `pointerArea`; docs/performance.md, "Dragging on the card table"). Order within a
        // pile means nothing: the table's own keyboard moves cards between piles.
        let container = ReorderContainer(
            for: PlacedCard.self, in: PileID.self, supportsKeyboardReordering: false, pointerArea: table
        ) { [weak self] difference in
            self?.play(animated: false) { $0.apply(difference) }
        }
        container.pointerAreaHoldsNoPopover = true
        container.dragContainer = .itemAndFollowing
        container.dragPreviewsFormation = .pile
        container.showsInsertionIndicator = false
        // Cards still travelling face down in the deal stay where they are.
        container.canPickUp = { [weak self] in self?.isDealing == false && self?.game.pickUp($0) != nil }
        container.dropConfiguration = { [weak self] items, proposed in
            // Held over the pile they came from, the cards would go back: no refusal to show.
            if let first = items.first, self?.game.location(of: first)?.pile == proposed.collectionID {
                return DropConfiguration(operation: .cancel)
            }
            let onTop = ReorderDifference<Card.ID, PileID>.Destination(position: .end, collectionID: proposed.collectionID)
            let move = ReorderDifference(sources: items, destination: onTop)
            return self?.game.isLegal(move) == true ? DropConfiguration(operation: .move, destination: onTop) : DropConfiguration(operation: .forbidden)
        }
        container.itemName = { $0.card.name }
        // Click to move speaks as the table's own keyboard does: in the status line and to
        // screen readers.
        container.onEvent { [weak self] event in
            guard let self else { return }
            switch event {
            case .announced(let text): announce(text)
            case .reorder(.began(let items)):
                // Carried cards that glide back pass over the other piles.
                if let first = items.first, let pile = game.location(of: first)?.pile { raise([pile]) }
            // Begun, ended, refused or not (shown on the carried cards only: the felt does not
            // repaint for it), and each new place it would land.
            case .dragStateChanged(let state): dragChanged(state != nil)
            case .reorder(.destinationChanged): dragChanged(true)
            default: break
            }
        }

        // A game with a stock is dealt from it: its cards lie there first.
        let dealing = dealing && game.pileOrder.contains(.stock)
        // For what click to move says ("Six of diamonds moved to Tableau 4"); each pile then
        // names itself by what it holds.
        container.sectionName = { $0.spokenName }
        let undealt = Self.undealt(game)
        for pile in game.pileOrder { table.append(makePlace(of: pile)) }
        for pile in game.pileOrder {
            table.append(makePile(pile, showing: dealing ? undealt[pile] ?? [] : game.cards(in: pile), in: container))
        }
        table.setCustomLayout(CustomLayout(
            // Small enough that the window never has to grow for the cards: they shrink instead.
            measure: { _, orientation, _ in orientation == .horizontal ? (240, 900) : (260, 620) },
            allocate: { [weak self] _, width, height in self?.place(width: width, height: height) }
        ))
        self.container = container
        installClicks()
        keyboard = CardKeyboard(table: self)
        followStyle()
        table.onMap { [weak self, weak table] in
            self?.keyboard?.focus()
            guard dealing, let self, !dealt, let table else { return }
            dealt = true
            // Once the cards lie in the stock, they go out to their places one by one, face
            // down, and those the deal shows turn over once the last has landed.
            NextFrame.run(after: table) { [weak self] in
                guard let self, let container = self.container else { return }
                // The game as it is now: a click may have come before the first frame.
                let game = self.game
                guard Settings.animationsEnabled else { return lay(game) }
                let dealt = game.pileOrder.filter { $0 != .stock }.reduce(0) { $0 + game.cards(in: $1).count }
                container.animatingMoves(stagger: Self.dealStagger) { self.layFaceDown(self.game) }
                let landing = 260 + dealt * Self.dealStagger
                turnOver = turnOverTimer(after: landing)
                // The cards set off on the next frame, which a busy machine paints late: the
                // landing is counted from there, so that none turns over in flight.
                NextFrame.run(after: table) { [weak self] in
                    guard let self, turnOver != nil else { return }
                    turnOver = turnOverTimer(after: landing)
                }
            }
        }
    }

    /// Keyboard play: a focus ring that picks up runs and drops them on piles.
    private var keyboard: CardKeyboard?
    /// Turns the dealt cards face up once the deal has landed.
    private var turnOver: RepeatingTimer?
    /// How long after one card the next one sets off as a game is dealt, in milliseconds.
    private static let dealStagger = 18

    /// The picture of `pile`'s place, which the table lays under the pile's bottom card. A
    /// picture like the cards' rather than a style: it takes the cards' size without a
    /// stylesheet made for each size (which restyled the whole table on its first layout and
    /// after each resize) and costs the GL renderer no shader of its own at start-up.
    private func makePlace(of pile: PileID) -> Widget {
        let place = Picture()
        place.scalesToFill()
        place.canTarget = false
        place.setAccessibleHidden(true)
        places[pile] = place
        return place
    }

    /// Draws the card `view` shows in `pile` again (its index turned compact, or whole again).
    /// `view` is a layout's wrapper of the widget: the card's own is found by its GTK pointer.
    private func redraw(_ view: Widget, in pile: PileID) {
        guard let content = contents[pile],
              let placed = content.items.first(where: { content.widget(for: $0.id)?.widget == view.widget }),
              let card = content.widget(for: placed.id) else { return }
        CardView.refresh(placed, on: card, art: art)
    }

    /// How `pile` spreads its cards.
    private func spread(of pile: PileID) -> PileLayout.Spread {
        switch pile {
        case .tableau: .fanned
        case .waste: .waste(showing: game.wasteShows)
        case .stock, .foundation, .cell: .stacked
        }
    }

    private func makePile(_ pile: PileID, showing cards: [PlacedCard], in container: ReorderContainer<PlacedCard, PileID>) -> Widget {
        let art = art
        let content = ForEach(cards, content: { placed in CardView.make(for: placed, art: art) },
                              refresh: { placed, view in CardView.refresh(placed, on: view, art: art) }).reorderable()
        contents[pile] = content
        let box = Box(.vertical)
        box.addCSSClass("pile")
        if case .foundation = pile { box.addCSSClass("foundation") }
        let spread = spread(of: pile)
        // Only a fanned pile runs down the table: the others are a card's height.
        if case .fanned = spread {} else { box.addCSSClass("card-sized") }
        box.setCustomLayout(PileLayout.make(spread) { [weak self] view in self?.redraw(view, in: pile) })
        pileWidgets[pile] = box
        let view = container.addSection(pile, content: content, host: BoxContentHost(box: box, layout: .free))
        view.canTarget = false
        box.setAccessibleLabel(pile.spokenSummary(holding: cards))
        pileViews[pile] = view
        exposeTopCard(of: pile, holding: cards)
        return view
    }

    /// Places the piles in `width` by `height` pixels, the cards as large as fits (see
    /// `CardTableGeometry`); a right-to-left table is its mirror image, the stock at the right,
    /// as Aisleriot lays it out.
    private func place(width: Int, height: Int) {
        let geometry = CardTableGeometry(width: Double(width), height: Double(height), layout: game.layout)
        let mirrored = widget.isRightToLeft
        cardsAre(geometry.cardWidth)
        func allocate(_ widget: Widget?, _ frame: CGRect) {
            _ = widget?.measure(.horizontal)
            _ = widget?.measure(.vertical, forSize: Int(geometry.cardWidth))
            widget?.allocate(frame)
        }
        for pile in game.pileOrder {
            var frame = geometry.frame(of: pile)
            frame.size.width = PileLayout.width(of: spread(of: pile), cardWidth: frame.width)
            var card = CGRect(origin: frame.origin, size: CGSize(width: geometry.cardWidth, height: geometry.cardHeight))
            if mirrored {
                frame.origin.x = Double(width) - frame.maxX
                card.origin.x = Double(width) - card.maxX
            }
            allocate(places[pile], card)
            allocate(pileViews[pile], frame)
        }
    }

    /// Whether a click picks a card (and those on it) up and a click on a pile puts it there,
    /// as Aisleriot's "Click to Move" (the Preferences' switch).
    var clickToMove: Bool {
        get { container?.clickToMove ?? false }
        set { container?.clickToMove = newValue }
    }

    /// Clicks on the felt, found on their pile and card as the container finds a press: the
    /// stock deals, and a double-click sends a face-up card home.
    private func installClicks() {
        let click = GestureClick()
        // The table holds no popover; see `handlesOtherSurfaces`.
        click.handlesOtherSurfaces = true
        click.onClickedAt { [weak self] count, point in
            guard let self, let (pile, card) = container?.target(at: point) else { return }
            if pile == .stock { return dealFromStock(clicks: count) }
            guard count == 2, let card, contents[pile]?.items.first(where: { $0.id == card })?.isFaceUp == true else { return }
            play { $0.sendToFoundation(card) }
        }
        widget.addController(click)
    }

    /// The stock clicked: every click of a quick double-click deals, but only a single click
    /// turns the waste back over (that costs points).
    private func dealFromStock(clicks count: Int) {
        let dealt = play { game in
            guard count == 1 || !game.cards(in: .stock).isEmpty else { return false }
            return game.deal()
        }
        if !dealt, count == 1, let refusal = game.dealRefusal { announce(refusal) }
    }

    /// `game`'s cards face down in the stock, as they lie before the deal.
    private static func undealt(_ game: any PatienceGame) -> [PileID: [PlacedCard]] {
        [.stock: game.pileOrder.flatMap { game.cards(in: $0) }.map { PlacedCard($0.card, faceUp: false) }]
    }

    /// Draws the cards `width` pixels wide: at once the first time, and a moment after the size
    /// stops changing afterwards (while a window is being resized the pictures scale, and
    /// nothing is drawn on every frame). Nothing is drawn again unless the width, the screen's
    /// scale, the style or the renderer changed.
    private func cardsAre(_ width: Double) {
        let look = look(width: Int(width))
        guard look != art.look else {
            redraw?.stop()
            return
        }
        guard art.width > 0 else { return draw(look) }
        redraw?.stop()
        redraw = RepeatingTimer(milliseconds: 150) { [weak self] in
            // The style may have changed while the size settled.
            if let self { draw(self.look(width: look.width)) }
            return false
        }
    }

    /// How cards `width` pixels wide are drawn on this table now.
    private func look(width: Int) -> CardArt.Look {
        CardArt.Look(
            width: width, scale: widget.scaleFactor, dark: StyleManager.shared.isDark, cairo: widget.rendersWithCairo,
            rightToLeft: widget.isRightToLeft
        )
    }

    /// Draws the cards again, in the new colours, whenever the style turns dark or light.
    private func followStyle() {
        let styles = StyleManager.shared
        let handler = styles.onDarkChanged { [weak self] in
            guard let self, art.width > 0 else { return }
            draw(look(width: art.width))
        }
        widget.onDestroy { styles.disconnect(handler) }
    }

    /// Draws every card as `look` says.
    private func draw(_ look: CardArt.Look) {
        guard art.use(look) else { return }
        if let picture = art.place { places.values.forEach { $0.show(picture) } }
        for content in contents.values {
            for placed in content.items {
                if let view = content.widget(for: placed.id) { CardView.refresh(placed, on: view, art: art) }
            }
        }
    }

    /// Runs `action` on the game; if it changed anything, shows the new state, the cards that
    /// changed pile sliding there unless `animated` is false (a drop lands its own). Returns
    /// whether it did.
    @discardableResult
    func play(animated: Bool = true, _ action: (inout any PatienceGame) -> Bool) -> Bool {
        var next = game
        guard action(&next) else { return false }
        show(next, animated: animated)
        return true
    }

    /// Shows `game` on the table; the cards that changed pile slide to their new places if
    /// `animated` (and the user has animations on).
    func show(_ game: any PatienceGame, animated: Bool = true) {
        // Cards flying to a pile pass over the others.
        raise(game.pileOrder.filter { game.cards(in: $0).count > self.game.cards(in: $0).count })
        guard animated, let container else { return lay(game) }
        container.animatingMoves { lay(game) }
    }

    /// Says `text` as the table's keyboard says its steps: on the status line and to screen
    /// readers.
    func say(_ text: String) {
        keyboard?.say(text)
    }

    /// Lays `piles` above every other pile (the table's layout places them by name, so their
    /// order is only the order they are drawn in).
    private func raise(_ piles: [PileID]) {
        for pile in piles {
            guard let view = pileViews[pile], let last = felt.children.last, last.pointer != view.pointer else { continue }
            felt.reorder(view, after: last)
        }
    }

    /// In a stacked pile (the stock, a foundation) only the top card is there for assistive
    /// technology: the cards under it are hidden by it, and the pile's name says how many
    /// there are.
    private func exposeTopCard(of pile: PileID, holding cards: [PlacedCard]) {
        switch pile {
        case .stock, .foundation: break
        case .waste, .tableau, .cell: return
        }
        for (index, placed) in cards.enumerated() {
            contents[pile]?.widget(for: placed.id)?.setAccessibleHidden(index < cards.count - 1)
        }
    }

    /// Puts `game`'s cards where it has them, every one face down, as they travel in the deal.
    private func layFaceDown(_ game: any PatienceGame) {
        for (pile, content) in contents {
            content.update(game.cards(in: pile).map { PlacedCard($0.card, faceUp: false) })
        }
    }

    /// Whether the cards are being dealt, face down until the last has landed.
    var isDealing: Bool { turnOver != nil }

    /// A timer that turns the dealt cards face up `milliseconds` from now.
    private func turnOverTimer(after milliseconds: Int) -> RepeatingTimer {
        RepeatingTimer(milliseconds: milliseconds) { [weak self] in
            if let self { lay(self.game) }
            return false
        }
    }

    /// Puts `game`'s cards where it has them, at once.
    private func lay(_ game: any PatienceGame) {
        turnOver?.stop()
        turnOver = nil
        self.game = game
        for (pile, content) in contents {
            content.update(game.cards(in: pile))
            pileWidgets[pile]?.setAccessibleLabel(game.spokenSummary(of: pile))
            exposeTopCard(of: pile, holding: game.cards(in: pile))
        }
        keyboard?.gameChanged()
        changed()
    }

    /// Highlights for a moment what `hint` advises: the cards to move and the pile they go
    /// to, or the stock to deal from.
    func light(_ hint: CardTableHint) {
        clearHint()
        var lit: [Widget] = []
        switch hint {
        case .move(let move):
            lit = move.sources.compactMap { id in
                game.location(of: id).flatMap { contents[$0.pile]?.widget(for: id) }
            } + [pileWidgets[move.destination.collectionID]].compactMap { $0 }
        case .deal:
            lit = [pileWidgets[.stock]].compactMap { $0 }
        case .dealRefused, .noMoves:
            break
        }
        lit.forEach { $0.addCSSClass("hinted") }
        hintTimer = RepeatingTimer(milliseconds: 1_600) { [weak self] in
            self?.clearHint()
            return false
        }
    }

    private func clearHint() {
        hintTimer?.stop()
        hintTimer = nil
        for content in contents.values {
            content.items.compactMap { content.widget(for: $0.id) }.forEach { $0.removeCSSClass("hinted") }
        }
        pileWidgets.values.forEach { $0.removeCSSClass("hinted") }
    }
}
