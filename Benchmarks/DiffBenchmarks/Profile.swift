/// `--profile WORKLOAD SUBJECT [COUNT]`: builds one subject's inputs and runs it COUNT
/// times, untimed, so that a profiler sees only that work. Comparing the instruction count
/// of COUNT = k with COUNT = 0 under `valgrind --tool=callgrind` gives the instructions
/// of k runs, repeatably, where wall-clock timings on a shared machine are noisy.
func runProfile(arguments: [String]) -> Int32 {
    guard arguments.count == 2 || arguments.count == 3,
        let workload = allWorkloads().first(where: { $0.name == arguments[0] }),
        let work = workload.probe(arguments[1]),
        let count = arguments.count == 3 ? Int(arguments[2]) : 1
    else {
        print("usage: --profile WORKLOAD SUBJECT [COUNT]  (subjects: floor, DiffEngine flat, DiffEngine snapshot, ...)")
        return 2
    }
    var checksum = 0
    for _ in 0..<max(count, 0) { checksum &+= work() }
    print("checksum \(checksum)")
    return 0
}
