import DiffableDataSourceKit

extension Workload {
    /// Building a one-section snapshot of `count` items (which checks them for duplicates),
    /// against building a `Set` of the same items.
    static func construction(_ name: String, count: Int) -> Workload {
        let title = "build a snapshot of \(count) Int items vs Set(items)"
        let makeItems = {
            var random = SeededGenerator(seed: UInt64(count))
            return Array(0..<count).shuffled(using: &random)
        }
        let buildSet = { (items: [Int]) in Set(items).count }
        let buildSnapshot = { (items: [Int]) in makeSnapshot([items]).numberOfItems }
        return Workload(
            name: name, title: title,
            run: { context in
                let items = makeItems()
                var result = WorkloadResult(name: name, title: title, table: .snapshot, elements: count)
                let samples = timeInterleaved(
                    [Subject(name: "Set") { buildSet(items) }, Subject(name: "ListSnapshot") { buildSnapshot(items) }],
                    plan: context.plan, checksum: &context.checksum)
                result.record(samples)
                if context.measuresMemory {
                    for subject in ["Set", "ListSnapshot"] {
                        result.memoryBytesPerElement[subject] = measurePeakMemory(
                            workload: name, subject: subject, elements: count)
                        result.heldBytesPerElement[subject] = measureHeldMemory(
                            workload: name, subject: subject, elements: count)
                    }
                }
                if let snapshot = result.timing("ListSnapshot") {
                    result.check("ListSnapshot / Set", figure: snapshot.ratio, atMost: 1.2)
                }
                // A million items' snapshot: at most 45 extra bytes per item at its peak while
                // built, and 41 held once built.
                if count >= 1_000_000 {
                    if let peak = result.memoryBytesPerElement["ListSnapshot"] {
                        result.check("ListSnapshot peak bytes/element", figure: peak, atMost: 45)
                    }
                    if let held = result.heldBytesPerElement["ListSnapshot"] {
                        result.check("ListSnapshot held bytes/element", figure: held, atMost: 41)
                    }
                }
                return result
            },
            probe: { subject in
                let items = makeItems()
                switch subject {
                case "Set": return { buildSet(items) }
                case "ListSnapshot": return { buildSnapshot(items) }
                default: return nil
                }
            },
            holdingProbe: { subject in
                let items = makeItems()
                switch subject {
                case "Set": return { Set(items) }
                case "ListSnapshot": return { makeSnapshot([items]) }
                default: return nil
                }
            }
        )
    }

    /// Reading `itemIdentifiers` and `itemIdentifiers(inSection:)` 100 times, against
    /// rebuilding the flat array from the sections 100 times.
    static func reads(_ name: String, count: Int) -> Workload {
        let title = "read itemIdentifiers 100 times, \(count) items vs rebuilding it 100 times"
        return Workload(
            name: name, title: title,
            run: { context in
                let snapshot = makeSnapshot([Array(0..<count)])
                var result = WorkloadResult(name: name, title: title, table: .snapshot, elements: count)
                let samples = timeInterleaved(
                    [
                        Subject(name: "rebuild ×100") {
                            var sum = 0
                            for _ in 0..<100 {
                                let items = snapshot.sectionIdentifiers.flatMap {
                                    snapshot.itemIdentifiers(inSection: $0)
                                }
                                sum &+= items.count &+ items[items.count / 2]
                            }
                            return sum
                        },
                        Subject(name: "itemIdentifiers ×100") {
                            var sum = 0
                            for _ in 0..<100 {
                                let items = snapshot.itemIdentifiers
                                sum &+= items.count &+ items[items.count / 2]
                            }
                            return sum
                        },
                        Subject(name: "itemIdentifiers(inSection:) ×100") {
                            var sum = 0
                            for _ in 0..<100 {
                                let items = snapshot.itemIdentifiers(inSection: 0)
                                sum &+= items.count &+ items[items.count / 2]
                            }
                            return sum
                        },
                    ],
                    plan: context.plan, checksum: &context.checksum)
                result.record(samples)
                for timing in result.timings {
                    result.check("\(timing.subject) / rebuild ×100", figure: timing.ratio, atMost: 0.05)
                }
                if !sharesStorage(snapshot.itemIdentifiers, snapshot.itemIdentifiers)
                    || !sharesStorage(snapshot.itemIdentifiers(inSection: 0), snapshot.itemIdentifiers(inSection: 0))
                {
                    result.failures.append("item identifiers are rebuilt on each read, not stored")
                }
                return result
            },
            probe: { _ in nil }
        )
    }

    /// Deleting `deletes` scattered items of a one-section snapshot of `count`, on a copy of
    /// the snapshot as an app would, against the floor for those items.
    static func deletion(_ name: String, count: Int, deletes: Int) -> Workload {
        let title = "delete \(deletes) scattered items of \(count) (copy-on-write included) vs floor"
        let makeSubjects = { () -> (subjects: [Subject], check: () -> String?) in
            var random = SeededGenerator(seed: UInt64(count + deletes))
            let items = Array(0..<count)
            let doomed = Array(items.shuffled(using: &random).prefix(deletes))
            let snapshot = makeSnapshot([items])
            let delete = {
                var copy = snapshot
                copy.deleteItems(doomed)
                return copy.numberOfItems
            }
            let subjects = [
                Subject(name: SubjectName.floor) { floor(from: items, to: doomed) },
                Subject(name: "deleteItems", run: delete),
            ]
            let check = {
                delete() == count - deletes ? nil : "deleteItems left \(delete()) items, expected \(count - deletes)"
            }
            return (subjects, check)
        }
        return .timed(name, title, elements: count, makeSubjects: makeSubjects)
    }
}

/// Whether two arrays share one buffer (so neither was rebuilt).
private func sharesStorage(_ first: [Int], _ second: [Int]) -> Bool {
    first.withUnsafeBufferPointer { a in second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
}
