import Foundation
import TermApp
import TermCollectionView

/// Where the recording controllers and layout write what was called, in order.
@MainActor
final class LifecycleLog {
    var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    /// Empties the log and returns what it held.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A `RowsLayout` that logs `prepare()` beside the controller's calls.
final class LoggingRowsLayout: RowsLayout {
    let log: LifecycleLog

    init(log: LifecycleLog) {
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        log.record("prepare \(Int(collectionView?.bounds.width ?? 0))x\(Int(collectionView?.bounds.height ?? 0))")
        super.prepare()
    }
}

/// A UIKit-style subclass: overrides the data source methods and the lifecycle, logging each call,
/// with `items` rows labelled "row N".
class RecordingCollectionViewController: CollectionViewController {
    let log: LifecycleLog
    let name: String
    var items: Int
    var selected: [IndexPath] = []
    /// `contentSize.height` as `viewDidLayoutSubviews` saw it.
    var contentHeightAfterLayout: CGFloat?

    init(name: String, items: Int = 10, log: LifecycleLog) {
        self.log = log
        self.name = name
        self.items = items
        super.init(collectionViewLayout: LoggingRowsLayout(log: log))
    }

    override func loadView() {
        log.record("\(name) loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name) viewDidLoad")
        title = name
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name) viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name) viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name) viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name) viewDidDisappear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.record("\(name) viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        contentHeightAfterLayout = collectionView.contentSize.height
        log.record("\(name) viewDidLayoutSubviews")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cell.text = "row \(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}
