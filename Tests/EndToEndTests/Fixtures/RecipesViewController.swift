import UIKit

/// A cell made the way Apple's sample cells are: a label in the content view, pinned by constraints.
class RecipeCell: UICollectionViewCell {
    static let reuseIdentifier = "recipe-cell-reuse-identifier"
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
        label.textAlignment = .center
        label.font = UIFont.preferredFont(forTextStyle: .body)
        contentView.addSubview(label)
        let inset = CGFloat(1)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
        ])
        layer.borderWidth = 1
        layer.cornerRadius = 1
    }
}

/// A one-line section title, pinned to all four edges.
class ShelfTitleView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pinLabel()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        pinLabel()
    }

    private func pinLabel() {
        addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}

/// A plain view controller owning its collection view, in the shape of Apple's "Implementing Modern
/// Collection Views" screens, with terminal-sized numbers.
class RecipesViewController: UIViewController {
    enum Section {
        case soups
    }

    static let titleElementKind = "title-element-kind"

    var dataSource: UICollectionViewDiffableDataSource<Section, String>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Recipes"
        configureHierarchy()
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(3))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let titleSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(1))
        let title = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: titleSize, elementKind: RecipesViewController.titleElementKind, alignment: .top)
        section.boundarySupplementaryItems = [title]
        return UICollectionViewCompositionalLayout(section: section)
    }

    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<RecipeCell, String> { (cell, indexPath, recipe) in
            cell.label.text = recipe
        }
        let titleRegistration = UICollectionView.SupplementaryRegistration<ShelfTitleView>(
            elementKind: RecipesViewController.titleElementKind) { (titleView, kind, indexPath) in
            titleView.label.text = "Soups"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, recipe: String) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: recipe)
        }
        dataSource.supplementaryViewProvider = { (collectionView, kind, indexPath) in
            return collectionView.dequeueConfiguredReusableSupplementary(using: titleRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.soups])
        snapshot.appendItems(["miso", "minestrone", "borscht", "ramen", "gumbo", "pho"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension RecipesViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let recipe = dataSource.itemIdentifier(for: indexPath) else { return }
        navigationController?.pushViewController(RecipeDetailViewController(recipe: recipe), animated: true)
    }
}

/// The pushed screen: the recipe's name centred, the way Apple's emoji detail screen lays out its label.
class RecipeDetailViewController: UIViewController {
    let recipe: String

    init(recipe: String) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
    }

    /// An archive cannot say which recipe to show, so this screen is never made from one.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = recipe
        let nameLabel = UILabel()
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.text = recipe.uppercased()
        view.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
