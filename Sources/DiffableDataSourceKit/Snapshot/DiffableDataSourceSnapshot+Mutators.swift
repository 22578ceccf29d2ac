/// Apple's mutators, none of which throws: each applies what is valid, drops the rest and
/// reports it through ``ListDiagnostics`` with the caller's file and line.
extension DiffableDataSourceSnapshot {
    typealias Failure = ListSnapshotError<SectionIdentifierType, ItemIdentifierType>

    // MARK: Sections

    /// Appends sections; sections given twice or already there are dropped and reported.
    /// - Complexity: as ``ListSnapshot/appendSections(_:)``, plus one hash of each identifier given.
    public mutating func appendSections(
        _ identifiers: [SectionIdentifierType], file: StaticString = #fileID, line: UInt = #line
    ) {
        let sections = newSections(identifiers, call: "appendSections", file: file, line: line)
        perform("appendSections", file: file, line: line) { (snapshot) throws(Failure) in
            try snapshot.appendSections(sections)
        }
    }

    /// Inserts sections before another; dropped and reported when that section is not there.
    /// - Complexity: as ``ListSnapshot/insertSections(_:beforeSection:)``, plus one hash of each identifier given.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        insertSections(identifiers, relativeTo: toIdentifier, after: false, file: file, line: line)
    }

    /// Inserts sections after another; dropped and reported when that section is not there.
    /// - Complexity: as ``ListSnapshot/insertSections(_:afterSection:)``, plus one hash of each identifier given.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        insertSections(identifiers, relativeTo: toIdentifier, after: true, file: file, line: line)
    }

    /// Deletes sections and their items; sections that are not there are ignored, as by
    /// Apple's.
    /// - Complexity: as ``ListSnapshot/deleteSections(_:)``, plus one hash of each identifier given.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        listSnapshot.deleteSections(identifiers)
    }

    /// Moves a section before another; dropped and reported when either is not there or
    /// both are the same.
    /// - Complexity: as ``ListSnapshot/moveSection(_:beforeSection:)``, plus one hash of each identifier given.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        perform("moveSection", file: file, line: line) { (snapshot) throws(Failure) in
            try snapshot.moveSection(identifier, beforeSection: toIdentifier)
        }
    }

    /// Moves a section after another; dropped and reported when either is not there or
    /// both are the same.
    /// - Complexity: as ``ListSnapshot/moveSection(_:afterSection:)``, plus one hash of each identifier given.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        perform("moveSection", file: file, line: line) { (snapshot) throws(Failure) in
            try snapshot.moveSection(identifier, afterSection: toIdentifier)
        }
    }

    /// Marks sections to be reloaded; sections that are not there are dropped and
    /// reported, repeats ignored.
    /// - Complexity: as ``ListSnapshot/reloadSections(_:)``, plus one hash of each identifier given.
    public mutating func reloadSections(
        _ identifiers: [SectionIdentifierType], file: StaticString = #fileID, line: UInt = #line
    ) {
        let unique = identifiers.uniqueElements()
        let missing = unique.filter { !listSnapshot.containsSection($0) }
        reportInvalid(.sectionsNotFound(missing), call: "reloadSections", file: file, line: line)
        let present = unique.filter { listSnapshot.containsSection($0) }
        perform("reloadSections", file: file, line: line) { (snapshot) throws(Failure) in
            try snapshot.reloadSections(present)
        }
    }

    // MARK: Items

    /// Appends items to a section, or to the last section for `nil`. Items given twice or
    /// already in the snapshot are dropped (the first kept) and reported; the whole call is
    /// dropped and reported when the section is not there, or there is none.
    /// - Complexity: as ``ListSnapshot/appendItems(_:toSection:)``, plus one hash of each identifier given.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        perform("appendItems", file: file, line: line) { (snapshot) throws(Failure) in
            try snapshot.appendItems(
                identifiers, toSection: sectionIdentifier, duplicates: .keepFirst, file: file, line: line)
        }
    }

    /// Inserts items before another item. Items given twice or already there are dropped
    /// (the first kept) and reported; the whole call when that item is not there.
    /// - Complexity: as ``ListSnapshot/insertItems(_:beforeItem:)``, plus one hash of each identifier given.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        perform("insertItems", file: file, line: line) { (snapshot) throws(Failure) in
            try snapshot.insertItems(
                identifiers, beforeItem: beforeIdentifier, duplicates: .keepFirst, file: file, line: line)
        }
    }

    /// Inserts items after another item. Items given twice or already there are dropped
    /// (the first kept) and reported; the whole call when that item is not there.
    /// - Complexity: as ``ListSnapshot/insertItems(_:afterItem:)``, plus one hash of each identifier given.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        perform("insertItems", file: file, line: line) { (snapshot) throws(Failure) in
            try snapshot.insertItems(
                identifiers, afterItem: afterIdentifier, duplicates: .keepFirst, file: file, line: line)
        }
    }

    /// Deletes items; items that are not there are ignored, as by Apple's.
    /// - Complexity: as ``ListSnapshot/deleteItems(_:)``, plus one hash of each identifier given.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        listSnapshot.deleteItems(identifiers)
    }

    /// Deletes every item and every section, as Apple's.
    /// - Complexity: as ``ListSnapshot/deleteAllItems()``, plus one hash of each identifier given.
    public mutating func deleteAllItems() {
        listSnapshot.deleteAllItems()
    }

    /// Moves an item before another; dropped and reported when either is not there or both
    /// are the same.
    /// - Complexity: as ``ListSnapshot/moveItem(_:beforeItem:)``, plus one hash of each identifier given.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        perform("moveItem", file: file, line: line) { (snapshot) throws(Failure) in
            try snapshot.moveItem(identifier, beforeItem: toIdentifier)
        }
    }

    /// Moves an item after another; dropped and reported when either is not there or both
    /// are the same.
    /// - Complexity: as ``ListSnapshot/moveItem(_:afterItem:)``, plus one hash of each identifier given.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        perform("moveItem", file: file, line: line) { (snapshot) throws(Failure) in
            try snapshot.moveItem(identifier, afterItem: toIdentifier)
        }
    }

    /// Marks items to be reloaded, storing the values passed in (see
    /// ``ListSnapshot/reloadItems(_:)``); items that are not there are dropped and reported,
    /// repeats ignored.
    /// - Complexity: as ``ListSnapshot/reloadItems(_:)``, plus one hash of each identifier given.
    public mutating func reloadItems(
        _ identifiers: [ItemIdentifierType], file: StaticString = #fileID, line: UInt = #line
    ) {
        let present = presentItems(identifiers, call: "reloadItems", file: file, line: line)
        perform("reloadItems", file: file, line: line) { (snapshot) throws(Failure) in
            try snapshot.reloadItems(present)
        }
    }

    /// Marks items to be reconfigured, storing the values passed in; items that are not
    /// there are dropped and reported, repeats ignored.
    /// - Complexity: as ``ListSnapshot/reconfigureItems(_:)``, plus one hash of each identifier given.
    public mutating func reconfigureItems(
        _ identifiers: [ItemIdentifierType], file: StaticString = #fileID, line: UInt = #line
    ) {
        let present = presentItems(identifiers, call: "reconfigureItems", file: file, line: line)
        perform("reconfigureItems", file: file, line: line) { (snapshot) throws(Failure) in
            try snapshot.reconfigureItems(present)
        }
    }

    // MARK: Implementation

    /// Runs a call of the kit's snapshot; what it refuses (only what the caller did not
    /// trim first: a missing anchor, a move relative to itself, no section) is reported and
    /// changes nothing.
    private mutating func perform(
        _ call: String, file: StaticString, line: UInt,
        _ body: (inout ListSnapshot<SectionIdentifierType, ItemIdentifierType>) throws(Failure) -> Void
    ) {
        do {
            try body(&listSnapshot)
        } catch {
            reportInvalid(error, call: call, file: file, line: line)
        }
    }

    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], relativeTo anchor: SectionIdentifierType, after: Bool,
        file: StaticString, line: UInt
    ) {
        guard listSnapshot.containsSection(anchor) else {
            return reportInvalid(.sectionsNotFound([anchor]), call: "insertSections", file: file, line: line)
        }
        let sections = newSections(identifiers, call: "insertSections", file: file, line: line)
        perform("insertSections", file: file, line: line) { (snapshot) throws(Failure) in
            if after {
                try snapshot.insertSections(sections, afterSection: anchor)
            } else {
                try snapshot.insertSections(sections, beforeSection: anchor)
            }
        }
    }

    /// The sections of `identifiers` to add: each once, none already there; the others are
    /// reported as dropped.
    private func newSections(
        _ identifiers: [SectionIdentifierType], call: String, file: StaticString, line: UInt
    ) -> [SectionIdentifierType] {
        var fresh: [SectionIdentifierType] = []
        var dropped: [SectionIdentifierType] = []
        identifiers.forEachOccurrence { index, first in
            let section = identifiers[index]
            if first != nil || listSnapshot.containsSection(section) {
                dropped.append(section)
            } else {
                fresh.append(section)
            }
        }
        if !dropped.isEmpty {
            ListDiagnostics.report(
                .duplicatesDropped,
                "\(call) dropped \(dropped.count) section\(dropped.count == 1 ? "" : "s") given twice or already in "
                    + "the snapshot (the first kept): \(dropped)",
                at: CallSite(file: file, line: line))
        }
        return fresh
    }

    /// The items of `identifiers` the snapshot holds, each once; the others are reported.
    private func presentItems(
        _ identifiers: [ItemIdentifierType], call: String, file: StaticString, line: UInt
    ) -> [ItemIdentifierType] {
        let unique = identifiers.uniqueElements()
        reportInvalid(
            .itemsNotFound(unique.filter { !listSnapshot.containsItem($0) }), call: call, file: file, line: line)
        return unique.filter { listSnapshot.containsItem($0) }
    }

    /// Reports what a call dropped because the snapshot could not take it; nothing for an
    /// empty list.
    private func reportInvalid(_ error: Failure, call: String, file: StaticString, line: UInt) {
        switch error {
        case .itemsNotFound(let items) where items.isEmpty: return
        case .sectionsNotFound(let sections) where sections.isEmpty: return
        default: break
        }
        ListDiagnostics.report(
            .invalidIdentifiersDropped, "\(call) dropped what it could not apply: \(error)",
            at: CallSite(file: file, line: line))
    }
}
