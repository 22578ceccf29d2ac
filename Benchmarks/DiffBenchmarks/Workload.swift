/// One named benchmark: inputs, the subjects timed on them, and the targets checked.
struct Workload {
    /// Short name, as given to `--filter`.
    let name: String
    /// What the workload does, for the table.
    let title: String
    /// Builds the inputs and runs the timings in this process.
    let run: (inout RunContext) -> WorkloadResult
    /// For a child process measuring peak memory, or a profiler: builds the inputs of one
    /// subject and returns its work, or `nil` for a subject this workload does not have.
    let probe: (String) -> (() -> Int)?

    /// A workload that cannot run yet, listed with the reason.
    static func pending(_ name: String, _ title: String, reason: String) -> Workload {
        Workload(
            name: name, title: title,
            run: { _ in
                var result = WorkloadResult(name: name, title: title, table: .pending, elements: 0)
                result.notes.append("pending: \(reason)")
                return result
            },
            probe: { _ in nil }
        )
    }
}
