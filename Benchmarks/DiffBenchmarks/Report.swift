import Foundation

/// Where the figures came from.
struct Machine: Codable {
    var system: String
    var processor: String
    var cores: Int
    var compiler: String

    static func current() -> Machine {
        let info = ProcessInfo.processInfo
        var processor = "unknown processor"
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let name = line.split(separator: ":", maxSplits: 1).last
        {
            processor = name.trimmingCharacters(in: .whitespaces)
        }
        #if compiler(>=6.4)
        let compiler = "Swift 6.4 or later"
        #elseif compiler(>=6.3)
        let compiler = "Swift 6.3"
        #elseif compiler(>=6.2)
        let compiler = "Swift 6.2"
        #else
        let compiler = "Swift 6.0 or 6.1"
        #endif
        #if os(Linux)
        let system = "Linux " + info.operatingSystemVersionString
        #else
        let system = info.operatingSystemVersionString
        #endif
        return Machine(system: system, processor: processor, cores: info.activeProcessorCount, compiler: compiler)
    }

    var description: String {
        "\(system), \(cores) cores (\(processor)), \(compiler), release build"
    }
}

/// The whole run, as written by `--json`.
struct Report: Codable {
    var machine: Machine
    var quick: Bool
    var repetitions: Int
    var workloads: [WorkloadResult]

    var failures: [String] {
        workloads.flatMap { result in result.failures.map { "\(result.name): \($0)" } }
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else {
            return "{}"
        }
        return text
    }

    var text: String {
        var parts = [
            "DiffableDataSourceKit benchmarks: median of \(repetitions) interleaved rounds after a warm-up"
                + (quick ? " (--quick)" : ""),
            "Machine: \(machine.description)",
        ]
        let diffs = workloads.filter { $0.table == .diff }
        if !diffs.isEmpty {
            parts.append(
                "\nDiffs: ms per diff, x = time / floor; B/el = extra peak bytes per element\n" + diffTable(diffs))
        }
        let snapshots = workloads.filter { $0.table == .snapshot }
        if !snapshots.isEmpty {
            parts.append(
                "\nSnapshots: ms per operation, x = time / reference; B/el = extra peak bytes per element, held = bytes per element the built value holds\n"
                    + snapshotTable(snapshots))
        }
        let notes = workloads.flatMap { result in result.notes.map { "  \(result.name): \($0)" } }
        if !notes.isEmpty { parts.append("\nNotes\n" + notes.joined(separator: "\n")) }
        let targets = workloads.flatMap { result in
            result.targets.map {
                "  \($0.met ? "met   " : "MISSED") \(result.name): \($0.name) = \(targetFigure($0.figure, limit: $0.limit)) (at most \(targetFigure($0.limit, limit: $0.limit)))"
            }
        }
        if !targets.isEmpty { parts.append("\nTargets\n" + targets.joined(separator: "\n")) }
        let failures = failures
        if failures.isEmpty {
            parts.append("\nMoves: every changeset reports the minimum; deletes and inserts as expected.")
        } else {
            parts.append("\nFAILED\n" + failures.map { "  \($0)" }.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n")
    }

    private func diffTable(_ results: [WorkloadResult]) -> String {
        var table = TextTable([
            "workload", "items", "floor", "flat", "x", "snapshot", "x", "stdlib", "x",
            "moves flat", "snapshot", "stdlib", "minimum", "B/el flat", "snapshot",
        ])
        for result in results {
            let flat = result.timing(SubjectName.flat)
            let snapshot = result.timing(SubjectName.snapshot)
            let stdlib = result.timing(SubjectName.stdlib)
            let moves = { (subject: String) in result.moves.first { $0.subject == subject } }
            let minimums = Set([SubjectName.flat, SubjectName.snapshot].compactMap { moves($0)?.minimum })
            table.add([
                result.name, count(result.elements), milliseconds(result.referenceMilliseconds),
                milliseconds(flat?.milliseconds), ratio(flat?.ratio),
                milliseconds(snapshot?.milliseconds), ratio(snapshot?.ratio),
                milliseconds(stdlib?.milliseconds), ratio(stdlib?.ratio),
                moves(SubjectName.flat).map { "\($0.reported)" } ?? "-",
                moves(SubjectName.snapshot).map { "\($0.reported)" } ?? "-",
                moves(SubjectName.stdlib).map { "\($0.reported)" } ?? "-",
                minimums.sorted().map { "\($0)" }.joined(separator: "/"),
                bytes(result.memoryBytesPerElement[SubjectName.flat]),
                bytes(result.memoryBytesPerElement[SubjectName.snapshot]),
            ])
            if let one = result.timing(SubjectName.oneSection) {
                table.add([
                    "  same, 1 section", "", "", "", "", milliseconds(one.milliseconds), ratio(one.ratio),
                    "", "", "", "", "", "", "", "",
                ])
            }
        }
        return table.text
    }

    private func snapshotTable(_ results: [WorkloadResult]) -> String {
        var table = TextTable([
            "workload", "items", "reference", "ms", "B/el", "held", "subject", "ms", "x", "B/el", "held",
        ])
        for result in results {
            for (index, timing) in result.timings.enumerated() {
                let first = index == 0
                table.add([
                    first ? result.name : "", first ? count(result.elements) : "",
                    first ? result.reference : "", first ? milliseconds(result.referenceMilliseconds) : "",
                    first ? bytes(result.memoryBytesPerElement[result.reference]) : "",
                    first ? bytes(result.heldBytesPerElement[result.reference]) : "",
                    timing.subject, milliseconds(timing.milliseconds), ratio(timing.ratio),
                    bytes(result.memoryBytesPerElement[timing.subject]),
                    bytes(result.heldBytesPerElement[timing.subject]),
                ])
            }
        }
        return table.text
    }
}

/// `value` with `digits` decimals.
/// A target's figure or limit, with two digits more than the limit needs, so that a
/// figure just over a small limit (0.0031 against 0.003) does not print as equal to it.
private func targetFigure(_ value: Double, limit: Double) -> String {
    fixed(value, limit < 0.01 ? 5 : limit < 0.1 ? 4 : 3)
}

func fixed(_ value: Double, _ digits: Int) -> String {
    value.isFinite ? String(format: "%.\(digits)f", value) : "-"
}

private func milliseconds(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "-" }
    switch value {
    case ..<0.001: return fixed(value, 6)
    case ..<0.01: return fixed(value, 4)
    case ..<10: return fixed(value, 3)
    case ..<1_000: return fixed(value, 1)
    default: return fixed(value, 0)
    }
}

private func ratio(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "-" }
    return value < 0.1 ? fixed(value, 3) + "x" : fixed(value, 2) + "x"
}

private func bytes(_ value: Double?) -> String {
    value.map { fixed($0, 1) } ?? "-"
}

private func count(_ value: Int) -> String {
    switch value {
    case 1_000_000...: return "\(value / 1_000_000)M"
    case 1_000...: return "\(value / 1_000)k"
    default: return "\(value)"
    }
}
