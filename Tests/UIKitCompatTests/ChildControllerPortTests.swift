import TermCanvas
import UIKitCompat
import XCTest

/// View controller containment as UIKit code does it (Apple's "Implementing a Container View
/// Controller"): `addChild`, add the child's view, `didMove(toParent:)`; the child's collection view
/// shows and scrolls inside the container, and the child hears the container's appearance calls.
final class PhotosGridController: UICollectionViewController {
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("willAppear")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append(parent == nil ? "willMove(nil)" : "willMove")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append(parent == nil ? "didMove(nil)" : "didMove")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = "Photo \(indexPath.item)"
        return cell
    }
}

final class AlbumController: UIViewController {
    let grid: PhotosGridController = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 3)
        layout.minimumLineSpacing = 0
        return PhotosGridController(collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        title.text = "Album"
        view.addSubview(title)
        addChild(grid)
        grid.view.frame = CGRect(x: 0, y: 1, width: 20, height: 6)
        view.addSubview(grid.view)
        grid.didMove(toParent: self)
    }
}

@MainActor
final class ChildControllerPortTests: XCTestCase {
    func test_a_child_collection_view_controller_shows_scrolls_and_hears_appearance_inside_its_container() async throws {
        let album = AlbumController()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: album, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 7))
        runner.start()
        XCTAssertIdentical(album.children.first, album.grid)
        XCTAssertIdentical(album.grid.parent, album)
        XCTAssertEqual(album.grid.log, ["willMove", "didMove", "willAppear"])
        XCTAssertEqual(runner.frame().textLines()[0], "Album               ")
        XCTAssertTrue(runner.frame().textLines()[2].contains("Photo 0"), runner.frame().text)
        for step in try KeyScript.parse("jjj<Wait:1000>") { runner.play(step) }
        XCTAssertEqual(album.grid.collectionView.contentOffset.y, 3, "the container's keys scroll the child's collection view")
        album.grid.willMove(toParent: nil)
        album.grid.view.removeFromSuperview()
        album.grid.removeFromParent()
        XCTAssertTrue(album.children.isEmpty)
        XCTAssertNil(album.grid.parent)
        XCTAssertEqual(album.grid.log.suffix(2), ["willMove(nil)", "didMove(nil)"])
    }
}
