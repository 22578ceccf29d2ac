// diffable-benchmarks: times DiffableDataSourceKit against the floor of hash-based
// diffing and the standard library, from its own module, as an app calls it.
//
//     swift run -c release diffable-benchmarks [--quick] [--json] [--filter NAME]

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == PeakMemory.flag {
    exit(runPeakMemoryProbe(arguments: Array(arguments.dropFirst())))
}
if arguments.first == "--profile" {
    exit(runProfile(arguments: Array(arguments.dropFirst())))
}

let options: Options
do {
    options = try Options(parsing: arguments)
} catch {
    print("\(error)\n\(Options.usage)")
    exit(2)
}
if options.showsHelp {
    print(Options.usage)
    exit(0)
}
let selected = allWorkloads().filter { options.selects($0.name) }
if options.listsWorkloads {
    for workload in selected { print("\(workload.name)  \(workload.title)") }
    exit(0)
}
guard !selected.isEmpty else {
    print("no workload matches \(options.filters.joined(separator: ", ")); try --list")
    exit(2)
}

var context = options.quick ? RunContext.quick() : RunContext.full()
context.measuresMemory = options.measuresMemory
var results: [WorkloadResult] = []
for workload in selected {
    FileHandle.standardError.write(Data("running \(workload.name): \(workload.title)\n".utf8))
    let (seconds, result) = elapsed { workload.run(&context) }
    FileHandle.standardError.write(Data("  done in \(fixed(seconds, 1)) s\n".utf8))
    results.append(result)
}
checkGrowth(&results)
checkPatternGrowth(&results)
checkOutlineGrowth(&results)
checkBindingGrowth(&results)
let report = Report(
    machine: .current(), quick: options.quick, repetitions: context.plan.repetitions, workloads: results)
// Written unbuffered, as the progress lines and the checksum on standard error are, so
// that a reader piping both into one file sees them in order.
FileHandle.standardOutput.write(Data(((options.json ? report.json : report.text) + "\n").utf8))
FileHandle.standardError.write(Data("checksum \(context.checksum)\n".utf8))
exit(report.failures.isEmpty ? 0 : 1)
