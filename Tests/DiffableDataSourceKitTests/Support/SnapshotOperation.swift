import DiffableDataSourceKit

/// One call of a `ListSnapshot` mutator, as a value, so that the same call can be applied to
/// a snapshot and to a ``ReferenceList``, enumerated, generated at random and printed.
///
///     let move = SnapshotOperation<String, Int>.moveItem(1, 3, after: true)
///     try move.apply(to: &snapshot)   // snapshot.moveItem(1, afterItem: 3)
///     try move.apply(to: &model)
enum SnapshotOperation<Section: Hashable & Sendable, Item: Hashable & Sendable>: CustomStringConvertible {
    typealias Failure = ListSnapshotError<Section, Item>

    case appendSections([Section])
    /// `insertSections(_:beforeSection:)`, or `afterSection:` when `after`.
    case insertSections([Section], Section, after: Bool)
    case deleteSections([Section])
    /// `moveSection(_:beforeSection:)`, or `afterSection:` when `after`.
    case moveSection(Section, Section, after: Bool)
    case reloadSections([Section])
    case appendItems([Item], toSection: Section?)
    /// `insertItems(_:beforeItem:)`, or `afterItem:` when `after`.
    case insertItems([Item], Item, after: Bool)
    case deleteItems([Item])
    case deleteAllItems
    /// `moveItem(_:beforeItem:)`, or `afterItem:` when `after`.
    case moveItem(Item, Item, after: Bool)
    case reloadItems([Item])
    case reconfigureItems([Item])

    func apply(to snapshot: inout ListSnapshot<Section, Item>) throws(Failure) {
        switch self {
        case .appendSections(let new): try snapshot.appendSections(new)
        case .insertSections(let new, let anchor, false): try snapshot.insertSections(new, beforeSection: anchor)
        case .insertSections(let new, let anchor, true): try snapshot.insertSections(new, afterSection: anchor)
        case .deleteSections(let doomed): snapshot.deleteSections(doomed)
        case .moveSection(let section, let anchor, false): try snapshot.moveSection(section, beforeSection: anchor)
        case .moveSection(let section, let anchor, true): try snapshot.moveSection(section, afterSection: anchor)
        case .reloadSections(let marked): try snapshot.reloadSections(marked)
        case .appendItems(let new, let section): try snapshot.appendItems(new, toSection: section)
        case .insertItems(let new, let anchor, false): try snapshot.insertItems(new, beforeItem: anchor)
        case .insertItems(let new, let anchor, true): try snapshot.insertItems(new, afterItem: anchor)
        case .deleteItems(let doomed): snapshot.deleteItems(doomed)
        case .deleteAllItems: snapshot.deleteAllItems()
        case .moveItem(let item, let anchor, false): try snapshot.moveItem(item, beforeItem: anchor)
        case .moveItem(let item, let anchor, true): try snapshot.moveItem(item, afterItem: anchor)
        case .reloadItems(let marked): try snapshot.reloadItems(marked)
        case .reconfigureItems(let marked): try snapshot.reconfigureItems(marked)
        }
    }

    func apply(to model: inout ReferenceList<Section, Item>) throws(Failure) {
        switch self {
        case .appendSections(let new): try model.appendSections(new)
        case .insertSections(let new, let anchor, false): try model.insertSections(new, beforeSection: anchor)
        case .insertSections(let new, let anchor, true): try model.insertSections(new, afterSection: anchor)
        case .deleteSections(let doomed): model.deleteSections(doomed)
        case .moveSection(let section, let anchor, false): try model.moveSection(section, beforeSection: anchor)
        case .moveSection(let section, let anchor, true): try model.moveSection(section, afterSection: anchor)
        case .reloadSections(let marked): try model.reloadSections(marked)
        case .appendItems(let new, let section): try model.appendItems(new, toSection: section)
        case .insertItems(let new, let anchor, false): try model.insertItems(new, beforeItem: anchor)
        case .insertItems(let new, let anchor, true): try model.insertItems(new, afterItem: anchor)
        case .deleteItems(let doomed): model.deleteItems(doomed)
        case .deleteAllItems: model.deleteAllItems()
        case .moveItem(let item, let anchor, false): try model.moveItem(item, beforeItem: anchor)
        case .moveItem(let item, let anchor, true): try model.moveItem(item, afterItem: anchor)
        case .reloadItems(let marked): try model.reloadItems(marked)
        case .reconfigureItems(let marked): try model.reconfigureItems(marked)
        }
    }

    /// The call as it would be written, e.g. `moveItem(1, afterItem: 3)`.
    var description: String {
        func side(_ after: Bool, _ noun: String) -> String { after ? "after\(noun)" : "before\(noun)" }
        return switch self {
        case .appendSections(let new): "appendSections(\(new))"
        case .insertSections(let new, let anchor, let after):
            "insertSections(\(new), \(side(after, "Section")): \(anchor))"
        case .deleteSections(let doomed): "deleteSections(\(doomed))"
        case .moveSection(let section, let anchor, let after):
            "moveSection(\(section), \(side(after, "Section")): \(anchor))"
        case .reloadSections(let marked): "reloadSections(\(marked))"
        case .appendItems(let new, let section): "appendItems(\(new), toSection: \(section.map { "\($0)" } ?? "nil"))"
        case .insertItems(let new, let anchor, let after): "insertItems(\(new), \(side(after, "Item")): \(anchor))"
        case .deleteItems(let doomed): "deleteItems(\(doomed))"
        case .deleteAllItems: "deleteAllItems()"
        case .moveItem(let item, let anchor, let after): "moveItem(\(item), \(side(after, "Item")): \(anchor))"
        case .reloadItems(let marked): "reloadItems(\(marked))"
        case .reconfigureItems(let marked): "reconfigureItems(\(marked))"
        }
    }
}

extension SnapshotOperation {
    /// Applies the operation to both `snapshot` and `model` and reports every disagreement:
    /// a different error (or an error on one side only), then any query that disagrees
    /// afterwards. On error both are left as they were, so the state check also proves that
    /// the snapshot is unchanged. Empty when they agree.
    ///
    /// - Parameters:
    ///   - possibleItems: Items that may or may not be present afterwards (such as those
    ///     deleted or never inserted); the snapshot must not find those the model lacks.
    ///   - possibleSections: The same for sections.
    func mismatches(
        applyingTo snapshot: inout ListSnapshot<Section, Item>, and model: inout ReferenceList<Section, Item>,
        possibleItems: [Item] = [], possibleSections: [Section] = []
    ) -> [String] {
        var expected: Failure?
        do { try apply(to: &model) } catch { expected = error }
        var actual: Failure?
        do { try apply(to: &snapshot) } catch { actual = error }
        var found: [String] = []
        if actual != expected {
            let got = actual.map { "\($0)" } ?? "nothing"
            found.append("\(self): threw \(got), expected \(expected.map { "\($0)" } ?? "nothing")")
        }
        let absentItems = possibleItems.filter { !model.containsItem($0) }
        let absentSections = possibleSections.filter { !model.containsSection($0) }
        found += model.mismatches(with: snapshot, absentItems: absentItems, absentSections: absentSections)
            .map { "after \(self): \($0)" }
        return found
    }
}
