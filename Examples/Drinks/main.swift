// `swift run drinks`: the drinks search of the collection-view example on a headless collection view.
// Typing in the search bar filters and sorts the drinks, rebuilds the snapshot and applies
// it, as DrinksViewController does on a real UICollectionView (Examples/MusicLibraryUIKit).
import DiffableDataSourceKit

enum Section: Hashable, Sendable { case main }

let drinks = [
    "Americano", "Café Latte", "Cappuccino", "Cold Brew", "Espresso", "Flat White", "Green Tea Latte",
    "Hot Chocolate", "Iced Tea", "Lemonade", "Matcha Latte", "Mocha", "Orange Juice", "Vanilla Latte",
]

@MainActor
func main() {
    let collectionView = HeadlessCollectionView()  // UICollectionView with a list layout, without a screen
    collectionView.viewportHeight = 44 * 8
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "drink")
    let dataSource = CollectionDataSource<Section, String>(collectionView: collectionView) {
        collectionView, indexPath, drink in
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "drink", for: indexPath)
        cell.text = drink
        return cell
    }

    func performQuery(with filter: String) {
        let filtered = drinks.filter { filter.isEmpty || $0.lowercased().contains(filter.lowercased()) }.sorted()
        var snapshot = ListSnapshot<Section, String>()
        do {
            try snapshot.appendSections([.main])
            try snapshot.appendItems(filtered)
        } catch {
            print(error)
        }
        let changes = dataSource.applyReturningChanges(snapshot, animatingDifferences: true)
        print("━━ search: \"\(filter)\" ━━ \(changes.counts)")
        for (index, cell) in collectionView.visibleCells.enumerated() {
            print("  \(index + 1). \(cell.text ?? "")")
        }
        let hidden = snapshot.numberOfItems - collectionView.visibleCells.count
        if hidden > 0 { print("  … \(hidden) more below (cells exist only for visible items)") }
        print("  cells created so far: \(collectionView.cellsCreated)")
    }

    for text in ["", "l", "la", "latte", "lat", ""] {
        performQuery(with: text)
    }
}

MainActor.assumeIsolated { main() }
