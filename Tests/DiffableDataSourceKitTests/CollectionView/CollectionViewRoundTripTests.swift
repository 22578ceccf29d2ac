import DiffableDataSourceKit
import XCTest

/// Seeded random snapshot pairs, diffed and converted for a collection view, applied to a
/// headless collection view showing the old snapshot: it must then show the new one.
@MainActor
final class CollectionViewRoundTripTests: XCTestCase {
    func testThousandRandomPairsRoundTrip() async {
        var sectionMovesSeen = 0
        var recreatedSections = 0
        for seed in 0..<1_000 {
            var random = RandomSnapshots(seed: UInt64(seed))
            let old = random.snapshot()
            let new = random.edit(old)
            let changes = DiffEngine.changeset(from: old, to: new)
            let converted = changes.forCollectionView()
            sectionMovesSeen += changes.sectionMoves.count
            recreatedSections += converted.sectionInserts.count - changes.sectionInserts.count
            let context = "seed \(seed)\nold: \(old)\nnew: \(new)\nchanges: \(changes)\nconverted: \(converted)"

            let collectionView = HeadlessCollectionView()
            collectionView.load(old)
            do {
                try collectionView.performBatchUpdates(converted, showing: new)
            } catch {
                XCTFail("\(error)\n\(context)")
                continue
            }
            XCTAssertEqual(collectionView.snapshot(), new.withoutMarksForComparison, context)
        }
        // The generator exercises the rewrite: section moves, some carrying item changes.
        XCTAssertGreaterThan(sectionMovesSeen, 100)
        XCTAssertGreaterThan(recreatedSections, 20)
    }
}

extension ListSnapshot {
    /// Equality ignores marks already; named for the reader.
    fileprivate var withoutMarksForComparison: Self { self }
}
