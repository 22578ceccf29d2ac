import DiffableDataSourceKit

extension Workload {
    /// Collapsing and expanding a parent with 1,000 children in a section whose outline
    /// holds `parents` × 1,000 children, every parent expanded: on the section snapshot
    /// value, through the adapter, as the user's tap on the disclosure, and as an app that
    /// applies the whole changed section snapshot.
    static func outline(_ name: String, parents: Int) -> Workload {
        let count = parents * (OutlineBench.children + 1)
        let title =
            "collapse and expand a parent of 1,000 in a \(sizeName(count))-item outline on a HeadlessCollectionView"
        // The planned path touches the k rows shown or hidden, never the whole section: at
        // 100k it must cost less than the floor (measured: 0.4 to 0.55); growth from 10k to
        // 1M is checked by `checkOutlineGrowth`.
        let targets = { (result: inout WorkloadResult) in
            guard count == 100 * (OutlineBench.children + 1) else { return }
            for subject in ["adapter collapse + expand", "toggleExpansion ×2"] {
                if let timing = result.timing(subject) {
                    result.check("\(subject) / floor", figure: timing.ratio, atMost: 1)
                }
            }
        }
        return .timed(name, title, elements: count, targets: targets) {
            let bench = MainActor.assumeIsolated { OutlineBench(parents: parents) }
            let items = MainActor.assumeIsolated { bench.outline.items }
            let subjects = [
                Subject(name: SubjectName.floor) { floor(from: items, to: items) },
                Subject(name: "section snapshot collapse + expand") {
                    MainActor.assumeIsolated { bench.collapseAndExpandValue() }
                },
                Subject(name: "adapter collapse + expand") {
                    MainActor.assumeIsolated { bench.collapseAndExpandThroughAdapter() }
                },
                Subject(name: "toggleExpansion ×2") { MainActor.assumeIsolated { bench.toggleTwice() } },
            ]
            // Applying the whole section diffs every row: timed up to 100k only.
            let apply = Subject(name: "apply section snapshot ×2") {
                MainActor.assumeIsolated { bench.applyCollapsedAndExpanded() }
            }
            return (count <= 100_100 ? subjects + [apply] : subjects, { MainActor.assumeIsolated { bench.failure() } })
        }
    }
}

/// From 10k to 1M items, collapsing and expanding the same 1,000 rows may grow at most 6x
/// (measured: 4x, the chunk starts the headless view shifts per row): checked on the 1M
/// workload when the 10k one ran too.
func checkOutlineGrowth(_ results: inout [WorkloadResult]) {
    guard let small = results.firstIndex(where: { $0.name == "outline-10k" }),
        let large = results.firstIndex(where: { $0.name == "outline-1M" })
    else { return }
    for subject in ["adapter collapse + expand", "toggleExpansion ×2"] {
        guard let from = results[small].timing(subject), let to = results[large].timing(subject) else { continue }
        results[large].check("\(subject) 1M / 10k", figure: to.milliseconds / from.milliseconds, atMost: 6)
    }
}

/// An outline of `parents` roots with 1,000 children each, every root expanded, shown in
/// one section of a collection view through a data source and an adapter.
@MainActor
private final class OutlineBench {
    nonisolated static let children = 1_000
    let collectionView = HeadlessCollectionView()
    let dataSource: CollectionDataSource<Int, Int>
    let adapter: CollectionAdapter<Int, Int>
    /// The outline, every parent expanded.
    let outline: ListSectionSnapshot<Int>
    /// The outline with `parent` collapsed.
    let collapsed: ListSectionSnapshot<Int>
    /// A copy of `outline` the value subject changes in place.
    var value: ListSectionSnapshot<Int>
    /// The parent collapsed and expanded: the middle one.
    let parent: Int
    /// The parent's first child.
    let firstChild: Int

    init(parents: Int) {
        let roots = (0..<parents).map { -1 - $0 }
        var outline = ListSectionSnapshot<Int>()
        do {
            try outline.append(roots)
            for (index, root) in roots.enumerated() {
                try outline.append(Array(index * Self.children..<(index + 1) * Self.children), to: root)
            }
        } catch {
            fatalError("building the outline: \(error)")
        }
        outline.expand(roots)
        parent = roots[parents / 2]
        firstChild = parents / 2 * Self.children
        self.outline = outline
        var collapsed = outline
        collapsed.collapse([parent])
        self.collapsed = collapsed
        value = outline
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        dataSource = CollectionDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            cell.text = String(item)
            return cell
        }
        adapter = CollectionAdapter(collectionView: collectionView, dataSource: dataSource)
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }

    /// Collapses and expands the parent on the value alone.
    func collapseAndExpandValue() -> Int {
        value.collapse([parent])
        let hidden = value.isVisible(firstChild) ? 0 : 1
        value.expand([parent])
        return hidden &+ (value.isVisible(firstChild) ? 1 : 0)
    }

    /// Collapses and expands the parent through the adapter.
    func collapseAndExpandThroughAdapter() -> Int {
        do {
            let collapse = try adapter.collapse(parent)
            let expand = try adapter.expand(parent)
            return collapse.counts.total &+ expand.counts.total
        } catch {
            fatalError("\(error)")
        }
    }

    /// Toggles the parent twice, as two taps on its disclosure.
    func toggleTwice() -> Int {
        let first = dataSource.toggleExpansion(of: parent)
        let second = dataSource.toggleExpansion(of: parent)
        return (first ? 1 : 0) &+ (second ? 1 : 0) &+ collectionView.numberOfItems(inSection: 0)
    }

    /// Applies the section snapshot with the parent collapsed, then expanded: a diff of
    /// the whole section each time.
    func applyCollapsedAndExpanded() -> Int {
        dataSource.apply(collapsed, to: 0, animatingDifferences: true)
        dataSource.apply(outline, to: 0, animatingDifferences: true)
        return collectionView.numberOfItems(inSection: 0)
    }

    /// What is wrong after a collapse, if anything.
    func failure() -> String? {
        let expected = outline.visibleItems.count
        if collectionView.numberOfItems(inSection: 0) != expected { return "the outline is not fully shown" }
        do {
            let changes = try adapter.collapse(parent)
            defer { _ = try? adapter.expand(parent) }
            if changes.itemDeletes.count != Self.children { return "\(changes.itemDeletes.count) rows hidden" }
            if collectionView.numberOfItems(inSection: 0) != expected - Self.children {
                return "the collapsed parent's children are still shown"
            }
        } catch {
            return "collapse: \(error)"
        }
        return nil
    }
}
