/// The outlines a commit stores with its snapshot, in the same state update (see
/// `_DataSourceState.update(shownUpTo:outlines:changes:_:)`): an outline always belongs to the
/// snapshot committed with it, never repaired after.
///
/// `nil` where a plan is optional means "the outlines shown, followed through the
/// changeset": what a plain apply, a drop or an adapter call commits.
@usableFromInline
enum _OutlinePlan<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    /// Exactly these: an outline call made them for the snapshot committed with them.
    case given([Section: ListSectionSnapshot<Item>])
    /// These, each kept only where its section still shows its visible items: outlines
    /// made for another snapshot (an older call's, or a queued one a drop changed).
    case checked([Section: ListSectionSnapshot<Item>])

    /// The same outlines, to be checked against the snapshot they are committed with: a
    /// snapshot changed after the plan was made no longer matches it by construction.
    var toBeChecked: Self {
        switch self {
        case .given(let outlines), .checked(let outlines): .checked(outlines)
        }
    }

    /// The outlines the plan holds, before any check.
    var outlines: [Section: ListSectionSnapshot<Item>] {
        switch self {
        case .given(let outlines), .checked(let outlines): outlines
        }
    }
}

extension _OutlinePlan {
    /// Turns `outlines`, those stored with a snapshot whose sections were
    /// `previousSections`, into the outlines to store with `snapshot`, which replaces it.
    ///
    /// Without a plan, the shown outlines follow `changes`: a section that is gone loses its
    /// outline; one whose rows the change touched keeps its outline only if it still shows
    /// exactly the outline's visible items (otherwise its rows become a flat outline); the
    /// new values of reloaded and reconfigured items are stored in the outline. Without
    /// `changes` (a reload), every outlined section is checked.
    ///
    /// - Complexity: nothing without outlines; else O(*k*) for *k* changes plus O(*m*) for
    ///   each outlined section of *m* rows that is checked.
    static func commit(
        _ plan: Self?, to outlines: inout [Section: ListSectionSnapshot<Item>],
        changes: ListChangeset<Section, Item>?, from previousSections: [Section],
        to snapshot: ListSnapshot<Section, Item>
    ) {
        switch plan {
        case .given(let given):
            outlines = given
        case .checked(let given):
            outlines = given
            carry(&outlines, through: nil, from: previousSections, to: snapshot)
        case nil:
            carry(&outlines, through: changes, from: previousSections, to: snapshot)
        }
    }

    /// Changed in place: the outlines are stored only there, so none is copied.
    private static func carry(
        _ outlines: inout [Section: ListSectionSnapshot<Item>], through changes: ListChangeset<Section, Item>?,
        from previousSections: [Section], to snapshot: ListSnapshot<Section, Item>
    ) {
        guard !outlines.isEmpty else { return }
        var touched = Set<Section>()
        var refreshed: [Section: [Item]] = [:]
        if let changes {
            func old(_ index: Int) -> Section? {
                previousSections.indices.contains(index) ? previousSections[index] : nil
            }
            func new(_ index: Int) -> Section? { snapshot.sectionIdentifier(at: index) }
            for path in changes.itemDeletes { old(path.sectionIndex).map { _ = touched.insert($0) } }
            for path in changes.itemInserts { new(path.sectionIndex).map { _ = touched.insert($0) } }
            for move in changes.itemMoves {
                old(move.source.sectionIndex).map { _ = touched.insert($0) }
                new(move.destination.sectionIndex).map { _ = touched.insert($0) }
            }
            for index in changes.sectionReloads { old(index).map { _ = touched.insert($0) } }
            for path in changes.itemReloads + changes.itemReconfigures {
                guard let section = new(path.sectionIndex), let item = snapshot.itemIdentifier(at: path),
                    outlines[section] != nil
                else { continue }
                refreshed[section, default: []].append(item)
            }
        } else {
            touched = Set(outlines.keys)
        }
        for section in Array(outlines.keys) {
            guard snapshot.containsSection(section) else {
                outlines[section] = nil
                continue
            }
            if let items = refreshed[section] { outlines[section]?.storeValues(items) }
            guard touched.contains(section) else { continue }
            let rows = snapshot.itemIdentifiers(inSection: section)
            if outlines[section]?.visibleItems != rows {
                var flat = ListSectionSnapshot<Item>()
                try? flat.append(rows)
                outlines[section] = flat
            }
        }
    }
}
