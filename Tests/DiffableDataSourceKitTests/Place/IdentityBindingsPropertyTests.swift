import XCTest

@testable import DiffableDataSourceKit

/// Issue 46's target: the selection and scroll-position bindings hold, by identity, through
/// the user's-place property test's random runs — inserts above, inside and below the
/// visible area, deletes, moves across sections, reloads, reload-data applies with rows
/// added at the top, and the user's drags, scrolls and taps — on a headless table and
/// collection view, each bound by a ``ListCoordinator``, while the app also sets the
/// selection and the scroll position. A binding here is what a SwiftUI `Binding` would hold:
/// the app's last value, replaced by each report. After each step:
/// - the bound selection is exactly the items the user and the app selected that are still
///   shown (a plain model of their calls), and the view selects exactly their rows;
/// - the bound scroll position is true of the view, read with the view's own geometry; it
///   is where the user scrolled, or what the app asked for when the view can show it; and
///   with ``ScrollAnchor/visibleItem`` an update keeps the item at the top edge while it is
///   shown (by identity, wherever its row went);
/// - each drag is reported as the item, its section and its neighbours in the model, and a
///   selection the app makes while the finger holds a row applies once it is dropped.
/// Replay a failure with `DIFFABLE_IDENTITY_SEED=<seed>`; `DIFFABLE_IDENTITY_SEEDS` sets the
/// seeds per view (16 everyday, 8 with `DIFFABLE_QUICK=1`, 300 in CI's invariant pass).
@MainActor
final class IdentityBindingsPropertyTests: XCTestCase {
    /// A table or collection view, its data source and coordinator, behind one face, with the
    /// bindings the reports write to.
    @MainActor
    final class Rig {
        let table: HeadlessTableView
        let snapshot: () -> ListSnapshot<String, Int>
        let apply: (ListSnapshot<String, Int>, Bool) -> Void
        let indexPath: (Int) -> IndexPath?
        let selectedItems: () -> [Int]
        let select: (Set<Int>) -> Void
        let scroll: (ListScrollPosition<Int>) -> Void
        let setAnchor: (ScrollAnchor) -> Void
        let keep: [AnyObject]
        /// The bindings: what a SwiftUI `Binding` would hold.
        var boundSelection: Set<Int> = []
        var boundPosition: ListScrollPosition<Int> = .top
        var moves: [ListItemMove<String, Int>] = []

        init<View: DiffableListView>(
            table: HeadlessTableView, dataSource: ListDataSource<String, Int, View>, keep: [AnyObject]
        ) {
            self.table = table
            let coordinator = ListCoordinator(dataSource: dataSource)
            snapshot = { dataSource.snapshot() }
            apply = { snapshot, reloading in
                if reloading {
                    dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
                } else {
                    dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
                }
            }
            indexPath = { dataSource.indexPath(for: $0) }
            selectedItems = { dataSource.selectedItemIdentifiers }
            self.keep = keep + [coordinator]
            select = { coordinator.select($0) }
            scroll = { coordinator.scroll(to: $0) }
            setAnchor = { dataSource.scrollAnchor = $0 }
            coordinator.selectionDidChange = { [unowned self] in boundSelection = $0 }
            coordinator.scrollPositionDidChange = { [unowned self] in boundPosition = $0 }
            coordinator.didMoveItem = { [unowned self] in moves.append($0) }
        }

        /// The app sets the bound selection: the binding holds what it set, until a report.
        func appSelects(_ items: Set<Int>) {
            boundSelection = items
            select(items)
        }

        /// The app sets the bound scroll position.
        func appScrolls(to position: ListScrollPosition<Int>) {
            boundPosition = position
            scroll(position)
        }

        // The view read with its own geometry, independently of the coordinator.

        var maxOffset: CGFloat { max(0, table.contentHeight - table.viewportHeight) }

        /// Where the list is: its top, its end, else the first visible row.
        var reading: ListScrollPosition<Int> {
            let offset = table.contentOffset.y
            if offset <= 0.5 { return .top }
            if offset >= maxOffset - 0.5 { return .bottom }
            guard let path = table.visibleRowPaths.first, let item = snapshot().itemIdentifier(at: path) else {
                return .top
            }
            return .item(item, at: .top)
        }

        /// Whether a position is true of the view.
        func describes(_ position: ListScrollPosition<Int>) -> Bool {
            let offset = table.contentOffset.y
            switch position {
            case .top: return offset <= 0.5
            case .bottom: return offset >= maxOffset - 0.5
            case .item(let item, at: .top):
                return table.visibleRowPaths.first.flatMap { snapshot().itemIdentifier(at: $0) } == item
            case .item(let item, at: .bottom):
                guard let path = indexPath(item) else { return false }
                let frame = table.rectForRow(at: path)
                let edge = offset + table.viewportHeight
                return frame.minY < edge - 0.5 && frame.maxY >= edge - 0.5
            }
        }
    }

