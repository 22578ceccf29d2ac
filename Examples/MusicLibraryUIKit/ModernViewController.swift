#if canImport(UIKit)
import DiffableDataSourceKit
import UIKit

// The seed documents' `ModernViewController`, written as an iOS app writes it against this
// package. From the seed, changed only by `import DiffableDataSourceKit` and `do { try … }
// catch { print(error) }` where a call can fail (bad input throws a typed error that names
// the offending songs, instead of crashing; `try?` alone would warn that its result, the
// changeset, is unused):
//   - `configureDataSource()`: the data source with the section-aware cell builder, and the
//     adapter;
//   - `setupInitialData()`, `addSong()`;
//   - `configureHeightMode()`: the automatic and the closure height modes;
//   - `demoClosureHeightChange()` (reload) and `demoReconfigureNoHeightChange()`
//     (reconfigure);
//   - the table view, `viewDidLoad()`, `setupTableView()` and the delegate's
//     `heightForRowAt` / `estimatedHeightForRowAt`.
// The seed shows these only in part; completed here in the same style:
//   - the song lists `disneySongs` and `popSongs`, and the cell registration;
//   - what `// ...` stands for after the cell builder: section header titles and
//     `allowSwipeToDelete` (so rows can be swiped);
//   - the `estimated:` closure of the closure height mode (the seed elides it), and the
//     local `favorites` / `pop` arrays the two update demos read;
//   - `moveToFavorites(_:)` and `deleteSong(_:)` around the seed's commented-out
//     `adapter.move(song, to: .favorites)` and `adapter.delete(song)`, offered as swipe
//     actions;
//   - the switch cell's delegate callback (the seed sets `cell.delegate = self`);
//   - the navigation bar (add, edit for drag reordering, a menu for the demos and the height
//     mode) and `targetIndexPathForMoveFromRowAt`, which asks the data source's
//     cross-section policy.
// Beyond that: the seed's comments are translated to English, and the class is `public` so
// that an app can use it from this target as well as by copying the file.
// The seed shows two versions of `heightForRowAt` (one per height mode); a class can have
// only one, and the adapter's version serves both: with no height closure it falls back to
// `tableView.rowHeight`, which `enableAutomaticDimension` set to `automaticDimension`.

public class ModernViewController: UIViewController {
    private var dataSource: BaseReorderableDiffableDataSource<MusicSection, Song>!
    private var adapter: DiffableTableAdapter<MusicSection, Song>!

    /// How rows get their heights: `configureHeightMode()` applies it.
    private enum HeightMode {
        case automatic
        case closure
    }

    private var heightMode = HeightMode.automatic

    private let disneySongs = [
        Song(name: "Let It Go", artist: "Idina Menzel", image: "letItGo"),
        Song(name: "How Far I'll Go", artist: "Auli'i Cravalho", image: "howFarIllGo"),
        Song(name: "Under the Sea", artist: "Samuel E. Wright", image: "underTheSea"),
        Song(name: "Circle of Life", artist: "Elton John", image: "circleOfLife"),
    ]

    private let popSongs = [
        Song(name: "Bad Guy", artist: "Billie Eilish", image: "badGuy"),
        Song(name: "Levitating", artist: "Dua Lipa", image: "levitating"),
        Song(name: "Blinding Lights", artist: "The Weeknd", image: "blindingLights"),
    ]

