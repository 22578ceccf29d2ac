/// The command line of `diffable-benchmarks`.
struct Options {
    var quick = false
    var json = false
    var measuresMemory = true
    var listsWorkloads = false
    var showsHelp = false
    /// Workloads whose name contains one of these run; all run when empty.
    var filters: [String] = []

    static let usage = """
        usage: swift run -c release diffable-benchmarks [--quick] [--json] [--filter NAME[,NAME...]] [--no-memory] [--list]

          --quick       fewer repetitions and a 2 s limit for the standard library's diff (under a minute)
          --json        print the results as JSON instead of a table
          --filter      run only workloads whose name contains one of the comma-separated words
          --no-memory   skip the peak-memory measurements (each runs in a child process)
          --list        list the workloads and exit

        For profilers (no timing, e.g. under valgrind --tool=callgrind):
          --profile WORKLOAD SUBJECT [COUNT]   build the inputs, then run one subject COUNT times (default 1)
        """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init(parsing arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--json": json = true
            case "--no-memory": measuresMemory = false
            case "--list": listsWorkloads = true
            case "--help", "-h": showsHelp = true
            case "--filter":
                guard let value = remaining.popFirst() else { throw UsageError(description: "--filter needs a value") }
                filters += Self.words(value)
            case _ where argument.hasPrefix("--filter="):
                filters += Self.words(String(argument.dropFirst("--filter=".count)))
            default:
                throw UsageError(description: "unknown argument: \(argument)")
            }
        }
    }

    func selects(_ workload: String) -> Bool {
        filters.isEmpty || filters.contains { workload.contains($0) }
    }

    private static func words(_ value: String) -> [String] {
        value.split(separator: ",").map(String.init)
    }
}
