import XCTest

@testable import DiffableDataSourceKit

/// Seeded choices for an interleaving run.
struct SeededChoices: InterleavingChoices {
    var generator: SplitMix64
    var isExhausted: Bool { false }

    mutating func choose(below bound: Int) -> Int { Int.random(in: 0..<bound, using: &generator) }
}

/// User actions interleaved with applies never break a view: random sequences on the
/// headless table, the headless collection view and the recording surface (UIKit's
/// stand-in), checked after every step (see `InterleavingRun`).
///
/// `DIFFABLE_INTERLEAVINGS` sets the sequences per view (default 150, 40 with
/// `DIFFABLE_QUICK=1`; CI's invariant pass runs 3,400 per view); `DIFFABLE_INTERLEAVING_SEED`
/// replays one. Sync test methods: the runs pump the main run loop for the async applies.
final class InterleavingPropertyTests: XCTestCase {
    static let maxSteps = 40

    func testTheHeadlessTable() {
        run("table") { TableRig(allowCrossSectionMove: $0) }
    }

    func testTheHeadlessCollectionView() {
        run("collection") { CollectionRig(allowCrossSectionMove: $0) }
    }

    func testTheRecordingSurface() {
        run("recording") { RecordingRig(allowCrossSectionMove: $0) }
    }

    private func run<Rig: InterleavingRig>(_ name: String, _ make: @MainActor (Bool) -> Rig) {
        let count = environmentCount("DIFFABLE_INTERLEAVINGS", normal: 150, quick: 40)
        let seeds = SplitMix64.seeds(
            replaying: "DIFFABLE_INTERLEAVING_SEED", defaults: (0..<count).map { UInt64($0) * 7919 + 1 })
        MainActor.assumeIsolated {
            var steps = 0
            for seed in seeds {
                var generator = SplitMix64(seed: seed)
                let rig = make(Bool.random(using: &generator))
                let run = InterleavingRun(rig, choices: SeededChoices(generator: generator))
                run.run(maxSteps: Self.maxSteps)
                steps += run.steps
                if let failure = run.failure {
                    XCTFail("seed \(seed): \(failure)\ncalls:\n" + run.trace.joined(separator: "\n"))
                    return
                }
            }
            print("interleavings on the \(name): \(seeds.count) sequences, \(steps) steps, no problem")
        }
    }
}
