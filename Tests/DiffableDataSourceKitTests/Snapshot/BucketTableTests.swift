import XCTest

@testable import DiffableDataSourceKit

/// The bucket tables are sized to what they hold, not to a power of two: a probe that runs
/// off the last bucket wraps to the first, and a removal shifts a run back across that
/// wrap, for the flat and the paged tables alike.
final class BucketTableTests: XCTestCase {
    func testATableBuiltForAKnownCountIsSizedToIt() {
        var paged = _PagedHashBuckets()
        paged.reserveCapacity(1_000_000)
        XCTAssertEqual(paged.bucketCount, 2_000_000)
        var flat = _HashBuckets()
        flat.reserveCapacity(100_000)
        XCTAssertEqual(flat.bucketCount, 250_048)
        // Growing past three quarters doubles, so that growing one at a time is amortized.
        paged.reserveCapacity(1_500_001)
        XCTAssertEqual(paged.bucketCount, 4_000_000)
    }

    func testRunsThatWrapPastTheLastBucketStayFindableThroughRemovals() {
        var flat = _HashBuckets()
        flat.reserveCapacity(100)
        checkWrappingRuns(in: &flat, seed: 7)
        var paged = _PagedHashBuckets()
        paged.reserveCapacity(100)
        checkWrappingRuns(in: &paged, seed: 8)
    }

    /// Inserts and removes payloads whose tags start their probe in the last few buckets
    /// or the first few, so runs cross the end of the table; after each step every payload
    /// of a plain model is found from its tag, and no removed one is.
    private func checkWrappingRuns<Table: _BucketTable>(in table: inout Table, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = table.bucketCount
        XCTAssertEqual(count, 256, "sized for 100 at two and a half buckets each, rounded to 64")
        // The smallest tag whose probe starts at `bucket`.
        func tag(startingAt bucket: Int) -> UInt64 { (UInt64(bucket) << 32 + UInt64(count) - 1) / UInt64(count) }
        let homes = Array(count - 4..<count) + Array(0..<3)
        for home in homes { XCTAssertEqual(Table.home(of: tag(startingAt: home), in: count), home) }
        var model: [Int: UInt64] = [:]
        for step in 0..<400 {
            let payload = Int.random(in: 0..<40, using: &random)
            if let tag = model.removeValue(forKey: payload) {
                guard let bucket = table.find(tag: tag, where: { $0 == payload }).found else {
                    return XCTFail("payload \(payload) lost before step \(step), seed \(seed)")
                }
                table.vacate(bucket)
            } else {
                let tag = tag(startingAt: homes.randomElement(using: &random) ?? 0)
                let empty = table.find(tag: tag) { _ in false }.empty
                table.occupy(empty, tag: tag, payload: payload)
                model[payload] = tag
            }
            for candidate in 0..<40 {
                let found = homes.contains { home in
                    table.find(tag: tag(startingAt: home), where: { $0 == candidate }).found != nil
                }
                XCTAssertEqual(found, model[candidate] != nil, "payload \(candidate), step \(step), seed \(seed)")
            }
        }
        XCTAssertEqual(table.payloads.sorted(), model.keys.sorted(), "seed \(seed)")
    }
}
