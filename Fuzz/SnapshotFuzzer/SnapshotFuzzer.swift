import DiffableDataSourceKit
import Foundation

/// libFuzzer's entry point: decodes the bytes into calls of every `ListSnapshot` mutator and
/// checks each one against the reference model, then checks every diff against the
/// headless table. Any disagreement traps (see ``fuzzFailure(_:trace:)``). Inputs whose
/// first byte is `0xBF` run on items that break `Hashable` instead (``BrokenIdentityRun``).
@_cdecl("LLVMFuzzerTestOneInput")
public func snapshotFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if bytes.first == BrokenIdentityRun.marker {
        var run = BrokenIdentityRun(Array(bytes.dropFirst()))
        run.run()
        return 0
    }
    // libFuzzer calls this on the main thread; the tables are main-actor objects.
    MainActor.assumeIsolated {
        var fuzzer = SnapshotFuzzer(bytes)
        fuzzer.run()
    }
    return 0
}

/// One fuzz input's run.
///
/// For every decoded call:
/// - the snapshot throws exactly when `ReferenceList` (the tests' model) throws, with an
///   equal error;
/// - on error the snapshot is unchanged (checked both on a uniquely owned snapshot, where a
///   mutator must undo its own writes, and on one that shares storage with a copy, which
///   must stay untouched);
/// - otherwise it answers every query as the model does, stored values (versions) and marks
///   included;
/// - `_checkInvariants()` holds (the library is also built with `DIFFABLE_CHECK_INVARIANTS`,
///   so every mutator checks itself);
/// - the changeset from the previous snapshot is accepted by a `HeadlessTableView` showing
///   the previous one, which then shows the new one, and every marked row is reloaded,
///   reconfigured or re-inserted. The same holds for the content-comparing diff (rows whose
///   version changed count as marked) and for the flat-collection diff.
@MainActor
struct SnapshotFuzzer {
    typealias Snapshot = ListSnapshot<Int, FuzzItem>
    typealias Model = ReferenceList<Int, FuzzItem>
    typealias Operation = SnapshotOperation<Int, FuzzItem>

    /// Calls decoded from one input at most, so that one input stays fast.
    static let maxSteps = 300

    var input: FuzzInput
    var snapshot = Snapshot()
    var model = Model()
    var trace: [String] = []

    /// Shows `shown` and receives the plain changesets.
    let table = HeadlessTableView()
    var shown = Snapshot()
    /// Shows `contentShown` and receives changesets that compare item versions.
    let contentTable = HeadlessTableView()
    var contentShown = Snapshot()
    /// Shows `flatShown` as one section and receives flat-collection changesets.
    let flatTable = HeadlessTableView()
    var flatShown: [FuzzItem] = []

    init(_ bytes: [UInt8]) {
        input = FuzzInput(bytes)
        // A short viewport, so that rows scroll off screen and cells are recycled.
        table.viewportHeight = 150
        contentTable.viewportHeight = 150
        flatTable.viewportHeight = 150
        flatTable.load(Self.oneSection(flatShown))
    }

    mutating func run() {
        var step = 0
        while !input.isExhausted && step < Self.maxSteps {
            step += 1
            let operation = input.snapshotOperation()
            let keepCopy = input.bool()
            let contentKind: DiffEngine.ContentChange = input.bool() ? .reload : .reconfigure
            trace.append(operation.description)
            check(operation, keepingACopy: keepCopy)
            checkDiffs(contentKind: contentKind)
        }
        if ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil {
            print(trace.joined(separator: "\n"))
            print(snapshot)
        }
    }

    // MARK: Snapshot against the model

    mutating func check(_ operation: Operation, keepingACopy keepCopy: Bool) {
        let modelBefore = model
        let copy: Snapshot? = keepCopy ? snapshot : nil
        var problems = operation.mismatches(
            applyingTo: &snapshot, and: &model, possibleItems: FuzzPools.allItems,
            possibleSections: FuzzPools.allSections)
        problems += Self.versionMismatches(snapshot, model)
        if let copy {
            problems += modelBefore.mismatches(with: copy).map { "copy taken before the call: \($0)" }
            problems += Self.versionMismatches(copy, modelBefore).map { "copy taken before the call: \($0)" }
            if model == modelBefore && copy != snapshot { problems.append("a call that changed nothing changed ==") }
            copy._checkInvariants()
        }
        snapshot._checkInvariants()
        if !problems.isEmpty { fuzzFailure(problems, trace: trace) }
    }

