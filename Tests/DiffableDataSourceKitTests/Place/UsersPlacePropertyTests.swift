import XCTest

@testable import DiffableDataSourceKit

/// Issue 33's property test: random updates on a headless table and collection view, with
/// rows inserted, deleted, reloaded and resized above, inside and below the visible area,
/// rows that take an infinite height and later a finite one again (moved, dragged and
/// deleted meanwhile), drags, reload-data applies, taps, and (on the collection view)
/// outline toggles; the app's selection calls while a drag holds the view and an apply
/// waits for it, a cell provider that selects its row as it builds it (UIKit's common
/// pattern), and selection turned off and on with reloads of selected rows. After each step:
/// - the data source holds what the app asked for (a plain model of its calls);
/// - on the table, the content height is the sum of the heights the delegate gives, as the
///   table takes them (an infinite one is `RowGeometry.maximumHeight`);
/// - with ``ScrollAnchor/visibleItem`` the anchor's item is where it was on screen, or, when
///   deleted, the nearest surviving row before it ends where the anchor began; with
///   ``ScrollAnchor/bottom`` the same, unless the end was in view, which it stays; with
///   ``ScrollAnchor/none`` the offset is UIKit's (unchanged, unless the content shrank);
/// - the selected items are exactly those the user and the app selected, in call order
///   (a selection call made while the view is held applies once it shows the item), that
///   are still shown: nothing the app selected during an update is undone, and nothing kept
///   while selection is off is lost.
/// `testSelfSizingRowsAtTheEnd` does the same for rows that size themselves (estimated
/// heights, measured by their cells) with ``ScrollAnchor/bottom`` and
/// ``ScrollAnchor/visibleItem``.
/// Replay a failure with `DIFFABLE_PLACE_SEED=<seed>`; `DIFFABLE_PLACE_SEEDS` sets the
/// seeds per test (24 everyday, 12 with `DIFFABLE_QUICK=1`, 300 in CI's invariant pass).
@MainActor
final class UsersPlacePropertyTests: XCTestCase {
    /// A table or collection view with its data source, behind one face.
    @MainActor
    struct Rig {
        var dataSource: ListDataSource<String, Int, HeadlessTableView>?
        var collectionSource: ListDataSource<String, Int, HeadlessCollectionView>?
        let table: HeadlessTableView
        let keep: [AnyObject]

        var snapshot: ListSnapshot<String, Int> { dataSource?.snapshot() ?? collectionSource?.snapshot() ?? .init() }
        func select(_ item: Int, _ selects: Bool) {
            if selects {
                dataSource?.selectItem(item)
                collectionSource?.selectItem(item)
            } else {
                dataSource?.deselectItem(item)
                collectionSource?.deselectItem(item)
            }
        }
        var selected: [Int] { dataSource?.selectedItemIdentifiers ?? collectionSource?.selectedItemIdentifiers ?? [] }
        func indexPath(for item: Int) -> IndexPath? {
            dataSource?.indexPath(for: item) ?? collectionSource?.indexPath(for: item)
        }
        func apply(_ snapshot: ListSnapshot<String, Int>, reloading: Bool) {
            if reloading {
                dataSource?.applySnapshotUsingReloadData(snapshot, completion: nil)
                collectionSource?.applySnapshotUsingReloadData(snapshot, completion: nil)
            } else {
                dataSource?.apply(snapshot, animatingDifferences: true, completion: nil)
                collectionSource?.apply(snapshot, animatingDifferences: true, completion: nil)
            }
        }
        func invalidateHeights() {
            dataSource?.invalidateRowHeights()
            collectionSource?.invalidateRowHeights()
        }
        func setAnchor(_ anchor: ScrollAnchor) {
            dataSource?.scrollAnchor = anchor
            collectionSource?.scrollAnchor = anchor
        }
    }

    /// Row heights that depend on the item and a generation the test bumps: a height change
    /// (tables; the collection view's list layout has one item height). Items in
    /// `infinite` are infinitely high.
    @MainActor
    final class Heights: HeadlessTableViewDelegate {
        var generation = 0
        var infinite = Set<Int>()
        weak var rig: ListDataSource<String, Int, HeadlessTableView>?

