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
    /// For a child process measuring held memory: builds the inputs of one subject and
    /// returns work whose result the child keeps, or `nil` for a subject without one.
    var holdingProbe: (String) -> (() -> Any)? = { _ in nil }

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

    /// A workload of the snapshot table that times `makeSubjects`' subjects interleaved
    /// (the first is the reference) and then runs its check, which names a failure or
    /// returns `nil`, and `targets`, which checks figures of the timings.
    static func timed(
        _ name: String, _ title: String, elements: Int,
        targets: @escaping (inout WorkloadResult) -> Void = { _ in },
        makeSubjects: @escaping () -> (subjects: [Subject], check: () -> String?)
    ) -> Workload {
        Workload(
            name: name, title: title,
            run: { context in
                let (subjects, check) = makeSubjects()
                var result = WorkloadResult(name: name, title: title, table: .snapshot, elements: elements)
                result.record(timeInterleaved(subjects, plan: context.plan, checksum: &context.checksum))
                if let failure = check() { result.failures.append(failure) }
                targets(&result)
                return result
            },
            probe: { subject in makeSubjects().subjects.first { $0.name == subject }?.run }
        )
    }
}