    /// The stored values (versions) of every item and every marked item, which `==` ignores.
    static func versionMismatches(_ snapshot: Snapshot, _ model: Model) -> [String] {
        var found: [String] = []
        func versions(_ items: [FuzzItem]) -> [UInt8] { items.map(\.version) }
        if versions(snapshot.itemIdentifiers) != versions(model.itemIdentifiers) {
            found.append("stored values: got \(snapshot.itemIdentifiers), expected \(model.itemIdentifiers)")
        }
        for section in model.sectionIdentifiers
        where versions(snapshot.itemIdentifiers(inSection: section)) != versions(model.items(inSection: section) ?? [])
        {
            found.append("stored values of section \(section): got \(snapshot.itemIdentifiers(inSection: section))")
        }
        if versions(snapshot.reloadedItemIdentifiers) != versions(model.reloadedItemIdentifiers) {
            found.append("reloaded values: got \(snapshot.reloadedItemIdentifiers)")
        }
        if versions(snapshot.reconfiguredItemIdentifiers) != versions(model.reconfiguredItemIdentifiers) {
            found.append("reconfigured values: got \(snapshot.reconfiguredItemIdentifiers)")
        }
        return found
    }

    // MARK: Diffs against the table

    mutating func checkDiffs(contentKind: DiffEngine.ContentChange) {
        var problems: [String] = []

        let changes = DiffEngine.changeset(from: shown, to: snapshot)
        if shown == snapshot && !snapshot.hasMarks && !changes.isEmpty {
            problems.append("equal snapshots without marks gave changes:\n\(changes)")
        }
        problems += Self.roundTrip(changes, on: table, from: shown, to: snapshot, changedContent: [])
        shown = snapshot

        let contentChanges = DiffEngine.changeset(
            from: contentShown, to: snapshot, reportingContentChangesAs: contentKind
        ) { $0.version == $1.version }
        let changedContent = Set(
            snapshot.itemIdentifiers.filter { item in
                contentShown.itemIdentifiers.first { $0 == item }.map { $0.version != item.version } ?? false
            })
        problems += Self.roundTrip(
            contentChanges, on: contentTable, from: contentShown, to: snapshot, changedContent: changedContent
        ).map { "content diff (\(contentKind)): \($0)" }
        contentShown = snapshot

        let flatChanges = DiffEngine.changeset(from: flatShown, to: snapshot.itemIdentifiers)
        problems += Self.roundTrip(
            flatChanges, on: flatTable, from: Self.oneSection(flatShown), to: Self.oneSection(snapshot.itemIdentifiers),
            changedContent: []
        ).map { "flat diff: \($0)" }
        flatShown = snapshot.itemIdentifiers

        if !problems.isEmpty { fuzzFailure(problems, trace: trace) }
    }

    /// Runs `changes` on `table`, which shows `old`, and reports every way in which the
    /// result is wrong: the table refuses the batch, shows something other than `new`, or
    /// loses a mark (or a content change) on a row that survives.
    static func roundTrip(
        _ changes: ListChangeset<Int, FuzzItem>, on table: HeadlessTableView, from old: Snapshot, to new: Snapshot,
        changedContent: Set<FuzzItem>
    ) -> [String] {
        do {
            try table.performBatchUpdates(changes, showing: new)
        } catch {
            table.load(new)
            return ["table refused the changeset: \(error)\nold:\n\(old)\nnew:\n\(new)\n\(changes)"]
        }
        let shown: Snapshot? = table.snapshot()
        guard shown == new else {
            let description = shown.map { "\($0)" } ?? "nil"
            table.load(new)
            return ["table shows\n\(description)\ninstead of\n\(new)\n\(changes)"]
        }
        var problems: [String] = []
        let recreated = Set(new.reloadedSectionIdentifiers)
        let marked = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers).union(changedContent)
        for item in marked {
            guard let before = old.indexPath(ofItem: item), let after = new.indexPath(ofItem: item),
                let oldSection = old.sectionIdentifier(containingItem: item),
                let newSection = new.sectionIdentifier(containingItem: item),
                !recreated.contains(oldSection), !recreated.contains(newSection),
                !changes.sectionInserts.contains(after.section), !changes.sectionDeletes.contains(before.section)
            else { continue }
            let covered =
                changes.itemReloads.contains(before) || changes.itemReconfigures.contains(after)
                || (changes.itemDeletes.contains(before) && changes.itemInserts.contains(after))
            if !covered { problems.append("the change to \(item) is lost\n\(changes)") }
        }
        return problems
    }

    static func oneSection(_ items: [FuzzItem]) -> Snapshot {
        var snapshot = Snapshot()
        do {
            try snapshot.appendSections([0])
            try snapshot.appendItems(items, toSection: 0)
        } catch {
            fuzzFailure(["the items of a snapshot do not fit in one section: \(error)"], trace: [])
        }
        return snapshot
    }
}
