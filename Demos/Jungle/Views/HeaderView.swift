import Foundation
import TermCanvas
import TermCollectionView

extension JungleCup {
    /// The tutorial's `HeaderView`: the "Jungle Cup" logo over a jungle backdrop, with an overlay that
    /// darkens as the content scrolls over it.
    ///
    /// The layout stretches the header by scaling its frame; the backdrop fills whatever frame it is
    /// given and the logo stays centred, so a pulled header grows more jungle around the same title.
    /// The overlay (the tutorial's black `overlayView` at `headerOverlayAlpha`) dims the header and
    /// blanks an ordered-dither share of the backdrop equal to the alpha, so it shows in plain text too.
    final class HeaderView: CollectionReusableView {
        /// The overlay's alpha from the layout's attributes.
        private(set) var overlayAlpha: CGFloat = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            if let customLayoutAttributes = layoutAttributes as? CustomLayoutAttributes {
                overlayAlpha = customLayoutAttributes.headerOverlayAlpha
            }
        }

        override func draw(in context: DrawingContext) {
            // The logo is picked by the unscaled width, so a stretched header keeps its logo.
            let logo = JungleCupLogo.lines(fittingWidth: Int(bounds.width))
            let logoWidth = logo.map(DisplayWidth.of).max() ?? 0
            let logoX = (context.size.width - logoWidth) / 2
            let logoY = (context.size.height - logo.count) / 2
            let clearing = CellRect(x: logoX - 2, y: logoY, width: logoWidth + 4, height: logo.count)
            drawBackdrop(in: context, sparing: clearing)
            for (row, line) in logo.enumerated() {
                context.write(line, x: logoX, y: logoY + row, style: Style(foreground: .yellow, bold: true))
            }
            if overlayAlpha > 0 {
                context.modifyStyle { $0.isDim = true }
            }
        }

        private func drawBackdrop(in context: DrawingContext, sparing clearing: CellRect) {
            context.fill(context.bounds)
            let leaves = Style(foreground: .green)
            for y in 0..<context.size.height {
                let tileRow = Array(Self.tile[y % Self.tile.count])
                for x in 0..<context.size.width where !clearing.contains(x: x, y: y) && !isDarkened(x: x, y: y) {
                    let leaf = tileRow[x % tileRow.count]
                    if leaf != " " { context.write(String(leaf), x: x, y: y, style: leaves) }
                }
            }
        }

        /// Whether the overlay hides the backdrop at `(x, y)`: a 4×4 ordered dither, so an alpha of
        /// 0.5 hides every other leaf and 0.6 hides ten cells of sixteen.
        private func isDarkened(x: Int, y: Int) -> Bool {
            (CGFloat(Self.bayer[y % 4][x % 4]) + 0.5) / 16 < overlayAlpha
        }

        private static let bayer = [[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]]

        /// The backdrop's repeating leaves.
        private static let tile = [
            "  ,  ^  .  ; ",
            " ;  '  v  ,  ",
            "   .  ;  ' ^ ",
            " ^  ,   .  ' ",
        ]
    }

    /// The "Jungle Cup" title as ASCII art (FIGlet's "standard" and "small" fonts), or plain text where
    /// neither fits.
    enum JungleCupLogo {
        static func lines(fittingWidth width: Int) -> [String] {
            for art in [standard, small] where (art.map(\.count).max() ?? 0) + 2 <= width {
                return art
            }
            return ["JUNGLE CUP"]
        }

        static let standard = [
            #"     _                   _         ____"#,
            #"    | |_   _ _ __   __ _| | ___   / ___|   _ _ __"#,
            #" _  | | | | | '_ \ / _` | |/ _ \ | |  | | | | '_ \"#,
            #"| |_| | |_| | | | | (_| | |  __/ | |__| |_| | |_) |"#,
            #" \___/ \__,_|_| |_|\__, |_|\___|  \____\__,_| .__/"#,
            #"                   |___/                    |_|"#,
        ]

        static let small = [
            #"    _                _        ___"#,
            #" _ | |_  _ _ _  __ _| |___   / __|  _ _ __"#,
            #"| || | || | ' \/ _` | / -_) | (_| || | '_ \"#,
            #" \__/ \_,_|_||_\__, |_\___|  \___\_,_| .__/"#,
            #"               |___/                 |_|"#,
        ]
    }
}
