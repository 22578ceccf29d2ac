import DiffableDataSourceKit
import Foundation

/// The demo's screen: a list-like ``HeadlessCollectionView`` fed by a
/// ``CollectionDataSource`` whose one section is a ``ListSectionSnapshot`` of genres,
/// artists and songs, with section snapshot handlers that log each call.
///
/// Every row is drawn as its cell's text: two spaces per level, then `▸` for a collapsed
/// parent, `▾` for an expanded one, nothing for a song.
@MainActor
public final class OutlineLibrary {
    /// The collection view the user would see; tall enough to show every row.
    public let collectionView: HeadlessCollectionView
    /// The data source: the section's outline, the cells, the handlers.
    public let dataSource: CollectionDataSource<LibrarySection, LibraryNode>
    /// Genres whose collapse `shouldCollapseItem` refuses.
    public private(set) var pinnedGenres: Set<String> = []
    /// Every handler call and data source log line, in order.
    public private(set) var logLines: [String] = []

    /// Builds the screen: registers the cell, creates the data source with Apple's
    /// initializer, and sets the handlers. Shows nothing until ``launch()``.
    public init() {
        let collectionView = HeadlessCollectionView()
        collectionView.viewportHeight = 44 * 30
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "node")
        self.collectionView = collectionView
        dataSource = CollectionDataSource(collectionView: collectionView) { collectionView, indexPath, node in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "node", for: indexPath)
            // The cell reads its node's level and state from the data source's outline, as a
            // list cell's indentation and disclosure follow the section snapshot.
            let source = collectionView.dataSource as? CollectionDataSource<LibrarySection, LibraryNode>
            cell.text = Self.rowText(for: node, in: source?.snapshot(for: .main) ?? ListSectionSnapshot())
            return cell
        }
        dataSource.enableLogging = true
        dataSource.logSink = LogSink { [weak self] line in self?.logLines.append(Self.masked(line)) }
        dataSource.sectionSnapshotHandlers = makeHandlers()
    }

    /// Shows the launch outline: genres and artists, all collapsed.
    ///
    /// - Throws: What ``LibraryCatalog/launchOutline()`` throws.
    public func launch() throws {
        dataSource.apply(try LibraryCatalog.launchOutline(), to: .main, animatingDifferences: false)
    }

    /// Pins a genre: `shouldCollapseItem` refuses to collapse it from now on.
    public func pin(_ genre: String) {
        pinnedGenres.insert(genre)
    }

    /// A row's text: indentation by level, the disclosure mark, the title.
    ///
    ///     ▾ Disney
    ///       ▸ Idina Menzel
    ///           Let It Go
    public static func rowText(for node: LibraryNode, in outline: ListSectionSnapshot<LibraryNode>) -> String {
        let indent = String(repeating: "  ", count: max(0, outline.level(of: node)))
        let mark = node.isParent ? (outline.isExpanded(node) ? "▾" : "▸") : " "
        return indent + mark + " " + node.title
    }

    // MARK: Handlers

    /// Handlers that log each call; `shouldCollapseItem` refuses pinned genres and
    /// `snapshotForExpandingParent` loads an artist's songs on its first expand.
    private func makeHandlers()
        -> CollectionDataSource<LibrarySection, LibraryNode>.SectionSnapshotHandlers<
            LibraryNode
        >
    {
        var handlers = CollectionDataSource<LibrarySection, LibraryNode>.SectionSnapshotHandlers<LibraryNode>()
        handlers.shouldExpandItem = { [weak self] node in
            self?.log("shouldExpandItem(\(node)) → true")
            return true
        }
        handlers.willExpandItem = { [weak self] node in self?.log("willExpandItem(\(node))") }
        handlers.shouldCollapseItem = { [weak self] node in
            guard let self else { return true }
            var allowed = true
            if case .genre(let name) = node, pinnedGenres.contains(name) { allowed = false }
            log("shouldCollapseItem(\(node)) → \(allowed)\(allowed ? "" : " (pinned)")")
            return allowed
        }
        handlers.willCollapseItem = { [weak self] node in self?.log("willCollapseItem(\(node))") }
        handlers.snapshotForExpandingParent = { [weak self] node, outline in
            let (result, loaded) = LibraryCatalog.loadingSongs(of: node, in: outline)
            self?.log("snapshotForExpandingParent(\(node)) → " + (loaded > 0 ? "loaded \(loaded) songs" : "as is"))
            return result
        }
        return handlers
    }

    private func log(_ line: String) {
        logLines.append("handler: " + line)
    }

    /// A data source log line without its timing (so the output is the same on every run):
    /// `[CollectionDataSource] apply: 2 rows inserted in 0.12 ms` → `data source: apply: 2 rows inserted`.
    static func masked(_ line: String) -> String {
        var text = line
        if text.hasPrefix("["), let end = text.firstIndex(of: "]") {
            text = "data source:" + text[text.index(after: end)...]
        }
        if text.hasSuffix(" ms"), let range = text.range(of: " in ", options: .backwards) {
            text = String(text[..<range.lowerBound])
        }
        return text
    }
}
