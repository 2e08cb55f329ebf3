import Foundation
import TermApp
import TermCanvas
import TermCollectionView

extension Demo {
    /// A horizontal carousel: cards scale and fade with distance from the centre and snap centred.
    public static let carousel = Demo(
        name: "carousel",
        summary: "Carousel: horizontal flow subclass, cards scale/fade from the centre and snap; p paging"
    ) {
        CarouselViewController(collectionViewLayout: CarouselFlowLayout())
    }
}

/// The carousel demo's reuse identifier.
enum CarouselDemo {
    static let cellIdentifier = "PlanetCard"
}

/// The carousel screen, set up as a UIKit carousel is: `decelerationRate = .fast` and paging off (the
/// layout snaps), a registered card class, a data source object. Its keys say in the help what the
/// scroll keys do here.
final class CarouselViewController: CollectionViewController {
    private let planets = CarouselDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "carousel"
        collectionView.decelerationRate = .fast
        collectionView.isPagingEnabled = false
        collectionView.register(CarouselCardCell.self, forCellWithReuseIdentifier: CarouselDemo.cellIdentifier)
        collectionView.dataSource = planets
    }

    override var keyCommands: [KeyCommand]? {
        [
            KeyCommand(inputs: [.left, .character("h")], title: "nudge left: springs back to the card") { [unowned self] in
                self.scroll(.columns(-1))
            },
            KeyCommand(inputs: [.right, .character("l")], title: "nudge right: springs back to the card") { [unowned self] in
                self.scroll(.columns(1))
            },
            KeyCommand(inputs: [.character(" "), .pageDown], title: "a screen right, lands on a centred card") { [unowned self] in
                self.scroll(.pages(1))
            },
            KeyCommand(inputs: [.pageUp], title: "a screen left, lands on a centred card") { [unowned self] in
                self.scroll(.pages(-1))
            },
            KeyCommand(input: "p", title: "paging (isPagingEnabled) on/off") { [unowned self] in
                self.collectionView.isPagingEnabled.toggle()
                self.statusMessage = "paging " + (self.collectionView.isPagingEnabled ? "on: rests on screen widths" : "off: snaps to cards")
            },
            KeyCommand(input: "d", title: "decelerationRate .fast/.normal") { [unowned self] in
                let isFast = self.collectionView.decelerationRate == .fast
                self.collectionView.decelerationRate = isFast ? .normal : .fast
                self.statusMessage = "decelerationRate " + (isFast ? ".normal (0.998)" : ".fast (0.99)")
            },
        ]
    }
}

/// Serves `CarouselData.planets`, one card each.
@MainActor
final class CarouselDataSource: CollectionViewDataSource {
    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        CarouselData.planets.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CarouselDemo.cellIdentifier, for: indexPath)
        (cell as? CarouselCardCell)?.planet = CarouselData.planets[indexPath.item]
        return cell
    }
}
