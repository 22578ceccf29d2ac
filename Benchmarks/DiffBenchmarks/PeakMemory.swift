import Foundation

/// Extra peak memory, measured in a child process: the benchmark runs itself again with a
/// hidden flag, the child builds one subject's inputs, runs the subject once to map its
/// code, resets its peak resident size, runs the subject again and prints how far the
/// peak rose.
enum PeakMemory {
    /// The hidden flag: `--measure-memory WORKLOAD SUBJECT [held]`.
    static let flag = "--measure-memory"
    /// The last argument that measures held rather than peak memory.
    static let held = "held"
}

/// The extra peak resident bytes per element of one subject of a workload, or `nil` where
/// it cannot be measured (not Linux, or the child failed).
func measurePeakMemory(workload: String, subject: String, elements: Int) -> Double? {
    measureMemory(arguments: [workload, subject], elements: elements)
}

/// The resident bytes per element that what one subject of a workload built still holds
/// once it is built and the memory it freed is handed back (the workload's
/// `holdingProbe`), or `nil` where it cannot be measured.
func measureHeldMemory(workload: String, subject: String, elements: Int) -> Double? {
    measureMemory(arguments: [workload, subject, PeakMemory.held], elements: elements)
}

/// Runs the child with `arguments` after the hidden flag; its bytes per element.
private func measureMemory(arguments: [String], elements: Int) -> Double? {
    #if os(Linux)
    guard elements > 0,
        let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [PeakMemory.flag] + arguments
    // A fixed mmap threshold: every large array is mapped on allocation and unmapped on
    // release, so the peak does not depend on which freed pages malloc happens to reuse.
    var environment = ProcessInfo.processInfo.environment
    environment["GLIBC_TUNABLES"] = "glibc.malloc.mmap_threshold=65536"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
        let line = String(data: data, encoding: .utf8)?.split(separator: "\n").last,
        let bytes = line.split(separator: " ").first.flatMap({ Double($0) })
    else { return nil }
    return bytes / Double(elements)
    #else
    return nil
    #endif
}

/// The child's side: prints "BYTES checksum" and returns the exit status.
func runPeakMemoryProbe(arguments: [String]) -> Int32 {
    #if os(Linux)
    if arguments.count == 3 && arguments[2] == PeakMemory.held { return runHeldMemoryProbe(arguments: arguments) }
    guard arguments.count == 2,
        let workload = allWorkloads().first(where: { $0.name == arguments[0] }),
        let work = workload.probe(arguments[1])
    else {
        print("usage: \(PeakMemory.flag) WORKLOAD SUBJECT (a workload and subject with a memory probe)")
        return 2
    }
    // A first run maps the code it executes, which would count as resident memory.
    var checksum = work()
    // Hand freed pages back, then restart the peak from the current resident size.
    trimMallocHeap()
    guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
        let baseline = kilobytes(of: "VmHWM")
    else { return 3 }
    checksum &+= work()
    guard let peak = kilobytes(of: "VmHWM") else { return 3 }
    print("\((peak - baseline) * 1_024) \(checksum)")
    return 0
    #else
    return 3
    #endif
}

/// The child's side of `measureHeldMemory`: prints "BYTES 0" and returns the exit status.
private func runHeldMemoryProbe(arguments: [String]) -> Int32 {
    #if os(Linux)
    guard let workload = allWorkloads().first(where: { $0.name == arguments[0] }),
        let work = workload.holdingProbe(arguments[1])
    else {
        print("usage: \(PeakMemory.flag) WORKLOAD SUBJECT \(PeakMemory.held) (a workload and subject that hold)")
        return 2
    }
    // A first run maps the code it executes; what it built is dropped. A first read of the
    // status maps the code that reads it (about 400 KB, which counted as held).
    var held: Any? = work()
    held = nil
    _ = kilobytes(of: "VmRSS")
    trimMallocHeap()
    guard let baseline = kilobytes(of: "VmRSS") else { return 3 }
    held = work()
    // What the build freed (its scratch arrays) is handed back; what it holds stays.
    trimMallocHeap()
    guard let resident = kilobytes(of: "VmRSS") else { return 3 }
    withExtendedLifetime(held) {}
    print("\((resident - baseline) * 1_024) 0")
    return 0
    #else
    return 3
    #endif
}

/// A field of `/proc/self/status`, in kB.
private func kilobytes(of field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
    }
    return nil
}

/// Calls glibc's `malloc_trim(0)`, which the Glibc module does not import, when present.
private func trimMallocHeap() {
    #if canImport(Glibc)
    typealias Trim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
    #endif
}
