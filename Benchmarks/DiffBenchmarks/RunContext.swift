/// Settings and state shared by the workloads of one run.
struct RunContext {
    var plan: TimingPlan
    /// The standard library's diff is skipped where it is estimated to take longer.
    var stdlibLimitSeconds: Double
    /// Seconds per unit of edit distance squared, measured on first use.
    var stdlibSecondsPerUnit: Double?
    /// Whether each workload's peak memory is measured in child processes.
    var measuresMemory: Bool
    /// Sum of every result, kept so that no timed work can be optimized away.
    var checksum = 0

    static func full() -> RunContext {
        RunContext(
            plan: TimingPlan(repetitions: 11, minimumSampleSeconds: 0.004),
            stdlibLimitSeconds: 60, measuresMemory: true
        )
    }

    static func quick() -> RunContext {
        RunContext(
            plan: TimingPlan(repetitions: 5, minimumSampleSeconds: 0.002),
            stdlibLimitSeconds: 2, measuresMemory: true
        )
    }
}
