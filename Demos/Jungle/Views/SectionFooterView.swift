import Foundation
import TermCanvas
import TermCollectionView

extension JungleCup {
    /// A role's section footer: the group's collective strength (the average of its players) as a
    /// number and a bar.
    final class SectionFooterView: CollectionReusableView {
        var title = ""
        var strength = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func draw(in context: DrawingContext) {
            context.fill(context.bounds)
            let label = "\(title) · collective strength "
            let x = context.write(label, x: 2, y: 0, style: Style(dim: true)) + 2
            context.write(StrengthBar.text(strength, width: 20), x: x, y: 0, style: Style(foreground: .green))
        }
    }
}