    /// Row heights by item: rows of 30 to 60 points.
    @MainActor
    final class Heights: HeadlessTableViewDelegate {
        weak var dataSource: ListDataSource<String, Int, HeadlessTableView>?

        func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            guard let item = dataSource?.itemIdentifier(for: indexPath) else { return 44 }
            return CGFloat(30 + (item &* 7 % 4) * 10)
        }
    }

    func makeRig(collection: Bool, heights: Heights) -> Rig {
        if collection {
            let view = HeadlessCollectionView()
            view.viewportHeight = 300
            view.allowsMultipleSelection = true
            view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let dataSource = CollectionDataSource<String, Int>(collectionView: view) { view, indexPath, _ in
                view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            dataSource.allowReordering = true
            view.delegate = dataSource.makeDelegate()
            return Rig(table: view.list, dataSource: dataSource, keep: [view, dataSource])
        }
        let table = HeadlessTableView()
        table.viewportHeight = 300
        table.allowsMultipleSelection = true
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = TableDataSource<String, Int>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        dataSource.allowReordering = true
        heights.dataSource = dataSource
        table.delegate = dataSource.makeDelegate(forwardingTo: heights)
        return Rig(table: table, dataSource: dataSource, keep: [table, dataSource])
    }

    func testTheTable() async { await run(collection: false) }

    func testTheCollectionView() async { await run(collection: true) }

    func run(collection: Bool) async {
        let seeds = SplitMix64.seeds(
            replaying: "DIFFABLE_IDENTITY_SEED",
            defaults: Array(0..<UInt64(environmentCount("DIFFABLE_IDENTITY_SEEDS", normal: 16, quick: 8))))
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            let heights = Heights()
            let rig = makeRig(collection: collection, heights: heights)
            let anchor: ScrollAnchor = [.none, .visibleItem, .bottom][Int(seed % 3)]
            rig.setAnchor(anchor)
            var next = 1000
            var model = tableSnapshot([("a", Array(0..<40)), ("b", Array(100..<140))])
            rig.apply(model, false)
            var chosen = Set<Int>()  // what the user and the app selected
            var expected = ListScrollPosition<Int>.top  // where the user or the app put the list
            for step in 0..<30 {
                let label = "seed \(seed) step \(step) \(collection ? "collection" : "table") \(anchor)"
                // The user scrolls, or the app sets the position.
                if Int.random(in: 0..<4, using: &random) == 0 {
                    let items = rig.snapshot().itemIdentifiers
                    let position: ListScrollPosition<Int> =
                        switch Int.random(in: 0..<6, using: &random) {
                        case 0: .top
                        case 1: .bottom
                        case 2, 3: .item(items.randomElement(using: &random) ?? 0, at: .top)
                        default: .item(items.randomElement(using: &random) ?? 0, at: .bottom)
                        }
                    rig.appScrolls(to: position)
                    expected = rig.describes(position) ? position : rig.reading
                    XCTAssertEqual(rig.boundPosition, expected, "the app's scroll to \(position); \(label)")
                } else {
                    rig.table.contentOffset.y = CGFloat(Int.random(in: 0...2400, using: &random))
                    // The top and the end win; else a position still true stays.
                    let reading = rig.reading
                    if reading != .top && reading != .bottom && rig.describes(expected) {
                        XCTAssertEqual(rig.boundPosition, expected, "the user's scroll; \(label)")
                    } else {
                        expected = reading
                        XCTAssertEqual(rig.boundPosition, expected, "the user's scroll; \(label)")
                    }
                }
                // The user taps a row, or the app selects some items.
                if Bool.random(using: &random),
                    let path = rig.table.visibleRowPaths.randomElement(using: &random),
                    let item = rig.snapshot().itemIdentifier(at: path)
                {
                    rig.table.performUserTap(at: path)
                    if chosen.contains(item) { chosen.remove(item) } else { chosen.insert(item) }
                } else if Int.random(in: 0..<4, using: &random) == 0 {
                    let items = rig.snapshot().itemIdentifiers
                    let wanted = Set(
                        (0..<Int.random(in: 0...3, using: &random)).compactMap { _ in
                            Bool.random(using: &random) ? items.randomElement(using: &random) : next + 500
                        })
                    rig.appSelects(wanted)
                    chosen = wanted
                }
                chosen.formIntersection(rig.snapshot().itemIdentifiers)
                XCTAssertEqual(rig.boundSelection, chosen, "the user's or the app's selection; \(label)")
                let kind = Int.random(in: 0..<5, using: &random)
                let context = label + " kind \(kind)"
                var dragged: Int?
                switch kind {
                case 0, 1:  // inserts and deletes anywhere, a reload
                    var edited = model
                    edited.scatterEdits(using: &random, next: &next)
                    model = edited
                    rig.apply(edited, false)
                case 2:  // a reload-data apply with rows added at the top
                    if let first = model.itemIdentifiers.first {
                        try? model.insertItems([next, next + 1], beforeItem: first)
                        next += 2
                    }
                    rig.apply(model, true)
                case 3:  // the user drags a visible row within its section; the app may select meanwhile
                    if let path = rig.table.visibleRowPaths.randomElement(using: &random),
                        let item = model.itemIdentifier(at: path)
                    {
                        let count = rig.table.numberOfRows(inSection: path.section)
                        let to = IndexPath(row: Int.random(in: 0..<count, using: &random), section: path.section)
                        let lifted = rig.table.beginUserDrag(at: path)
                        if lifted, Bool.random(using: &random) {
                            // The view is held: an apply to the other section and the
                            // selection calls wait for the drop.
                            let other = model.sectionIdentifiers[1 - path.section]
                            if Bool.random(using: &random) {
                                if let first = model.itemIdentifiers(inSection: other).first {
                                    try? model.insertItems([next], beforeItem: first)
                                } else {
                                    try? model.appendItems([next], toSection: other)
                                }
                                next += 1
                                rig.apply(model, false)
                            }
                            let wanted = Set(
                                model.itemIdentifiers.filter { _ in Int.random(in: 0..<30, using: &random) == 0 })
                            rig.appSelects(wanted)
                            chosen = wanted
                        }
                        if lifted, let landed = rig.table.dropUserDrag(at: to), landed != path {
                            let others = model.itemIdentifiers(inSection: model.sectionIdentifiers[path.section])
                                .filter { $0 != item }
                            if landed.row < others.count {
                                try? model.moveItem(item, beforeItem: others[landed.row])
                            } else if let last = others.last {
                                try? model.moveItem(item, afterItem: last)
                            }
                            dragged = item
                        }
                        rig.table.turnRunLoop()
                        // The coordinator reads the position once the view laid the drop out.
                        await mainQueueTurn()
                    }
                default:  // rows move across sections
                    if let item = model.itemIdentifiers.randomElement(using: &random),
                        let target = model.itemIdentifiers.randomElement(using: &random), item != target
                    {
                        try? model.moveItem(item, afterItem: target)
                        rig.apply(model, false)
                    }
                }

                XCTAssertEqual(rig.snapshot(), model, "the data source holds what the app asked for; \(context)")
                // The selection, by identity.
                chosen.formIntersection(model.itemIdentifiers)
                XCTAssertEqual(rig.boundSelection, chosen, "the bound selection; \(context)")
                XCTAssertEqual(Set(rig.selectedItems()), chosen, "the view's selected rows; \(context)")
                // The drag, by identity.
                if let dragged, let path = model.indexPath(ofItem: dragged) {
                    let section = model.sectionIdentifiers[path.section]
                    let items = model.itemIdentifiers(inSection: section)
                    XCTAssertEqual(
                        rig.moves.last,
                        ListItemMove(
                            item: dragged, section: section, afterItem: path.row > 0 ? items[path.row - 1] : nil,
                            beforeItem: path.row + 1 < items.count ? items[path.row + 1] : nil),
                        "the drag; \(context)")
                }
                // The scroll position, by identity.
                XCTAssertTrue(
                    rig.describes(rig.boundPosition), "the bound \(rig.boundPosition) is true of the view; \(context)")
                // The row at the top edge, which the anchor keeps still by identity (a drag
                // moves rows on screen itself).
                if case .item(let item, at: .top) = expected, anchor == .visibleItem, kind != 3,
                    case .item = rig.reading, rig.indexPath(item) != nil
                {
                    XCTAssertEqual(rig.boundPosition, .item(item, at: .top), "the anchor holds; \(context)")
                } else if rig.describes(expected) {
                    XCTAssertEqual(rig.boundPosition, expected, "the position still true stays; \(context)")
                } else {
                    XCTAssertEqual(rig.boundPosition, rig.reading, "where the list is now; \(context)")
                }
                expected = rig.boundPosition
            }
        }
    }
}
