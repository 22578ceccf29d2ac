#if canImport(UIKit)
import DiffableDataSourceKit
import UIKit

// A `DrinksViewController` as introductions to diffable data sources write it (Apple's
// WWDC 2019 mountains search with drinks instead of mountains), written against this
// package. From that code, changed only
// by the renames `UICollectionViewDiffableDataSource` → `DiffableCollectionDataSource` and
// `NSDiffableDataSourceSnapshot` → `ListSnapshot`, and `do { try … } catch { print(error) }`
// where a snapshot call can fail (a duplicate drink throws a typed error naming it instead
// of crashing):
//   - `configureDataSource()`: the `UICollectionView.CellRegistration` that configures a
//     `LabelCollectionViewCell`, and the data source whose cell provider returns
//     `dequeueConfiguredReusableCell(using:for:item:)`;
//   - `performQuery(with:)`: filter by the search text, sort by name, rebuild the snapshot,
//     apply it;
//   - `viewDidLoad()` calling both.
// That code is shown only in part (`...`); completed here in the same style:
//   - `DrinksController` with its `Drink` (hashed by an identifier, as Apple's `Mountain`)
//     and `filteredDrinks(with:)`;
//   - `LabelCollectionViewCell`, a list cell with one label;
//   - the search bar and the collection view with a list layout (programmatic layout), and
//     the search bar's delegate calling `performQuery(with:)`.
// Beyond that: the original comments are translated to English, and the class is `public` so
// that an app can use it from this target as well as by copying the file.

/// The drinks model: every drink, and the ones whose name contains a search text.
public final class DrinksController {
    /// A drink, equal and hashed by its identifier.
    public struct Drink: Hashable, Sendable {
        public let name: String
        let identifier = UUID()

        public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
        public static func == (lhs: Drink, rhs: Drink) -> Bool { lhs.identifier == rhs.identifier }
    }

    private let drinks: [Drink] = [
        "Americano", "Café Latte", "Cappuccino", "Cold Brew", "Espresso", "Flat White", "Green Tea Latte",
        "Hot Chocolate", "Iced Tea", "Lemonade", "Matcha Latte", "Mocha", "Orange Juice", "Vanilla Latte",
    ].map(Drink.init(name:))

    public init() {}

    /// The drinks whose name contains `filter` (ignoring case); every drink for `nil` or "".
    public func filteredDrinks(with filter: String? = nil) -> [Drink] {
        guard let filter, !filter.isEmpty else { return drinks }
        return drinks.filter { $0.name.localizedCaseInsensitiveContains(filter) }
    }
}

/// A list cell with one label.
public final class LabelCollectionViewCell: UICollectionViewListCell {
    public let label = UILabel()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}

public class DrinksViewController: UIViewController {
    enum Section: CaseIterable {
        case main
    }

    private let drinksController = DrinksController()
    private let searchBar = UISearchBar()
    private var drinksCollectionView: UICollectionView!
    private var dataSource: DiffableCollectionDataSource<Section, DrinksController.Drink>!

    override public func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Drinks"
        configureHierarchy()
        configureDataSource()
        performQuery(with: nil)
    }

    /// The search bar above a collection view with a list layout.
    private func configureHierarchy() {
        view.backgroundColor = .systemBackground
        searchBar.delegate = self
        searchBar.placeholder = "Search drinks"
        searchBar.translatesAutoresizingMaskIntoConstraints = false
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        drinksCollectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        drinksCollectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(searchBar)
        view.addSubview(drinksCollectionView)
        NSLayoutConstraint.activate([
            searchBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            drinksCollectionView.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
            drinksCollectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            drinksCollectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            drinksCollectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    // The initial data source setup.
    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<LabelCollectionViewCell, DrinksController.Drink> {
            (cell, indexPath, drinks) in
            cell.label.text = drinks.name
        }

        dataSource = DiffableCollectionDataSource<Section, DrinksController.Drink>(collectionView: drinksCollectionView)
        {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: DrinksController.Drink)
                -> UICollectionViewCell? in
            // Return the cell.
            return collectionView.dequeueConfiguredReusableCell(
                using: cellRegistration, for: indexPath, item: identifier)
        }
    }

    private func performQuery(with filter: String?) {
        // 1. Filter with the search bar's text.
        let drinks = drinksController.filteredDrinks(with: filter).sorted { $0.name < $1.name }

        // 2. Create a snapshot and append the filtered drinks.
        var snapshot = ListSnapshot<Section, DrinksController.Drink>()
        do {
            try snapshot.appendSections([.main])
            try snapshot.appendItems(drinks)
        } catch {
            print(error)
        }

        // 3. Then apply the snapshot to the data source.
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

extension DrinksViewController: UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        performQuery(with: searchText)
    }
}
#endif
