import UIKitCompat
import XCTest

private final class Schedule: NSObject, UICollectionViewDataSource, ProgramGuideLayoutDelegate {
    /// (start minute, duration) per programme, per channel.
    let programs: [[(Int, Int)]] = [
        [(0, 60), (60, 30), (90, 90)],
        [(0, 30), (30, 120), (150, 30)],
        [(0, 180)],
    ]

    func numberOfSections(in collectionView: UICollectionView) -> Int { programs.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        programs[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Program", for: indexPath)
        cell.text = "P\(indexPath.section)\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        view.text = kind == ProgramGuideLayout.channelHeaderKind ? "Ch \(indexPath.section)" : "\(indexPath.item * 30)'"
        return view
    }

    func collectionView(_ collectionView: UICollectionView, layout: ProgramGuideLayout, startMinuteForProgramAt indexPath: IndexPath) -> Int {
        programs[indexPath.section][indexPath.item].0
    }

    func collectionView(_ collectionView: UICollectionView, layout: ProgramGuideLayout, durationForProgramAt indexPath: IndexPath) -> Int {
        programs[indexPath.section][indexPath.item].1
    }
}

/// The TV-guide layout, unchanged: programmes placed by minute (½ column per minute) in rows of 3,
/// after an 8-column channel header and under a 1-row time ruler (`CGRect.divided` splits each row).
@MainActor
final class ProgramGuidePortTests: XCTestCase {
    private let schedule = Schedule()

    private func makeCollectionView() -> UICollectionView {
        let layout = ProgramGuideLayout(minuteWidth: 0.5, channelHeight: 3)
        layout.delegate = schedule
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 40, height: 7), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Program")
        for kind in [ProgramGuideLayout.channelHeaderKind, ProgramGuideLayout.timeHeaderKind] {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.dataSource = schedule
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func supplementary(_ kind: String, _ item: Int, _ section: Int, in collectionView: UICollectionView) -> CGRect? {
        collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    // Content: 8 + 180 min · ½ = 98 wide, 1 + 3 channels · 3 = 10 tall.
    // Programme (60, 30) of channel 0: x 8 + 30 = 38, y 1, 15 wide; (30, 120) of channel 1: x 8 + 15 = 23, y 4, 60 wide.
    func test_programmes_are_placed_by_minute_and_channel() async {
        let collectionView = makeCollectionView()
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 98, height: 10))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 8, y: 1, width: 30, height: 3))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 38, y: 1, width: 15, height: 3))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.frame, CGRect(x: 23, y: 4, width: 60, height: 3))
        XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)), "starts at 8 + 45 = 53, off screen")
        XCTAssertEqual(supplementary(ProgramGuideLayout.channelHeaderKind, 0, 1, in: collectionView), CGRect(x: 0, y: 4, width: 8, height: 3))
        XCTAssertEqual(supplementary(ProgramGuideLayout.timeHeaderKind, 1, 0, in: collectionView), CGRect(x: 23, y: 0, width: 15, height: 1))
    }

    // Offset (20, 3): channel headers pinned at x 20, the ruler at y 3; programmes stay where they are.
    // The now line (minute 70 → x 8 + 35 = 43) spans the channels below the ruler and is red.
    func test_scrolling_both_ways_pins_channels_and_ruler_and_shows_the_now_line() async {
        let collectionView = makeCollectionView()
        collectionView.contentOffset = CGPoint(x: 20, y: 3)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(supplementary(ProgramGuideLayout.channelHeaderKind, 0, 1, in: collectionView), CGRect(x: 20, y: 4, width: 8, height: 3))
        XCTAssertEqual(supplementary(ProgramGuideLayout.timeHeaderKind, 2, 0, in: collectionView), CGRect(x: 38, y: 3, width: 15, height: 1))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 53, y: 1, width: 45, height: 3))

        let now = collectionView.viewsInDrawingOrder.first { $0.key.category == .decorationView }?.view
        XCTAssertEqual(now?.frame, CGRect(x: 43, y: 1, width: 1, height: 9))
        XCTAssertTrue(now is NowIndicatorView)
        XCTAssertEqual(now?.backgroundColor, UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1))

        // On screen the now line is column 43 − 20 = 23 and drawn in the nearest terminal colour, red.
        let canvas = CollectionViewRenderer.canvas(for: collectionView)
        XCTAssertEqual(canvas[23, 2].text, "░")
        XCTAssertEqual(canvas[23, 2].style.background, .red)
    }
}
