import Foundation
import TermCanvas
import TermCollectionView

extension JungleCup {
    /// The tutorial's `MenuView`: one tab per team, the displayed team highlighted (reverse video and
    /// brackets). The data source sets `teams` and `selectedIndex` when it dequeues the view, so a
    /// team switch (a reload) redraws it.
    final class MenuView: CollectionReusableView {
        var teams: [Team] = []
        var selectedIndex = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func draw(in context: DrawingContext) {
            context.fill(context.bounds)
            context.drawBox(border: .light)
            let inner = context.bounds.insetBy(dx: 1, dy: 1)
            guard !teams.isEmpty, inner.width > 0, inner.height > 0 else { return }
            let row = inner.y + (inner.height - 1) / 2
            for (index, team) in teams.enumerated() {
                let slot = CellRect(x: inner.x + inner.width * index / teams.count, y: row,
                                    width: inner.width * (index + 1) / teams.count - inner.width * index / teams.count, height: 1)
                drawTab(for: team, key: index + 1, isSelected: index == selectedIndex, in: slot, context: context)
            }
        }

        private func drawTab(for team: Team, key: Int, isSelected: Bool, in slot: CellRect, context: DrawingContext) {
            let text = Self.label(for: team, key: key, isSelected: isSelected, width: slot.width)
            let x = slot.x + (slot.width - DisplayWidth.of(text)) / 2
            context.clipped(to: slot) {
                if isSelected {
                    context.fill(slot, style: Style(reverse: true))
                    context.write(text, x: x, y: slot.y, style: Style(bold: true, reverse: true))
                } else {
                    context.write(text, x: x, y: slot.y)
                }
            }
        }

        /// The longest label that fits the slot with a column to spare: with the emoji, without it,
        /// then the shortest one truncated.
        private static func label(for team: Team, key: Int, isSelected: Bool, width: Int) -> String {
            let plain = ["\(key) \(team.emoji) \(team.name)", "\(key) \(team.name)"]
            let candidates = isSelected ? plain.map { "[ \($0) ]" } + ["[\(key) \(team.name)]"] : plain
            if let fitting = candidates.first(where: { DisplayWidth.of($0) < width }) { return fitting }
            return DisplayWidth.truncate(candidates[candidates.count - 1], toWidth: max(1, width - 1))
        }
    }
}
