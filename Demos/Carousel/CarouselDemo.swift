import Foundation
import TermCanvas
import TermCollectionView

extension Demo {
    /// A horizontal carousel: cards scale and fade with distance from the centre and snap centred.
    public static let carousel = Demo(
        name: "carousel",
        summary: "Carousel: horizontal flow subclass, cards scale/fade from the centre and snap; p paging"
    ) { clock in
        CarouselDemo.makeHost(clock: clock)
    }
}

/// Builds the carousel screen as a UIKit carousel is set up: the layout, `decelerationRate = .fast`
/// and paging off (the layout snaps), a registered card class, a data source.
@MainActor
enum CarouselDemo {
    static let cellIdentifier = "PlanetCard"

    static func makeHost(clock: FrameClock) -> CollectionViewHost {
        let layout = CarouselFlowLayout()
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.decelerationRate = .fast
        collectionView.isPagingEnabled = false
        collectionView.register(CarouselCardCell.self, forCellWithReuseIdentifier: cellIdentifier)
        let dataSource = CarouselDataSource()
        collectionView.dataSource = dataSource
        let host = CollectionViewHost(collectionView: collectionView, title: "carousel", clock: clock)
        host.retainedObjects = [dataSource]
        host.keyCommands = [
            KeyCommand(inputs: [.left, .character("h")], title: "nudge left: springs back to the card") { [unowned host] in
                host.scroll(.columns(-1))
            },
            KeyCommand(inputs: [.right, .character("l")], title: "nudge right: springs back to the card") { [unowned host] in
                host.scroll(.columns(1))
            },
            KeyCommand(inputs: [.character(" "), .pageDown], title: "a screen right, lands on a centred card") { [unowned host] in
                host.scroll(.pages(1))
            },
            KeyCommand(inputs: [.pageUp], title: "a screen left, lands on a centred card") { [unowned host] in
                host.scroll(.pages(-1))
            },
            KeyCommand(input: "p", title: "paging (isPagingEnabled) on/off") { [unowned host] in
                collectionView.isPagingEnabled.toggle()
                host.statusMessage = "paging " + (collectionView.isPagingEnabled ? "on: rests on screen widths" : "off: snaps to cards")
            },
            KeyCommand(input: "d", title: "decelerationRate .fast/.normal") { [unowned host] in
                let isFast = collectionView.decelerationRate == .fast
                collectionView.decelerationRate = isFast ? .normal : .fast
                host.statusMessage = "decelerationRate " + (isFast ? ".normal (0.998)" : ".fast (0.99)")
            },
        ]
        return host
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
