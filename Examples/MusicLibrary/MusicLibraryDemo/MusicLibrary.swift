import DiffableDataSourceKit
import Foundation

/// How rows get their heights, the two modes of the guide's `configureHeightMode()`.
public enum HeightMode: Sendable, Equatable, CustomStringConvertible {
    /// Each cell measures itself (`enableAutomaticDimension`), the headless Auto Layout.
    case automatic
    /// A closure gives each row's height (`setHeightProviders`).
    case closure

    /// `automatic` or `closure`.
    public var description: String { self == .automatic ? "automatic" : "closure" }
}

/// Which update a favorite toggle uses.
public enum UpdateKind: Sendable {
    /// A new cell for the row: use when the height or cell class may change.
    case reload
    /// The row's cell configured again: cheaper; use when height and class stay the same.
    case reconfigure
}

/// The kit's `ModernViewController`, headless: a table, the reorderable data
/// source with one cell class per section, and the adapter that every change goes through.
///
/// The scripted ``Story`` and the ``InteractiveSession`` both drive one of these.
@MainActor
public final class MusicLibrary {
    /// The table the user would see.
    public let tableView: HeadlessTableView
    /// The data source: owns the snapshot, builds cells, handles drags.
    public let dataSource: ReorderableDataSource<MusicSection, Song>
    /// The adapter: one call per change.
    public let adapter: TableAdapter<MusicSection, Song>
    /// The current height mode.
    public private(set) var heightMode = HeightMode.automatic
    /// Every line the data source and the adapter logged, in order.
    public private(set) var logLines: [String] = []

    private let cellNumbers = CellNumbers()
    private var additions = 0

    /// Builds the library: registers the three cell classes and creates the data source and
    /// the adapter, with logging captured in ``logLines``. Shows nothing until
    /// ``loadInitialData()``.
    public init() {
        let tableView = HeadlessTableView()
        tableView.register(CustomSongCardCell.self, forCellReuseIdentifier: CustomSongCardCell.reuseIdentifier)
        tableView.register(
            SwitchableSongTableViewCell.self, forCellReuseIdentifier: SwitchableSongTableViewCell.reuseIdentifier)
        tableView.register(NewSongTableViewCell.self, forCellReuseIdentifier: NewSongTableViewCell.reuseIdentifier)

        let cellNumbers = self.cellNumbers
        let dataSource = ReorderableDataSource<MusicSection, Song>.create(
            tableView: tableView,
            allowCrossSectionMove: false,  // a drag stays in its section
            allowReordering: true,
            enableLogging: true
        ) { tableView, indexPath, song, section in
            // One cell class per section, as the guide's switch over `section`.
            let cell: SongCell
            switch section {
            case .favorites?:
                cell = try tableView.dequeueReusableCell(
                    CustomSongCardCell.self, withIdentifier: CustomSongCardCell.reuseIdentifier, for: indexPath)
            case .disney?:
                cell = try tableView.dequeueReusableCell(
                    SwitchableSongTableViewCell.self, withIdentifier: SwitchableSongTableViewCell.reuseIdentifier,
                    for: indexPath)
            case .pop?:
                cell = try tableView.dequeueReusableCell(
                    NewSongTableViewCell.self, withIdentifier: NewSongTableViewCell.reuseIdentifier, for: indexPath)
            case nil:
                return TableViewCell()
            }
            cellNumbers.number(cell)
            cell.configure(with: song)
            return cell
        }
        dataSource.headerTitle = { $0.title }

        self.tableView = tableView
        self.dataSource = dataSource
        self.adapter = TableAdapter(tableView: tableView, dataSource: dataSource, enableLogging: true)
        // The guide's view controller is the table's delegate and asks the adapter for heights;
        // here the data source's delegate does that (and keeps drags in their section).
        tableView.delegate = dataSource.makeDelegate()
        let sink = LogSink { [weak self] line in self?.logLines.append(line) }
        dataSource.logSink = sink
        adapter.logSink = sink
    }

    // MARK: The guide's calls

    /// Shows the guide's first screen: Favorites empty, then the Disney and Pop songs.
    public func loadInitialData() throws(ListSnapshotError<MusicSection, Song>) {
        try adapter.applyInitialSnapshot(
            sections: [.favorites, .disney, .pop],
            itemsBySection: [.disney: SongCatalog.disney, .pop: SongCatalog.pop, .favorites: []],
            animatingDifferences: false
        )
    }

    /// Switches how rows get their heights, as the guide's `configureHeightMode()`.
    public func setHeightMode(_ mode: HeightMode) {
        heightMode = mode
        switch mode {
        case .automatic:
            adapter.enableAutomaticDimension(estimatedRowHeight: 80)
            adapter.setHeightProviders(height: nil, estimated: nil)
        case .closure:
            tableView.rowHeight = 60
            adapter.setHeightProviders(
                height: { _, _, song, section in
                    switch section {
                    case .favorites?: CustomSongCardCell.preferredHeight(for: song)
                    case .disney?: 60
                    case .pop?, nil: 72
                    }
                },
                estimated: { _, _, _, section in section == .favorites ? 96 : 66 }
            )
        }
    }

    /// Adds the next catalogue song at the end of a section (Pop by default) and returns it.
    @discardableResult
    public func addSong(to section: MusicSection = .pop) throws(ListSnapshotError<MusicSection, Song>) -> Song {
        let song = SongCatalog.addition(additions)
        try adapter.append(song, to: section, animatingDifferences: true)
        additions += 1
        return song
    }

    /// Renames a song the way an app whose model changed does: rebuilds the snapshot from
    /// the model (here, the one shown with the new name) and applies it, with no mark.
    ///
    /// - Returns: The changeset the apply ran.
    @discardableResult
    public func rename(_ song: Song, to name: String) -> ListChangeset<MusicSection, Song> {
        let shown = adapter.snapshot
        var model = ListSnapshot<MusicSection, Song>()
        for section in shown.sectionIdentifiers {
            let songs = shown.itemIdentifiers(inSection: section).map { item in
                var value = item
                if item == song { value.name = name }
                return value
            }
            try? model.appendSections([section])
            try? model.appendItems(songs, toSection: section)
        }
        return adapter.applySnapshot(model)
    }

    /// Toggles a song's favorite flag with a reload or a reconfigure, from its current value.
    ///
    /// - Returns: The new value.
    @discardableResult
    public func toggleFavorite(_ song: Song, using kind: UpdateKind) throws(ListSnapshotError<MusicSection, Song>)
        -> Song
    {
        let updated = current(song).togglingFavorite()
        switch kind {
        case .reload: try adapter.reload(updated, animatingDifferences: true)
        case .reconfigure: try adapter.reconfigure(updated, animatingDifferences: true)
        }
        return updated
    }

    /// The value of a song as the snapshot holds it now (reloads and reconfigures store the
    /// value given), or the song itself when it is not shown.
    public func current(_ song: Song) -> Song {
        adapter.indexPath(for: song).flatMap(adapter.item(at:)) ?? song
    }

    /// The song shown at an index path.
    public func song(at indexPath: IndexPath) -> Song? { adapter.item(at: indexPath) }

    /// Simulates the user dragging a row and dropping it, then the run loop turning (which
    /// commits the drop): where it landed, or `nil` when refused.
    @discardableResult
    public func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        defer { tableView.turnRunLoop() }
        return tableView.performUserMove(from: source, to: proposed)
    }
}

/// Gives each cell object a number the first time the cell builder sees it.
@MainActor
final class CellNumbers {
    private var next = 1

    func number(_ cell: SongCell) {
        guard cell.serial == 0 else { return }
        cell.serial = next
        next += 1
    }
}
