import UIKitCompat

/// A caption cell in the shape of Apple's `TextCell` (Implementing Modern Collection Views): a label
/// added to the content view and pinned to its edges by constraints, with terminal-sized insets.
final class CaptionCell: UICollectionViewCell {
    let label = UILabel()
    static let reuseIdentifier = "caption-cell-reuse-identifier"

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    // Built from an archive (a storyboard) the view is made the same way; archives carry nothing here.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    func configure() {
        label.translatesAutoresizingMaskIntoConstraints = false
        label.adjustsFontForContentSizeCategory = true
        contentView.addSubview(label)
        label.font = UIFont.preferredFont(forTextStyle: .caption1)
        let inset = CGFloat(1)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
        ])
    }
}

/// A badge in the shape of Apple's `BadgeSupplementaryView`: a label centred by constraints, so its
/// size is its text's.
final class CountBadgeView: UICollectionReusableView {
    static let reuseIdentifier = "count-badge-reuse-identifier"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    func configure() {
        label.translatesAutoresizingMaskIntoConstraints = false
        label.adjustsFontForContentSizeCategory = true
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.textAlignment = .center
        label.textColor = .black
        backgroundColor = .green
    }
}

/// A section background in the shape of Apple's `SectionBackgroundDecorationView`: colour and a
/// rounded layer border.
final class ShelfBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    // Built from an archive (a storyboard) the view is made the same way; archives carry nothing here.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    func configure() {
        backgroundColor = UIColor.lightGray.withAlphaComponent(0.5)
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        layer.cornerRadius = 1
    }
}

/// A plain view controller that owns its collection view, as every screen of Apple's sample does:
/// `configureHierarchy()` adds a full-size, autoresizing collection view to `view`;
/// `configureDataSource()` wires registrations to a diffable data source.
final class ShelfViewController: UIViewController {
    static let badgeElementKind = "badge-element-kind"
    static let backgroundElementKind = "background-element-kind"

    struct Book: Hashable {
        let title: String
        let unread: Int
    }

    static let books = [
        Book(title: "Dune", unread: 3), Book(title: "Emma", unread: 0), Book(title: "Ulysses", unread: 1),
        Book(title: "Beloved", unread: 0), Book(title: "Hamlet", unread: 2), Book(title: "Odyssey", unread: 0),
        Book(title: "Walden", unread: 0), Book(title: "Ivanhoe", unread: 5),
    ]

    var dataSource: UICollectionViewDiffableDataSource<Int, Book>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Shelf"
        configureHierarchy()
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0, y: -1))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(3), heightDimension: .absolute(1))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: ShelfViewController.badgeElementKind, containerAnchor: badgeAnchor)

        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(5))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: ShelfViewController.backgroundElementKind)
        section.decorationItems = [background]

        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(ShelfBackgroundView.self, forDecorationViewOfKind: ShelfViewController.backgroundElementKind)
        return layout
    }

    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<CaptionCell, Book> { (cell, indexPath, book) in
            cell.label.text = book.title
        }
        let badgeRegistration = UICollectionView.SupplementaryRegistration<CountBadgeView>(
            elementKind: ShelfViewController.badgeElementKind) { (badgeView, kind, indexPath) in
            guard let book = self.dataSource.itemIdentifier(for: indexPath) else { return }
            badgeView.label.text = "\(book.unread)"
            badgeView.isHidden = book.unread == 0
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Book>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, book: Book) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: book)
        }
        dataSource.supplementaryViewProvider = {
            return self.collectionView.dequeueConfiguredReusableSupplementary(using: badgeRegistration, for: $2)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Book>()
        snapshot.appendSections([0])
        snapshot.appendItems(ShelfViewController.books)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