    private lazy var tableView: UITableView = {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.delegate = self
        return tableView
    }()

    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Music Library"
        setupNavigationBar()
        setupTableView()
        configureDataSource()
        setupInitialData()
        configureHeightMode()
    }

    override public func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        // Editing shows the reorder controls: drag a row within its section.
        tableView.setEditing(editing, animated: animated)
    }

    private func setupNavigationBar() {
        let demos = UIMenu(children: [
            UIAction(title: "Favorite the first card (reload)", image: UIImage(systemName: "arrow.clockwise")) {
                [weak self] _ in
                self?.demoClosureHeightChange()
            },
            UIAction(title: "Favorite the first pop song (reconfigure)", image: UIImage(systemName: "paintbrush")) {
                [weak self] _ in
                self?.demoReconfigureNoHeightChange()
            },
            UIAction(title: "Switch height mode", image: UIImage(systemName: "arrow.up.and.down")) {
                [weak self] _ in
                self?.toggleHeightMode()
            },
        ])
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addSong)),
            UIBarButtonItem(
                title: "Demos", image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: demos),
        ]
        navigationItem.leftBarButtonItem = editButtonItem
    }

    private func setupTableView() {
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        // One cell class per section, registered under its reuse identifier.
        tableView.register(
            SwitchableSongTableViewCell.self, forCellReuseIdentifier: SwitchableSongTableViewCell.reuseIdentifier)
        tableView.register(NewSongTableViewCell.self, forCellReuseIdentifier: NewSongTableViewCell.reuseIdentifier)
        tableView.register(CustomSongCardCell.self, forCellReuseIdentifier: CustomSongCardCell.reuseIdentifier)
    }

    private func configureDataSource() {
        // Create the data source with BaseReorderableDiffableDataSource's factory method
        dataSource = BaseReorderableDiffableDataSource.create(
            tableView: tableView,
            allowCrossSectionMove: false,  // no drags between sections
            allowReordering: true,  // drags within a section
            enableLogging: true  // log each apply and drag
        ) { [weak self] tableView, indexPath, song, section in
            guard let self = self else { return UITableViewCell() }

            // A different cell class for each section
            switch section {
            case .disney:
                let cell =
                    tableView.dequeueReusableCell(
                        withIdentifier: SwitchableSongTableViewCell.reuseIdentifier, for: indexPath)
                    as! SwitchableSongTableViewCell
                cell.configure(with: song)
                cell.delegate = self
                return cell
            case .pop:
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: NewSongTableViewCell.reuseIdentifier, for: indexPath)
                    as! NewSongTableViewCell
                cell.configure(with: song)
                return cell
            case .favorites:
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: CustomSongCardCell.reuseIdentifier, for: indexPath)
                    as! CustomSongCardCell
                cell.configure(with: song)
                return cell
            default:
                return UITableViewCell()
            }
        }

        dataSource.headerTitle = { section in section.rawValue }
        dataSource.allowSwipeToDelete = true

        // Create the adapter to simplify snapshot operations
        adapter = DiffableTableAdapter(tableView: tableView, dataSource: dataSource, enableLogging: true)
    }

    private func setupInitialData() {
        // Set the initial data with the adapter's convenience method
        do {
            try adapter.applyInitialSnapshot(
                sections: [.favorites, .disney, .pop],
                itemsBySection: [
                    .disney: disneySongs,
                    .pop: popSongs,
                    .favorites: [],
                ],
                animatingDifferences: false
            )
        } catch {
            print(error)
        }
    }

    // MARK: Adding, moving, deleting

    @objc private func addSong() {
        let newSong = Song(name: "New Modern Song", artist: "Modern Artist", image: "newSong")
        // Add the new song with the adapter's convenience method
        do {
            try adapter.append(newSong, to: .pop, animatingDifferences: true)
        } catch {
            print(error)
        }
    }

    /// Moves an item to another section: the row gets that section's cell class (a card).
    private func moveToFavorites(_ song: Song) {
        do {
            try adapter.move(song, to: .favorites)
        } catch {
            print(error)
        }
    }

    /// Deletes an item.
    private func deleteSong(_ song: Song) {
        do {
            try adapter.delete(song)
        } catch {
            print(error)
        }
    }

    // MARK: reload vs reconfigure

    /// `reload` builds a new cell for the row: use it when the change may alter the cell's
    /// height or class.
    private func demoClosureHeightChange() {
        let favorites = adapter.snapshot.itemIdentifiers(inSection: .favorites)
        guard !favorites.isEmpty else { return }  // move a song to Favorites first

        // isFavorite changes the height the closure gives a card, so reload
        var item = favorites[0]
        item.isFavorite.toggle()
        do {
            try adapter.reload(item, animatingDifferences: true)
        } catch {
            print(error)
        }
    }

    /// `reconfigure` hands the row's existing cell back to the cell builder: cheaper; use it
    /// when height and class stay the same.
    private func demoReconfigureNoHeightChange() {
        let pop = adapter.snapshot.itemIdentifiers(inSection: .pop)
        guard !pop.isEmpty else { return }

        // isFavorite does not change NewSongTableViewCell's height, so reconfigure
        var target = pop.first!
        target.isFavorite.toggle()
        do {
            try adapter.reconfigure(target, animatingDifferences: true)
        } catch {
            print(error)
        }
    }

    // MARK: Heights

    private func configureHeightMode() {
        switch heightMode {
        case .automatic:
            // Switch to automatic heights (Auto Layout)
            adapter.enableAutomaticDimension(estimatedRowHeight: 80)
            // Clear the closures so UITableView.automaticDimension takes effect
            adapter.setHeightProviders(height: nil, estimated: nil)
        case .closure:
            // Switch to closure heights
            tableView.rowHeight = 60  // a default
            adapter.setHeightProviders(
                height: { tableView, indexPath, song, section in
                    guard let section = section else { return 60 }
                    switch section {
                    case .favorites:
                        // The card cell's own preferred height
                        return CustomSongCardCell.preferredHeight(for: song)
                    case .disney:
                        return 60
                    case .pop:
                        return 72
                    }
                },
                estimated: { tableView, indexPath, song, section in
                    guard let section = section else { return 60 }
                    return section == .favorites ? 96 : 66
                })
        }
    }

    private func toggleHeightMode() {
        heightMode = heightMode == .automatic ? .closure : .automatic
        configureHeightMode()
        // Ask the table to measure its rows again, with an animation.
        tableView.performBatchUpdates(nil)
    }
}

