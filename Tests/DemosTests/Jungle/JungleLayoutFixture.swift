import Foundation
import TermCollectionView
@testable import Demos

/// The jungle demo's collection view at a fixed size, for layout tests.
///
/// At 80×23 (an 80×24 terminal less the status line) with the Owls (1 goalkeeper, 4 defenders,
/// 4 midfielders, 3 forwards) and the demo's settings (header 8 rows, menu 3, section header 1,
/// cell 6, footer 1, no spacing), `prepare()` stacks, in content rows:
///
///     header 0..<8      menu 8..<11
///     section 0: header 11, cell 12..<18,                               footer 18
///     section 1: header 19, cells 20, 26, 32, 38 (each 6 rows),        footer 44
///     section 2: header 45, cells 46, 52, 58, 64,                       footer 70
///     section 3: header 71, cells 72, 78, 84,                           footer 90
///     content height 91
@MainActor
struct JungleLayoutFixture {
    let controller = JungleCup.CollectionViewController()

    var collectionView: CollectionView { controller.collectionView }
    var layout: JungleCup.CustomLayout { controller.customLayout! }

    init(width: CGFloat = 80, height: CGFloat = 23) {
        collectionView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        collectionView.layoutIfNeeded()
    }

    /// Scrolls as the user would see it: sets the offset and runs the layout pass.
    func scroll(to y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: 0, y: y)
        collectionView.layoutIfNeeded()
    }

    func attributes(_ element: JungleCup.CustomLayout.Element, section: Int = 0) -> JungleCup.CustomLayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(ofKind: element.kind, at: IndexPath(item: 0, section: section))
            as? JungleCup.CustomLayoutAttributes
    }

    func frame(of element: JungleCup.CustomLayout.Element, section: Int = 0) -> CGRect? {
        attributes(element, section: section)?.frame
    }

    /// The on-screen view's frame (nil when the element is not displayed).
    func viewFrame(of element: JungleCup.CustomLayout.Element, section: Int = 0) -> CGRect? {
        collectionView.supplementaryView(forElementKind: element.kind, at: IndexPath(item: 0, section: section))?.frame
    }

    func cellAttributes(item: Int, section: Int) -> JungleCup.CustomLayoutAttributes? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) as? JungleCup.CustomLayoutAttributes
    }

    func toggle(_ setting: WritableKeyPath<JungleCup.CustomLayoutSettings, Bool>) {
        _ = controller.toggle(setting)
        collectionView.layoutIfNeeded()
    }
}