        func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            guard let item = rig?.itemIdentifier(for: indexPath) else { return 44 }
            return infinite.contains(item) ? .infinity : CGFloat(30 + ((item &* 7 &+ generation) % 4) * 10)
        }

        /// The height the table lays an item out at: the plain model of its rule.
        func laidOut(_ item: Int) -> CGFloat {
            infinite.contains(item)
                ? CGFloat(RowGeometry.maximumHeight) : CGFloat(30 + ((item &* 7 &+ generation) % 4) * 10)
        }
    }

    /// What the user and the app did to the selection, in order: the plain model. The app's
    /// cell provider selects the rows of `selectOnBuild` as it builds their cells, once each,
    /// while the view lets the app select.
    @MainActor
    final class AppSelection {
        var chosen = Set<Int>()
        var selectOnBuild = Set<Int>()
        var selectionAllowed = true

        /// Whether the provider selects `item`'s row now (and the model takes it).
        func built(_ item: Int) -> Bool {
            guard selectionAllowed, selectOnBuild.remove(item) != nil else { return false }
            chosen.insert(item)
            return true
        }

        /// The app's `selectItem` or `deselectItem` of an item in its snapshot (`known`):
        /// a selection while the view lets the app select, a deselection always.
        func call(_ item: Int, selects: Bool, known: Bool) {
            guard known else { return }
            if !selects {
                chosen.remove(item)
            } else if selectionAllowed {
                chosen.insert(item)
            }
        }
    }

    func makeRig(collection: Bool, heights: Heights, app: AppSelection) -> Rig {
        if collection {
            let view = HeadlessCollectionView()
            view.viewportHeight = 300
            view.allowsMultipleSelection = true
            view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let dataSource = CollectionDataSource<String, Int>(collectionView: view) { view, indexPath, item in
                if app.built(item) { view.selectItem(at: indexPath, animated: false, scrollPosition: .none) }
                return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            dataSource.allowReordering = true
            return Rig(collectionSource: dataSource, table: view.list, keep: [view, dataSource])
        }
        let table = HeadlessTableView()
        table.viewportHeight = 300
        table.allowsMultipleSelection = true
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = TableDataSource<String, Int>(tableView: table) { table, indexPath, item in
            if app.built(item) { table.selectRow(at: indexPath, animated: false) }
            return table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        dataSource.allowReordering = true
        heights.rig = dataSource
        table.delegate = heights
        return Rig(dataSource: dataSource, table: table, keep: [table, dataSource])
    }

    func testTheTable() async { run(collection: false) }

    func testTheCollectionView() async { run(collection: true) }

    func run(collection: Bool) {
        let seeds = SplitMix64.seeds(
            replaying: "DIFFABLE_PLACE_SEED",
            defaults: Array(0..<UInt64(environmentCount("DIFFABLE_PLACE_SEEDS", normal: 24, quick: 12))))
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            let heights = Heights()
            let app = AppSelection()
            let rig = makeRig(collection: collection, heights: heights, app: app)
            let anchor: ScrollAnchor = [.none, .visibleItem, .bottom][Int(seed % 3)]
            rig.setAnchor(anchor)
            var next = 1000
            var model = tableSnapshot([("a", Array(0..<40)), ("b", Array(100..<140))])
            rig.apply(model, reloading: false)
            for step in 0..<30 {
                let label = "seed \(seed) step \(step) \(collection ? "collection" : "table") \(anchor)"
                // The user scrolls somewhere and taps a row or two.
                rig.table.contentOffset.y = CGFloat(Int.random(in: 0...2400, using: &random))
                if Bool.random(using: &random),
                    let path = rig.table.visibleRowPaths.randomElement(using: &random),
                    let item = rig.snapshot.itemIdentifier(at: path)
                {
                    // A tap while selection is off does nothing.
                    if rig.table.performUserTap(at: path) {
                        if app.chosen.contains(item) { app.chosen.remove(item) } else { app.chosen.insert(item) }
                    }
                }
                // The place before the update.
                func place() -> (offset: CGFloat, item: Int?, y: CGFloat?, snapshot: ListSnapshot<String, Int>) {
                    let offset = rig.table.contentOffset.y
                    let path = rig.table.visibleRowPaths.first
                    return (
                        offset, path.flatMap { rig.snapshot.itemIdentifier(at: $0) },
                        path.map { rig.table.rectForRow(at: $0).minY - offset }, rig.snapshot
                    )
                }
                var (offsetBefore, firstItem, firstY, before) = place()
                func isAtEnd() -> Bool {
                    rig.table.contentOffset.y >= max(0, rig.table.contentHeight - rig.table.viewportHeight) - 0.5
                }
                var wasAtEnd = isAtEnd()

                let kind = Int.random(in: 0..<10, using: &random)
                let context = label + " kind \(kind)"
                switch kind {
                case 0, 1:  // inserts and deletes anywhere, some reloads
                    var edited = model
                    edited.scatterEdits(using: &random, next: &next)
                    model = edited
                    rig.apply(edited, reloading: false)
                case 2:  // a reload-data apply with rows added at the top
                    if let first = model.itemIdentifiers.first {
                        try? model.insertItems([next, next + 1], beforeItem: first)
                        next += 2
                    }
                    rig.apply(model, reloading: true)
                case 3:  // heights change everywhere
                    heights.generation += 1
                    rig.invalidateHeights()
                case 6:  // a row takes an infinite height, or the infinite ones come back
                    var toggled: [Int] = []
                    if !heights.infinite.isEmpty && Bool.random(using: &random) {
                        toggled = Array(heights.infinite)
                        heights.infinite = []
                    } else if let item = model.itemIdentifiers.randomElement(using: &random) {
                        toggled = [item]
                        heights.infinite.insert(item)
                    }
                    // A reload measures the rows again.
                    var edited = model
                    try? edited.reloadItems(toggled.filter { edited.indexOfItem($0) != nil })
                    model = edited
                    rig.apply(edited, reloading: false)
                case 7:  // selection calls while the finger holds the view and an apply waits
                    guard let path = rig.table.visibleRowPaths.first, rig.table.beginUserDrag(at: path) else { break }
                    var edited = model
                    let added = next
                    next += 1
                    if let section = edited.sectionIdentifiers.randomElement(using: &random) {
                        try? edited.appendItems([added], toSection: section)
                    }
                    let gone = edited.itemIdentifiers.randomElement(using: &random)
                    if let gone, gone != added { edited.deleteItems([gone]) }
                    func someCalls() {
                        for _ in 0..<Int.random(in: 1...3, using: &random) {
                            let pool =
                                [added, gone ?? added]
                                + (rig.table.visibleRowPaths.compactMap {
                                    rig.snapshot.itemIdentifier(at: $0)
                                })
                            guard let item = pool.randomElement(using: &random) else { continue }
                            let selects = Int.random(in: 0..<3, using: &random) != 0
                            // The app's snapshot has the item or not; the call is ignored if not.
                            app.call(item, selects: selects, known: rig.snapshot.indexOfItem(item) != nil)
                            rig.select(item, selects)
                        }
                    }
                    someCalls()
                    model = edited
                    rig.apply(edited, reloading: false)
                    someCalls()
                    rig.table.dropUserDrag(at: path)
                    rig.table.turnRunLoop()
                case 8:  // selection turned off or on, and a selected row reloaded
                    rig.table.allowsSelection.toggle()
                    app.selectionAllowed = rig.table.allowsSelection
                    if let item = app.chosen.filter({ model.indexOfItem($0) != nil }).randomElement(using: &random) {
                        var edited = model
                        try? edited.reloadItems([item])
                        model = edited
                        rig.apply(edited, reloading: Bool.random(using: &random))
                    }
                case 9:  // rows the app's cell provider selects as it builds them
                    var edited = model
                    let visible = rig.table.visibleRowPaths.compactMap { rig.snapshot.itemIdentifier(at: $0) }
                    if let before = visible.randomElement(using: &random) {
                        let new = Array(next..<(next + Int.random(in: 1...3, using: &random)))
                        next += new.count
                        try? edited.insertItems(new, beforeItem: before)
                        app.selectOnBuild.formUnion(new.filter { _ in Bool.random(using: &random) })
                    }
                    // A visible row reloaded: the provider builds its cell again.
                    if let reloaded = visible.randomElement(using: &random), Bool.random(using: &random) {
                        app.selectOnBuild.insert(reloaded)
                        try? edited.reloadItems([reloaded])
                    }
                    model = edited
                    rig.apply(edited, reloading: false)
                case 4:  // the user drags a visible row within its section
                    if let path = rig.table.visibleRowPaths.randomElement(using: &random) {
                        let count = rig.table.numberOfRows(inSection: path.section)
                        let to = IndexPath(row: Int.random(in: 0..<count, using: &random), section: path.section)
                        if let item = model.itemIdentifier(at: path),
                            let landed = rig.table.performUserMove(from: path, to: to),
                            landed != path
                        {
                            // The model takes the user's move as UIKit places it.
                            let others = model.itemIdentifiers(inSection: model.sectionIdentifiers[path.section])
                                .filter { $0 != item }
                            if landed.row < others.count {
                                try? model.moveItem(item, beforeItem: others[landed.row])
                            } else if let last = others.last {
                                try? model.moveItem(item, afterItem: last)
                            }
                        }
                        // The user's drag moves rows on screen itself: the place is kept
                        // from the drop on, through the commit.
                        (offsetBefore, firstItem, firstY, before) = place()
                        wasAtEnd = isAtEnd()
                        rig.table.turnRunLoop()
                    }
                default:  // rows move across sections
                    if let item = model.itemIdentifiers.randomElement(using: &random),
                        let target = model.itemIdentifiers.randomElement(using: &random), item != target
                    {
                        try? model.moveItem(item, afterItem: target)
                        rig.apply(model, reloading: false)
                    }
                }

                XCTAssertEqual(rig.snapshot, model, "the data source holds what the app asked for; \(context)")
                XCTAssertEqual(rig.table.snapshot(), rig.snapshot, context)
                let shown = Set(rig.snapshot.itemIdentifiers)
                app.chosen.formIntersection(shown)
                app.selectOnBuild.formIntersection(shown)
                XCTAssertEqual(Set(rig.selected), app.chosen, "the selected items; \(context)")
                if !collection {
                    XCTAssertEqual(
                        rig.table.contentHeight, rig.snapshot.itemIdentifiers.reduce(0) { $0 + heights.laidOut($1) },
                        "the content height; \(context)")
                }

                // The place after.
                let maxOffset = max(0, rig.table.contentHeight - rig.table.viewportHeight)
                let offset = rig.table.contentOffset.y
                let clamped = offset <= 0.5 || offset >= maxOffset - 0.5
                switch anchor {
                case .none:
                    if !clamped { XCTAssertEqual(offset, offsetBefore, accuracy: 0.5, "UIKit's offset; \(context)") }
                case .bottom where wasAtEnd:
                    XCTAssertTrue(isAtEnd(), "the end stays in view; \(context)")
                default:
                    guard let firstItem, let firstY, !clamped else { break }
                    if let path = rig.indexPath(for: firstItem) {
                        XCTAssertEqual(
                            rig.table.rectForRow(at: path).minY - offset, firstY, accuracy: 0.5,
                            "the anchor \(firstItem) stays; \(context)")
                    } else if let survivor = survivor(before: firstItem, in: before, now: rig) {
                        XCTAssertEqual(
                            rig.table.rectForRow(at: survivor).maxY - offset, firstY, accuracy: 0.5,
                            "the row before the deleted anchor \(firstItem); \(context)")
                    }
                }
            }
        }
    }

    /// Outline toggles above, inside and below the visible area keep the anchor too: a
    /// collection view with a flat section "a" and an outline in "b" (ten parents of five
    /// children); the user taps disclosures and the app edits "a". The model is the outline
    /// value, toggled as the user does.
    func testOutlineTogglesOnTheCollectionView() async {
        let seeds = SplitMix64.seeds(
            replaying: "DIFFABLE_PLACE_SEED",
            defaults: Array(0..<UInt64(environmentCount("DIFFABLE_PLACE_SEEDS", normal: 24, quick: 12))))
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            let view = HeadlessCollectionView()
            view.viewportHeight = 300
            view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let dataSource = CollectionDataSource<String, Int>(collectionView: view) { view, indexPath, _ in
                view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            dataSource.scrollAnchor = .visibleItem
            var flat = Array(0..<30)
            var outline = ListSectionSnapshot<Int>()
            let parents = Array(100..<110)
            try? outline.append(parents)
            for parent in parents { try? outline.append((0..<5).map { parent * 10 + $0 }, to: parent) }
            dataSource.apply(tableSnapshot([("a", flat), ("b", [])]), animatingDifferences: false, completion: nil)
            dataSource.apply(outline, to: "b", animatingDifferences: false, completion: nil)
            var next = 5000
            for step in 0..<25 {
                view.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...1500, using: &random)))
                let offsetBefore = view.contentOffset.y
                let firstPath = view.indexPathsForVisibleItems.first
                let firstItem = firstPath.flatMap { dataSource.itemIdentifier(for: $0) }
                let firstY = firstPath.flatMap { view.frameForItem(at: $0) }.map { $0.minY - offsetBefore }
                let context = "seed \(seed) step \(step)"
                if Bool.random(using: &random), let parent = parents.randomElement(using: &random),
                    let path = dataSource.indexPath(for: parent)
                {
                    XCTAssertTrue(view.performUserTapOnOutlineDisclosure(at: path), context)
                    if outline.isExpanded(parent) { outline.collapse([parent]) } else { outline.expand([parent]) }
                } else {
                    if Bool.random(using: &random), let gone = flat.randomElement(using: &random) {
                        flat.removeAll { $0 == gone }
                    } else {
                        flat.insert(next, at: Int.random(in: 0...flat.count, using: &random))
                        next += 1
                    }
                    var snapshot = dataSource.snapshot()
                    snapshot.deleteItems(snapshot.itemIdentifiers(inSection: "a"))
                    try? snapshot.appendItems(flat, toSection: "a")
                    dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
                }
                XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: "a"), flat, context)
                XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: "b"), outline.visibleItems, context)
                XCTAssertEqual(view.snapshot(), dataSource.snapshot(), context)
                let maxOffset = max(0, view.contentHeight - view.viewportHeight)
                let offset = view.contentOffset.y
                guard let firstItem, let firstY, offset > 0.5, offset < maxOffset - 0.5,
                    let path = dataSource.indexPath(for: firstItem), let frame = view.frameForItem(at: path)
                else { continue }
                XCTAssertEqual(frame.minY - offset, firstY, accuracy: 0.5, "the anchor \(firstItem) stays; \(context)")
            }
        }
    }

    /// Rows that size themselves (``HeadlessTableView/automaticDimension``, estimated at 44
    /// points, measured by their cells as they come into view), in a chat: messages
    /// appended at the end, older ones inserted at the top, messages deleted, a message that
    /// grows. The plain model: every visible row has its cell's height; with
    /// ``ScrollAnchor/bottom`` and the end in view before, the last message ends at the
    /// bottom of the screen after; otherwise the first visible message stays where it was
    /// on screen.
    func testSelfSizingRowsAtTheEnd() async throws {
        let seeds = SplitMix64.seeds(
            replaying: "DIFFABLE_PLACE_SEED",
            defaults: Array(0..<UInt64(environmentCount("DIFFABLE_PLACE_SEEDS", normal: 24, quick: 12))))
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            var grown = Set<Int>()
            let height = { (item: Int) -> CGFloat in
                CGFloat(30 + (item &* 37 & 0xFFFF) % 5 * 25 + (grown.contains(item) ? 60 : 0))
            }
            let (table, dataSource) = makeSizedTable([("chat", Array(0..<60))], viewportHeight: 400, sizes: height)
            table.rowHeight = HeadlessTableView.automaticDimension
            table.estimatedRowHeight = 44
            let anchor: ScrollAnchor = seed % 2 == 0 ? .bottom : .visibleItem
            dataSource.scrollAnchor = anchor
            var model = dataSource.snapshot()
            var next = 1000
            var older = -1
            func isAtEnd() -> Bool {
                table.contentOffset.y >= max(0, table.contentHeight - table.viewportHeight) - 0.5
            }
            for step in 0..<25 {
                if Bool.random(using: &random) {
                    // To the newest message, as the user scrolls there (each scroll measures
                    // the rows it brings into view).
                    for _ in 0..<4 { table.contentOffset.y = table.contentHeight - table.viewportHeight }
                } else {
                    table.contentOffset.y = CGFloat(Int.random(in: 0...Int(table.contentHeight), using: &random))
                }
                let wasAtEnd = isAtEnd()
                let offsetBefore = table.contentOffset.y
                let firstPath = table.visibleRowPaths.first
                let firstItem = firstPath.flatMap { dataSource.itemIdentifier(for: $0) }
                let firstY = firstPath.map { table.rectForRow(at: $0).minY - offsetBefore }
                let kind = Int.random(in: 0..<4, using: &random)
                let context = "seed \(seed) step \(step) \(anchor) kind \(kind) at end \(wasAtEnd)"
                switch kind {
                case 0:  // new messages
                    let new = Array(next..<(next + Int.random(in: 1...3, using: &random)))
                    next += new.count
                    try model.appendItems(new, toSection: "chat")
                case 1:  // older history at the top
                    let new = (0..<Int.random(in: 1...5, using: &random)).map { older - $0 }
                    older -= new.count
                    if let first = model.itemIdentifiers.first {
                        try model.insertItems(new.reversed(), beforeItem: first)
                    }
                case 2:  // deleted messages, the newest among them now and then
                    var gone = model.itemIdentifiers.filter { _ in Int.random(in: 0..<15, using: &random) == 0 }
                    if Bool.random(using: &random), let last = model.itemIdentifiers.last { gone.append(last) }
                    model.deleteItems(gone)
                default:  // a message grows (an image loads): its row is reloaded
                    if let item = model.itemIdentifiers.randomElement(using: &random) {
                        grown.insert(item)
                        try model.reloadItems([item])
                    }
                }
                dataSource.apply(model, animatingDifferences: true, completion: nil)

                XCTAssertEqual(dataSource.snapshot(), model, context)
                XCTAssertEqual(table.snapshot(), model, context)
                for path in table.visibleRowPaths {
                    guard let item = dataSource.itemIdentifier(for: path) else { continue }
                    XCTAssertEqual(
                        table.rectForRow(at: path).height, height(item), "row \(item) is measured; \(context)")
                }
                let offset = table.contentOffset.y
                let maxOffset = max(0, table.contentHeight - table.viewportHeight)
                if anchor == .bottom && wasAtEnd {
                    XCTAssertTrue(isAtEnd(), "the end stays in view; \(context)")
                    if maxOffset > 0, let last = model.itemIdentifiers.last, let path = dataSource.indexPath(for: last)
                    {
                        XCTAssertEqual(
                            table.rectForRow(at: path).maxY - offset, table.viewportHeight, accuracy: 0.5,
                            "the newest message ends at the bottom of the screen; \(context)")
                    }
                } else if let firstItem, let firstY, offset > 0.5, offset < maxOffset - 0.5,
                    let path = dataSource.indexPath(for: firstItem)
                {
                    XCTAssertEqual(
                        table.rectForRow(at: path).minY - offset, firstY, accuracy: 0.5,
                        "the first visible message \(firstItem) stays; \(context)")
                }
            }
        }
    }

    /// The nearest item before `item` in `before` that is still shown, where it is now.
    func survivor(before item: Int, in before: ListSnapshot<String, Int>, now rig: Rig) -> IndexPath? {
        let items = before.itemIdentifiers
        guard let index = items.firstIndex(of: item) else { return nil }
        return items[..<index].reversed().lazy.compactMap { rig.indexPath(for: $0) }.first
    }
}
