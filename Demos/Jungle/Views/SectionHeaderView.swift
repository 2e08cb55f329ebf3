import Foundation
import TermCanvas
import TermCollectionView

extension JungleCup {
    /// A role's section header: a heavy rule with the role's name and head count. Opaque, so a pinned
    /// header covers the cells scrolling under it.
    final class SectionHeaderView: CollectionReusableView {
        var title = ""
        var playerCount = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func draw(in context: DrawingContext) {
            let rule = Style(foreground: .green, bold: true)
            context.fill(context.bounds, with: "━", style: rule)
            let count = playerCount == 1 ? " 1 player " : " \(playerCount) players "
            let countX = context.size.width - 2 - DisplayWidth.of(count)
            context.write(count, x: countX, y: 0, style: rule)
            let name = " \(title.uppercased()) "
            context.clipped(to: CellRect(x: 0, y: 0, width: max(0, countX - 1), height: 1)) {
                context.write(name, x: 2, y: 0, style: Style(bold: true))
            }
        }
    }
}
