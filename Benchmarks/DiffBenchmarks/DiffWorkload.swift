import DiffableDataSourceKit

/// Subject names, as they appear in the table and in the JSON output.
enum SubjectName {
    static let floor = "floor"
    static let flat = "DiffEngine flat"
    static let snapshot = "DiffEngine snapshot"
    static let oneSection = "DiffEngine snapshot, 1 section"
    static let stdlib = "stdlib inferringMoves"
}

/// A performance target that a diff workload checks.
enum DiffTarget {
    /// Both forms of the engine within this many times the floor.
    case floorRatio(Double)
    /// The snapshot diff within this many times the floor: the tighter targets the diff of
    /// two `ListSnapshot`s meets, where an app's applies go.
    case snapshotFloorRatio(Double)
    /// The sectioned snapshot diff within this many times the one-section diff of the same items.
    case sectionsOverOneSection(Double)
    /// Extra peak memory of both forms within this many bytes per element.
    case bytesPerElement(Double)
}

extension Workload {
    /// A diff workload: the floor, both forms of the engine and, where it fits in the time
    /// limit, the standard library's diff, with moves checked against the minimum.
    static func diff<Item: Hashable & Sendable>(
        _ name: String, _ title: String, targets: [DiffTarget], input: @escaping () -> DiffInput<Item>
    ) -> Workload {
        Workload(
            name: name, title: title,
            run: { context in
                let input = input()
                var result = WorkloadResult(name: name, title: title, table: .diff, elements: input.old.count)
                timeDiff(input, into: &result, context: &context)
                checkMoves(input, into: &result)
                compareWithStandardLibrary(input, into: &result, context: &context)
                if context.measuresMemory {
                    for subject in [SubjectName.flat, SubjectName.snapshot] {
                        result.memoryBytesPerElement[subject] = measurePeakMemory(
                            workload: name, subject: subject, elements: input.old.count)
                    }
                }
                check(targets, on: &result)
                return result
            },
            probe: { subject in
                let input = input()
                switch subject {
                case SubjectName.floor: return { floor(from: input.old, to: input.new) }
                case SubjectName.flat: return { DiffEngine.changeset(from: input.old, to: input.new).counts.total }
                case SubjectName.snapshot:
                    return { DiffEngine.changeset(from: input.oldSnapshot, to: input.newSnapshot).counts.total }
                case SubjectName.oneSection:
                    guard let (old, new) = input.oneSection else { return nil }
                    return { DiffEngine.changeset(from: old, to: new).counts.total }
                case SubjectName.stdlib: return { standardLibraryMoves(from: input.old, to: input.new) }
                default: return nil
                }
            }
        )
    }
}

/// Times the floor and both forms of the engine, interleaved.
private func timeDiff<Item>(_ input: DiffInput<Item>, into result: inout WorkloadResult, context: inout RunContext) {
    let old = input.old
    let new = input.new
    let oldSnapshot = input.oldSnapshot
    let newSnapshot = input.newSnapshot
    var subjects = [
        Subject(name: SubjectName.floor) { floor(from: old, to: new) },
        Subject(name: SubjectName.flat) { DiffEngine.changeset(from: old, to: new).counts.total },
        Subject(name: SubjectName.snapshot) { DiffEngine.changeset(from: oldSnapshot, to: newSnapshot).counts.total },
    ]
    if let (oldOne, newOne) = input.oneSection {
        subjects.append(
            Subject(name: SubjectName.oneSection) { DiffEngine.changeset(from: oldOne, to: newOne).counts.total })
    }
    result.record(timeInterleaved(subjects, plan: context.plan, checksum: &context.checksum))
}

/// Runs each form once more and checks its moves, deletes and inserts.
private func checkMoves<Item>(_ input: DiffInput<Item>, into result: inout WorkloadResult) {
    let expected = input.flatMinimum
    let forms = [
        (SubjectName.flat, DiffEngine.changeset(from: input.old, to: input.new), expected.moves),
        (
            SubjectName.snapshot, DiffEngine.changeset(from: input.oldSnapshot, to: input.newSnapshot),
            input.snapshotMinimumMoves
        ),
    ]
    for (subject, changeset, minimumMoves) in forms {
        let counts = changeset.counts
        result.moves.append(.init(subject: subject, reported: counts.itemMoves, minimum: minimumMoves))
        if counts.itemMoves != minimumMoves {
            result.failures.append("\(subject) reports \(counts.itemMoves) moves; the minimum is \(minimumMoves)")
        }
        if counts.itemDeletes != expected.deletes || counts.itemInserts != expected.inserts {
            result.failures.append(
                "\(subject) reports \(counts.itemDeletes) deletes and \(counts.itemInserts) inserts; "
                    + "expected \(expected.deletes) and \(expected.inserts)")
        }
    }
}

/// Runs `difference(from:).inferringMoves()` once, unless it is estimated to exceed the
/// run's limit (its Myers diff grows with the square of the edit distance).
private func compareWithStandardLibrary<Item>(
    _ input: DiffInput<Item>, into result: inout WorkloadResult, context: inout RunContext
) {
    guard input.oneSection == nil else {
        result.notes.append("stdlib: not run; it diffs the flat items, which are those of churn-100k")
        return
    }
    let estimate = input.flatMinimum.standardLibraryCostUnits * context.standardLibrarySecondsPerUnit()
    guard estimate <= context.stdlibLimitSeconds else {
        result.notes.append(
            "stdlib skipped: estimated \(fixed(estimate, 0)) s, over the \(fixed(context.stdlibLimitSeconds, 0)) s limit"
        )
        return
    }
    let (seconds, moves) = elapsed { standardLibraryMoves(from: input.old, to: input.new) }
    let milliseconds = seconds * 1_000
    let ratio = milliseconds / (result.referenceMilliseconds ?? .nan)
    result.timings.append(.init(subject: SubjectName.stdlib, milliseconds: milliseconds, ratio: ratio))
    result.moves.append(.init(subject: SubjectName.stdlib, reported: moves, minimum: input.flatMinimum.moves))
    result.notes.append("stdlib: one run, not a median")
}

private func check(_ targets: [DiffTarget], on result: inout WorkloadResult) {
    for target in targets {
        switch target {
        case .floorRatio(let limit):
            for subject in [SubjectName.flat, SubjectName.snapshot] {
                if let timing = result.timing(subject) {
                    result.check("\(subject) / floor", figure: timing.ratio, atMost: limit)
                }
            }
        case .snapshotFloorRatio(let limit):
            if let timing = result.timing(SubjectName.snapshot) {
                result.check("\(SubjectName.snapshot) / floor", figure: timing.ratio, atMost: limit)
            }
        case .sectionsOverOneSection(let limit):
            if let sections = result.timing(SubjectName.snapshot), let one = result.timing(SubjectName.oneSection) {
                result.check(
                    "100 sections / 1 section", figure: sections.milliseconds / one.milliseconds, atMost: limit)
            }
        case .bytesPerElement(let limit):
            for subject in [SubjectName.flat, SubjectName.snapshot] {
                if let bytes = result.memoryBytesPerElement[subject] {
                    result.check("\(subject) extra bytes/element", figure: bytes, atMost: limit)
                }
            }
        }
    }
}
