import Foundation

/// Stops the fuzzer on a failed check: writes what went wrong and the calls that led
/// there to standard error, then traps, so that libFuzzer saves the input as a crash
/// artifact (`Fuzz/out/artifacts/`).
func fuzzFailure(_ problems: [String], trace: [String]) -> Never {
    var report = "\n==== fuzz check failed ====\n"
    report += problems.map { "  \($0)" }.joined(separator: "\n")
    report += "\n---- calls, in order ----\n"
    report += trace.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
    FileHandle.standardError.write(Data((report + "\n").utf8))
    fatalError("fuzz check failed: \(problems.first ?? "")")
}
