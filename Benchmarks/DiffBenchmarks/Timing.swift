import Dispatch

/// Something to time. One call does the work once and returns a checksum, which the
/// harness keeps, so the optimizer cannot drop the work.
struct Subject {
    let name: String
    let run: () -> Int
}

/// How hard to measure.
struct TimingPlan {
    /// Timed rounds; the median is reported.
    var repetitions: Int
    /// A sample repeats a fast subject until it lasts about this long.
    var minimumSampleSeconds: Double
}

/// The per-call times of one subject, one per round.
struct Samples {
    let name: String
    let milliseconds: [Double]

    var median: Double {
        let sorted = milliseconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Times subjects against each other in interleaved rounds, after a warm-up call each.
///
/// Each round runs every subject once, starting one further along each time, so a burst
/// of load from elsewhere on the machine hits all subjects alike. A subject that takes
/// less than the plan's minimum sample time is repeated within its sample.
func timeInterleaved(_ subjects: [Subject], plan: TimingPlan, checksum: inout Int) -> [Samples] {
    var callsPerSample: [Int] = []
    for subject in subjects {
        let (seconds, result) = elapsed { subject.run() }
        checksum &+= result
        let calls = seconds > 0 ? Int(plan.minimumSampleSeconds / seconds) : 1_000
        callsPerSample.append(min(max(calls, 1), 1_000))
    }
    var times = [[Double]](repeating: [], count: subjects.count)
    for round in 0..<plan.repetitions {
        for step in subjects.indices {
            let index = (round + step) % subjects.count
            let calls = callsPerSample[index]
            let run = subjects[index].run
            let (seconds, result) = elapsed {
                var sum = 0
                for _ in 0..<calls { sum &+= run() }
                return sum
            }
            checksum &+= result
            times[index].append(seconds * 1_000 / Double(calls))
        }
    }
    return zip(subjects, times).map { Samples(name: $0.name, milliseconds: $1) }
}

/// Runs `body` once and returns how long it took, in seconds, with its result.
///
/// Timed with `DispatchTime`, a monotonic clock on every platform the package declares
/// (`ContinuousClock` would need iOS 16 and macOS 13).
func elapsed<T>(_ body: () -> T) -> (seconds: Double, result: T) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = body()
    let end = DispatchTime.now().uptimeNanoseconds
    return (Double(end - start) * 1e-9, result)
}