// MARK: - UITableViewDelegate

extension ModernViewController: UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        // The closure's height, or else the table's row height (automaticDimension in the
        // automatic mode)
        return adapter.heightForRow(at: indexPath) ?? tableView.rowHeight
    }

    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        return adapter.estimatedHeightForRow(at: indexPath) ?? tableView.estimatedRowHeight
    }

    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let song = adapter.item(at: indexPath) else { return nil }
        let deleteAction = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.deleteSong(song)
            completion(true)
        }
        guard dataSource.sectionIdentifier(for: indexPath.section) != .favorites else {
            return UISwipeActionsConfiguration(actions: [deleteAction])
        }
        let favoriteAction = UIContextualAction(style: .normal, title: "Favorite") { [weak self] _, _, completion in
            self?.moveToFavorites(song)
            completion(true)
        }
        favoriteAction.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [deleteAction, favoriteAction])
    }

    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        // Edit mode is for dragging; deleting is a swipe.
        tableView.isEditing ? .none : .delete
    }

    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        false
    }

    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        // allowCrossSectionMove: false keeps a dragged row in its own section.
        dataSource.targetIndexPath(forMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    }
}

// MARK: - SwitchableSongTableViewCellDelegate

extension ModernViewController: SwitchableSongTableViewCellDelegate {
    func switchableSongTableViewCell(_ cell: SwitchableSongTableViewCell, didChangeFavorite isFavorite: Bool) {
        guard let indexPath = tableView.indexPath(for: cell), var song = adapter.item(at: indexPath) else { return }
        // The switch row's height does not depend on isFavorite, so reconfigure
        song.isFavorite = isFavorite
        do {
            try adapter.reconfigure(song, animatingDifferences: true)
        } catch {
            print(error)
        }
    }
}
#endif
