import Foundation
import TermCanvas
import TermCollectionView

extension JungleCup {
    /// The tutorial's `PlayerCell`: a player's picture and name. `apply(_:)` takes the layout's
    /// `parallax` transform for the picture — the cell itself is not moved — and the picture is drawn
    /// shifted by it, clipped to its window, so it slides inside the cell as the cell crosses the screen.
    final class PlayerCell: CollectionViewCell {
        /// The player shown; set by the data source.
        var player: Player?
        /// The team's animal, for the portrait.
        var animal: Team.Animal = .owl
        /// The picture's transform: the tutorial's `picture.transform = attributes.parallax`.
        private(set) var pictureTransform: CGAffineTransform = .identity

        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            player = nil
        }

        override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            if let customLayoutAttributes = layoutAttributes as? CustomLayoutAttributes {
                pictureTransform = customLayoutAttributes.parallax
            }
        }

        /// The picture's offset in whole rows, rounded as the renderer rounds frames (halves down the screen).
        var pictureRowOffset: Int {
            Int((pictureTransform.ty + 0.5).rounded(.down))
        }

        override func draw(in context: DrawingContext) {
            // Opaque: the header stays behind the content while it scrolls up.
            context.fill(context.bounds)
            context.drawBox(border: .light)
            guard let player, context.size.height > 2 else { return }
            let window = CellRect(x: 2, y: 1, width: PlayerPortrait.width, height: context.size.height - 2)
            drawPicture(of: player, in: window, context: context)
            let text = CellRect(x: window.maxX + 3, y: 1, width: context.size.width - window.maxX - 4, height: window.height)
            context.clipped(to: text) {
                drawDetails(of: player, in: text, context: context)
            }
        }

        private func drawPicture(of player: Player, in window: CellRect, context: DrawingContext) {
            let portrait = PlayerPortrait(animal: animal, number: player.number)
            let top = window.y - PlayerPortrait.bleed + pictureRowOffset
            let foliage = Style(foreground: .green)
            let body = Style(foreground: PlayerPortrait.color(for: animal))
            context.clipped(to: window) {
                for (row, line) in portrait.rows.enumerated() {
                    let isAnimal = row >= PlayerPortrait.bleed && row < portrait.rows.count - PlayerPortrait.bleed
                    context.write(line, x: window.x, y: top + row, style: isAnimal ? body : foliage)
                }
            }
        }

        private func drawDetails(of player: Player, in area: CellRect, context: DrawingContext) {
            context.write(player.name, x: area.x, y: area.y, style: Style(bold: true))
            context.write("#\(player.number) · \(player.role.singular)", x: area.x, y: area.y + 1, style: Style(dim: true))
            context.write("strength " + StrengthBar.text(player.strength, width: 10), x: area.x, y: area.y + 2)
        }
    }
}
