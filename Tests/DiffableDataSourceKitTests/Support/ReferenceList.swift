import DiffableDataSourceKit

/// A deliberately naive model of a sectioned list, to check ``ListSnapshot`` (and code built
/// on it) against: an array of sections, each with an array of items, plus the reload and
/// reconfigure marks. Every operation is a linear scan that is easy to read and hard to get
/// wrong; none of it is meant to be fast.
///
/// The mutators follow `ListSnapshot`'s documented rules, including which
/// ``ListSnapshotError`` is thrown first when an argument is wrong in several ways, and leave
/// the model unchanged when they throw:
///
///     var model = ReferenceList<String, Int>([("a", [1, 2]), ("b", [])])
///     try model.moveItem(1, afterItem: 2)       // a: [2, 1]
///     try model.appendItems([2])                // throws .itemsAlreadyPresent([2])
///
/// Unlike `ListSnapshot`, `==` compares the marks too, so that "unchanged" means unchanged.
struct ReferenceList<Section: Hashable & Sendable, Item: Hashable & Sendable>: Equatable {
    typealias Failure = ListSnapshotError<Section, Item>

    /// The sections in order, each with its items in order.
    var sections: [(Section, [Item])] = []
    /// Items marked by `reloadItems`; the values in `sections` are the fresh ones.
    var reloadedItems: Set<Item> = []
    /// Items marked by `reconfigureItems`.
    var reconfiguredItems: Set<Item> = []
    /// Sections marked by `reloadSections`.
    var reloadedSections: Set<Section> = []

    init(_ sections: [(Section, [Item])] = []) {
        self.sections = sections
    }

    /// Reads a snapshot through its public API, marks included.
    init(_ snapshot: ListSnapshot<Section, Item>) {
        sections = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
        reloadedItems = Set(snapshot.reloadedItemIdentifiers)
        reconfiguredItems = Set(snapshot.reconfiguredItemIdentifiers)
        reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
    }

    /// Builds the same state with `ListSnapshot`'s mutators.
    func makeSnapshot() throws -> ListSnapshot<Section, Item> {
        var snapshot = ListSnapshot<Section, Item>()
        try snapshot.appendSections(sectionIdentifiers)
        for (section, items) in sections { try snapshot.appendItems(items, toSection: section) }
        try snapshot.reloadItems(reloadedItemIdentifiers)
        try snapshot.reconfigureItems(reconfiguredItemIdentifiers)
        try snapshot.reloadSections(reloadedSectionIdentifiers)
        return snapshot
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections.map(\.0) == rhs.sections.map(\.0) && lhs.sections.map(\.1) == rhs.sections.map(\.1)
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.reloadedSections == rhs.reloadedSections
    }

    // MARK: Queries

    var sectionIdentifiers: [Section] { sections.map(\.0) }
    var itemIdentifiers: [Item] { sections.flatMap(\.1) }
    var numberOfItems: Int { sections.reduce(0) { $0 + $1.1.count } }

    func indexOfSection(_ section: Section) -> Int? { sections.firstIndex { $0.0 == section } }

    /// The items of a section, or `nil` when there is no such section.
    func items(inSection section: Section) -> [Item]? { indexOfSection(section).map { sections[$0].1 } }

    /// The section index and row of an item.
    func location(of item: Item) -> (section: Int, row: Int)? {
        for (index, entry) in sections.enumerated() {
            if let row = entry.1.firstIndex(of: item) { return (index, row) }
        }
        return nil
    }

    func indexOfItem(_ item: Item) -> Int? { itemIdentifiers.firstIndex(of: item) }
    func containsItem(_ item: Item) -> Bool { location(of: item) != nil }
    func containsSection(_ section: Section) -> Bool { indexOfSection(section) != nil }

    var reloadedItemIdentifiers: [Item] { itemIdentifiers.filter(reloadedItems.contains) }
    var reconfiguredItemIdentifiers: [Item] { itemIdentifiers.filter(reconfiguredItems.contains) }
    var reloadedSectionIdentifiers: [Section] { sectionIdentifiers.filter(reloadedSections.contains) }

    // MARK: Sections

    mutating func appendSections(_ new: [Section]) throws(Failure) {
        try checkNewSections(new)
        sections += new.map { ($0, []) }
    }

    mutating func insertSections(_ new: [Section], beforeSection anchor: Section) throws(Failure) {
        try insertSections(new, relativeTo: anchor, offset: 0)
    }

    mutating func insertSections(_ new: [Section], afterSection anchor: Section) throws(Failure) {
        try insertSections(new, relativeTo: anchor, offset: 1)
    }

    mutating func deleteSections(_ doomed: [Section]) {
        for section in doomed {
            guard let index = indexOfSection(section) else { continue }
            for item in sections[index].1 { unmark(item) }
            reloadedSections.remove(section)
            sections.remove(at: index)
        }
    }

    mutating func moveSection(_ section: Section, beforeSection anchor: Section) throws(Failure) {
        try moveSection(section, relativeTo: anchor, offset: 0)
    }

    mutating func moveSection(_ section: Section, afterSection anchor: Section) throws(Failure) {
        try moveSection(section, relativeTo: anchor, offset: 1)
    }

    mutating func reloadSections(_ marked: [Section]) throws(Failure) {
        let duplicates = Self.repeated(marked)
        if !duplicates.isEmpty { throw .duplicateSections(duplicates) }
        let missing = marked.filter { !containsSection($0) }
        if !missing.isEmpty { throw .sectionsNotFound(missing) }
        reloadedSections.formUnion(marked)
    }

