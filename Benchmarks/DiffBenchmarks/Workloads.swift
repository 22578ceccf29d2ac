import DiffableDataSourceKit
import Foundation

/// Every workload, in the order they run.
func allWorkloads() -> [Workload] {
    [
        churn("churn-10k", count: 10_000),
        churn("churn-100k", count: 100_000, snapshotLimit: 0.8),
        churn("churn-1M", count: 1_000_000),
        .diff(
            "scattered-100k", "Int 100k, 100 scattered changes (34 deleted, 33 inserted, 33 moved)",
            targets: [.floorRatio(0.5), .bytesPerElement(50)],
            input: { DiffInput(.churn(count: 100_000, deletes: 34, inserts: 33, moves: 33, seed: 3)) { $0 } }),
        .diff(
            "nochange-100k", "Int 100k, no change (equal contents, separate storage)",
            targets: [.floorRatio(0.03), .snapshotFloorRatio(0.012)],
            input: { DiffInput(.unchanged(count: 100_000)) { $0 } }),
        .diff(
            "nochange-1M", "Int 1000k, no change (equal contents, separate storage)",
            targets: [.floorRatio(0.03), .snapshotFloorRatio(0.003)],
            input: { DiffInput(.unchanged(count: 1_000_000)) { $0 } }),
        .diff(
            "reversal-100k", "Int 100k, full reversal", targets: [.snapshotFloorRatio(1.5)],
            input: { DiffInput(.reversed(count: 100_000)) { $0 } }),
        .diff(
            "shuffle-100k", "Int 100k, full shuffle", targets: [.snapshotFloorRatio(2.5)],
            input: { DiffInput(.shuffled(count: 100_000, seed: 4)) { $0 } }),
        .diff(
            "uuid-100k", "UUID 100k, 10% deleted, 10% inserted, 1% moved", targets: [],
            input: {
                let change = churnChange(count: 100_000)
                let identifiers = makeUUIDs(count: change.moved.count, seed: 5)
                return DiffInput(change) { identifiers[$0] }
            }),
        .diff(
            "sections-100k", "Int 100k mix in 100 sections (moved rows may change section)",
            targets: [.sectionsOverOneSection(1.15), .bytesPerElement(50)],
            input: { DiffInput(churnChange(count: 100_000), sectionCount: 100) { $0 } }),
        .construction("build-10k", count: 10_000),
        .construction("build-100k", count: 100_000),
        .construction("build-1M", count: 1_000_000),
        .declaredBuild("dsl-100k", count: 100_000),
        .reads("read-10k", count: 10_000),
        .deletion("delete-5k-of-10k", count: 10_000, deletes: 5_000),
        .tableApply("table-100k", change: churnChange(count: 100_000)),
        .tableSectionReads("table-sections"),
        .sectionBuilds("build-sections"),
        .sectionCalls("calls-sections"),
        .appKitConversion(
            "appkit-100k", count: 100_000, sections: 100,
            input: { DiffInput(churnChange(count: 100_000), sectionCount: 100) { $0 } }),
        .contentApply("content-100k", change: churnChange(count: 100_000)),
        .outline("outline-10k", parents: 10),
        .outline("outline-100k", parents: 100),
        .outline("outline-1M", parents: 1000),
    ]
        + [10_000, 100_000, 1_000_000].flatMap { count in
            HeightMode.allCases.map { Workload.adapterCalls(count: count, mode: $0) }
        }
        + [10_000, 100_000, 1_000_000].map { Workload.applePattern(count: $0) }
        + bindingWorkloads()
}

/// Random churn on `count` Int items: 10% deleted, 10% inserted, 1% moved; the snapshot
/// diff within `snapshotLimit` times the floor, where given.
private func churn(_ name: String, count: Int, snapshotLimit: Double? = nil) -> Workload {
    .diff(
        name, "Int \(count / 1_000)k, 10% deleted, 10% inserted, 1% moved",
        targets: [.floorRatio(2), .bytesPerElement(50)] + (snapshotLimit.map { [.snapshotFloorRatio($0)] } ?? []),
        input: { DiffInput(churnChange(count: count)) { $0 } })
}

/// The churn shared by the Int, UUID and sectioned workloads of one size.
private func churnChange(count: Int) -> ListChange {
    .churn(count: count, deletes: count / 10, inserts: count / 10, moves: count / 100, seed: UInt64(count))
}

/// `count` distinct UUIDs from a seeded generator.
private func makeUUIDs(count: Int, seed: UInt64) -> [UUID] {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let high = random.next()
        let low = random.next()
        withUnsafeMutableBytes(of: &bytes) { raw in
            raw.storeBytes(of: high, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: low, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: bytes)
    }
}