    // MARK: Items

    mutating func appendItems(_ new: [Item], toSection section: Section? = nil) throws(Failure) {
        let index: Int
        if let section {
            guard let found = indexOfSection(section) else { throw .sectionsNotFound([section]) }
            index = found
        } else {
            guard !sections.isEmpty else { throw .noSectionToAppendTo }
            index = sections.count - 1
        }
        try checkNewItems(new)
        sections[index].1 += new
    }

    mutating func insertItems(_ new: [Item], beforeItem anchor: Item) throws(Failure) {
        try insertItems(new, relativeTo: anchor, offset: 0)
    }

    mutating func insertItems(_ new: [Item], afterItem anchor: Item) throws(Failure) {
        try insertItems(new, relativeTo: anchor, offset: 1)
    }

    mutating func deleteItems(_ doomed: [Item]) {
        for item in doomed {
            guard let (section, row) = location(of: item) else { continue }
            sections[section].1.remove(at: row)
            unmark(item)
        }
    }

    mutating func deleteAllItems() {
        self = Self()
    }

    mutating func moveItem(_ item: Item, beforeItem anchor: Item) throws(Failure) {
        try moveItem(item, relativeTo: anchor, offset: 0)
    }

    mutating func moveItem(_ item: Item, afterItem anchor: Item) throws(Failure) {
        try moveItem(item, relativeTo: anchor, offset: 1)
    }

    /// Stores the fresh values and marks them.
    mutating func reloadItems(_ marked: [Item]) throws(Failure) {
        try storeFreshValues(marked)
        reloadedItems.formUnion(marked)
    }

    mutating func reconfigureItems(_ marked: [Item]) throws(Failure) {
        try storeFreshValues(marked)
        reconfiguredItems.formUnion(marked)
    }

    // MARK: Implementation

    /// Elements that occur more than once, each once, in the order of their first repeat.
    static func repeated<T: Hashable>(_ values: [T]) -> [T] {
        var result: [T] = []
        for (index, value) in values.enumerated()
        where values[..<index].contains(value) && !result.contains(value) {
            result.append(value)
        }
        return result
    }

    private func checkNewSections(_ new: [Section]) throws(Failure) {
        let duplicates = Self.repeated(new)
        if !duplicates.isEmpty { throw .duplicateSections(duplicates) }
        let present = new.filter(containsSection)
        if !present.isEmpty { throw .sectionsAlreadyPresent(present) }
    }

    private func checkNewItems(_ new: [Item]) throws(Failure) {
        let duplicates = Self.repeated(new)
        if !duplicates.isEmpty { throw .duplicateItems(duplicates) }
        let present = new.filter(containsItem)
        if !present.isEmpty { throw .itemsAlreadyPresent(present) }
    }

    private mutating func insertSections(_ new: [Section], relativeTo anchor: Section, offset: Int) throws(Failure) {
        guard let index = indexOfSection(anchor) else { throw .sectionsNotFound([anchor]) }
        if new.contains(anchor) { throw .sectionRelativeToItself(anchor) }
        try checkNewSections(new)
        sections.insert(contentsOf: new.map { ($0, []) }, at: index + offset)
    }

    private mutating func moveSection(_ section: Section, relativeTo anchor: Section, offset: Int) throws(Failure) {
        if section == anchor { throw .sectionRelativeToItself(section) }
        let missing = [section, anchor].filter { !containsSection($0) }
        if !missing.isEmpty { throw .sectionsNotFound(missing) }
        guard let from = indexOfSection(section) else { return }
        let entry = sections.remove(at: from)
        guard let to = indexOfSection(anchor) else { return }
        sections.insert(entry, at: to + offset)
    }

    private mutating func insertItems(_ new: [Item], relativeTo anchor: Item, offset: Int) throws(Failure) {
        guard let (section, row) = location(of: anchor) else { throw .itemsNotFound([anchor]) }
        if new.contains(anchor) { throw .itemRelativeToItself(anchor) }
        try checkNewItems(new)
        sections[section].1.insert(contentsOf: new, at: row + offset)
    }

    private mutating func moveItem(_ item: Item, relativeTo anchor: Item, offset: Int) throws(Failure) {
        if item == anchor { throw .itemRelativeToItself(item) }
        let missing = [item, anchor].filter { !containsItem($0) }
        if !missing.isEmpty { throw .itemsNotFound(missing) }
        guard let from = location(of: item) else { return }
        // The stored value moves, not the one passed in.
        let value = sections[from.section].1.remove(at: from.row)
        guard let to = location(of: anchor) else { return }
        sections[to.section].1.insert(value, at: to.row + offset)
    }

    private mutating func storeFreshValues(_ marked: [Item]) throws(Failure) {
        let duplicates = Self.repeated(marked)
        if !duplicates.isEmpty { throw .duplicateItems(duplicates) }
        let missing = marked.filter { !containsItem($0) }
        if !missing.isEmpty { throw .itemsNotFound(missing) }
        for item in marked {
            guard let (section, row) = location(of: item) else { continue }
            sections[section].1[row] = item
        }
    }

    private mutating func unmark(_ item: Item) {
        reloadedItems.remove(item)
        reconfiguredItems.remove(item)
    }
}
